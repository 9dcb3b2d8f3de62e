import { isBareReference, parseReference, parseReferences } from '../../../../common/src/references.ts';
import { yieldToLoop } from '../../lib/heavy-work.ts';
import { memoizeAsync } from '../../lib/memo.ts';
import { baseForms } from '../../lib/text/base-forms.ts';
import { stem } from '../../lib/text/stem.ts';
import { wordList } from '../../lib/text/word-lists.ts';
import { indexTerms } from '../../lib/text/wording.ts';
import { createCommentaryIndex } from './commentary-index.ts';
import { DOCTRINE_FRAME, DOCTRINES, THEME_FRAME } from './doctrines.ts';
import {
  inDoctrineWords,
  inNumerals,
  inThemeWords,
  spelledOut,
  withoutPermission,
} from './everyday-words.ts';
import type { HomeBible, HomeLibrary, HomeRepository } from './home.repository.ts';
import {
  meaningfulWords,
  mentionSubject,
  type RankingEvidence,
  situationOrDoctrine,
} from './home-ranking.ts';
import { checkWeights, rerank } from './home-reranker.ts';
import { TRAINED } from './home-reranker.weights.ts';
import { createHomeSpeller } from './home-speller.ts';
import { createLexemeIndex } from './lexeme-index.ts';
import { LIFE_QUESTIONS } from './life-questions.ts';
import { LIFE_THEMES } from './life-themes.ts';
import { createOutlineIndex } from './outline-index.ts';
import { createNameIndex, type NameMatch, PASSAGE_NAMES } from './passage-names.ts';
import { REMEMBERED_LINES } from './remembered-lines.ts';
import { createSimilarQuestions } from './similar-questions.ts';
import { STORY_KEYS } from './story-keys.ts';
import { storyWords } from './story-words.ts';
import { createTopicIndex } from './topic-index.ts';
import { createVerseIndex, type VerseIndex } from './verse-index.ts';

export interface HomeAnswer {
  ask_question: boolean;
  book: string;
  chapter: number;
  verse?: number;
}

// Words too common to name a topic ("what", "does", "jesus" names a thousand topics' worth of refs).
const STOP = wordList('home-topic-name');

// The forms a topic's name may take in a question ("tithing" asks about TITHES, "prayers" about PRAYER).
const topicForms = (words: string[]) => [
  ...new Set(words.flatMap((w) => [w, w.replace(/s$/, ''), `${w}s`, stem(w), `${stem(w)}e`, `${stem(w)}es`])),
];

// A word found in fewer verses than this names someone or somewhere ("Tabitha", "Gethsemane"): a
// question that holds one is about that passage, whatever doctrine its other words name.
const RARE_WORD_VERSES = 40;

// Who asks is not what is asked: "Can Christians eat pork?" is about food, but "Christian" is in three
// verses only, so word ranking would send every such question to Acts 11 ("first called Christians").
const ASKER = /\b(?:christians?|believers?)\b/gi;
// Words about the Bible itself ("a verse about worry", "the story of Jesus being born", "passages on
// doubt for our group") say where to look, not what: "verse" alone sends a question to Psalm 45:1.
const META = /\b(?:bible|biblical|verses?|passages?|chapters?|stor(?:y|ies))\b/gi;
const aboutWhat = (text: string): string => {
  const rest = text.replace(ASKER, ' ').replace(META, ' ');
  return (rest.match(/[a-z]{3,}/gi) ?? []).some((w) => !STOP.has(w.toLowerCase())) ? rest : text;
};

// A word the Bible has, but rarely; a word it lacks ("ok", "lottery") is the asker's, not a name. Only
// a name counts: "overwhelmed", "constantly" and "anxious" are rare in the Bible but say nothing of a
// story ("overwhelmed with stress from work" is still the situation of stress).
const rareName = (index: VerseIndex, term: string): boolean => {
  const count = index.verseCount(term);
  return count > 0 && count < RARE_WORD_VERSES;
};

// The weight of a table's word that no verse holds: that of a word in about 150 of the 62,000 verses.
const MODERN_NAME = 6;

// A remembered line counts when two or more of its telling words are all in the question ("darkest
// valley", "plans to prosper you"); one word ("rest") is not a line.
const rememberedLine = (found: NameMatch | null) =>
  found && found.held >= 2 ? { ref: found.ref, words: found.words, matched: found.matched } : null;

// Words that abbreviate a book but, in lower case in a sentence, are English ("our son is 25", "i am 3
// weeks sober", "lost my job 2 weeks ago"), and words that say a number is a count, not a chapter.
const EVERYDAY_BOOK_WORDS = new Set(['is', 'am', 'so', 'ex', 'job']);
const COUNTED =
  /^\s*(?:weeks?|years?|months?|days?|hours?|hrs?|minutes?|times?|kids?|children|people|yrs?|yo|am|pm|and|or|of|to|more|less|in|at)\b/i;

/** Whether a chapter-only reference found in a question names a chapter, not a count ("job 2 weeks"). */
const namesChapter = (text: string, [start, end]: [number, number]): boolean => {
  const span = text.slice(start, end);
  // (The parser's indices are those of its own spelling of the text; where that differs, trust them.)
  if (!/\d$/.test(span)) return true;
  const book = span.replace(/[\d\s:.]+$/, '');
  if (EVERYDAY_BOOK_WORDS.has(book)) return false;
  return !COUNTED.test(text.slice(end));
};

// A quotation opens at its verse when the verse holds this much of the question; a short one, or one
// that names people, when it holds it whole.
const QUOTED_VERSE = 0.6;
const WHOLE_QUOTE = 0.9;
const QUOTE_WORDS = 4;
// A situation's verse must hold one word of the matched row that at most about 400 of the 62,000 verses
// hold (twice its rarity), or two such words of the question: a verse that merely shares a common
// word ("Christ") says less than the whole chapter.
const KEY_VERSE_HOLDS = 10;

/**
 * The verse a question opens its chapter at, selected for the assistant (the reader highlights it and
 * the answer starts from it): the verse it quotes ("Cast all your anxiety on him" → 1 Peter 5:7), or,
 * where a situation of life or a remembered line chose the chapter, the verse that says it ("How can I
 * be content with what I have?" → Philippians 4:11, not 4:1). Otherwise none: a story, a person, a
 * passage's name and a doctrine are the whole chapter's, and a doubtful verse says less than none.
 */
const keyVerseOf = (e: RankingEvidence, at: HomeAnswer, index: VerseIndex): number | undefined => {
  const key = `${at.book} ${at.chapter}`;
  // A passage's own name ("the Great Commission") opens the whole passage, though some verse of it may
  // hold the words ("…with fear and great joy").
  if (e.named && e.named.score >= 0.5 && e.named.ref === key) return undefined;
  // A few words a verse holds ("Jesus walks on water") tell a story, unless they are the verse whole
  // ("Jesus wept"); a story told by its people's names ("Cain kills Abel") is the chapter's though a
  // verse holds the words ("…for Cain killed him"), unless the question is that verse whole; names
  // alone ("Priscilla and Aquila") name people, whatever verse holds them.
  const story = indexTerms(e.question).some((t) => index.nameTerms.has(t));
  const short = meaningfulWords(e.question) < QUOTE_WORDS;
  const needed = story && short ? Number.POSITIVE_INFINITY : story || short ? WHOLE_QUOTE : QUOTED_VERSE;
  const quote = e.quotes.find((h) => `${h.book_id} ${h.chapter}` === key);
  if (e.remembered?.ref !== key && quote?.verse && quote.score >= needed) return quote.verse;
  // A situation must be most of the question: "my husband has been cheating on me" matches "husband"
  // only, and a verse about husbands is not about that. A doctrine's words run through its chapter
  // ("faith" is in most verses of Hebrews 11): no verse of it is the answer.
  const chosenBy = [
    e.remembered,
    e.theme && !e.theme.story && (e.theme.score ?? 0) > 0.5 ? e.theme : undefined,
  ].find((m) => m?.ref === key);
  if (!chosenBy) return undefined;
  // The matched rows say the situation in the Bible's words ("sluggard"); the question's other words
  // ("fellow", "know") are often incidental, so they weigh half. The verse must hold every word of a
  // name the question matched: one that shares a single word of a longer name ("i hate my body" and "I
  // hate them with perfect hatred") is not about it. A remembered line is in other words than its verse.
  const found = index.keyVerse(
    at.book,
    at.chapter,
    [
      [chosenBy.words ?? '', 2],
      [e.words.join(' '), 1],
    ],
    chosenBy === e.remembered ? [] : (chosenBy.matched ?? []),
  );
  return found && found.score >= KEY_VERSE_HOLDS ? found.verse : undefined;
};

// Optional fields are left out rather than sent as undefined.
const withVerse = (a: HomeAnswer, verse: number | undefined): HomeAnswer => (verse ? { ...a, verse } : a);

/** The passage a prompt names by reference, if any: it opens without ranking (spec §4). */
export const byReference = (prompt: string): HomeAnswer | null => {
  const text = prompt.trim();
  // A reference as said ("psalm twenty three", "romans eight") is read with its numbers as digits.
  for (const typed of new Set([text, inNumerals(text)])) {
    if (!isBareReference(typed)) continue;
    const ref = parseReference(typed);
    if (ref)
      return withVerse({ ask_question: false, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
  }
  // A question that names a passage ("What does John 3:16 mean?", "we're starting Phil 2 next week",
  // "col three for our study") is about that passage. Only a book with its chapter counts: a book's name
  // alone in a sentence is often English ("we're" holds "re", Revelation).
  for (const typed of new Set([text, inNumerals(text)])) {
    const ref = parseReferences(typed).find(
      (r) =>
        r.verses || (/\d$/.test(typed.slice(r.indices[0], r.indices[1])) && namesChapter(typed, r.indices)),
    );
    if (ref)
      return withVerse({ ask_question: true, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
  }
  return null;
};

/** What home search reads: its own repository, and the Bible and the library through their services. */
export interface HomeSources {
  repo: HomeRepository;
  bible: HomeBible;
  library: HomeLibrary;
}

/**
 * Home search (spec §4): a bare reference opens its chapter; anything else opens the chapter that best
 * answers it, with the question attached for the assistant.
 */
export const createHomeService = (
  { repo, bible, library }: HomeSources,
  translation: string,
  reranker = TRAINED,
) => {
  // Weights trained on other features than the code computes stop the server at start, not later.
  const model = checkWeights(reranker);
  // Each index is loaded once and shared by concurrent callers; a failed load is forgotten (memoizeAsync),
  // so the next question tries again rather than replaying one database hiccup for ever.
  const outlineIndex = memoizeAsync(() => library.allOutlines().then(createOutlineIndex));
  const verseIndex = memoizeAsync(() => bible.canonicalVerses().then(createVerseIndex));
  const lexemeIndex = memoizeAsync(() => bible.lexemeRows(translation).then(createLexemeIndex));
  const topicIndex = memoizeAsync(() => library.allTopicRefs().then(createTopicIndex));
  const commentaryIndex = memoizeAsync(() => library.allCommentarySections().then(createCommentaryIndex));
  const all = [outlineIndex, verseIndex, lexemeIndex, topicIndex, commentaryIndex];
  const buildAll = () => Promise.all(all.map((load) => load(undefined)));
  const names = createNameIndex(PASSAGE_NAMES, indexTerms);
  const lines = createNameIndex(REMEMBERED_LINES, indexTerms);
  const stories = createNameIndex(STORY_KEYS, (t) => indexTerms(baseForms(t)));
  // The tables and the questions both in the tables' words ("scared of dying" is "fear of death").
  const themes = createNameIndex(LIFE_THEMES, (t) => indexTerms(inThemeWords(t)), { frame: THEME_FRAME });
  const doctrines = createNameIndex(DOCTRINES, (t) => indexTerms(inDoctrineWords(t)), {
    frame: DOCTRINE_FRAME,
    weak: 'jesus christ god lord',
  });
  // The questions in their own words and in the tables' ("scared of dying" is also "fear of death").
  const similar = createSimilarQuestions(LIFE_QUESTIONS, (t) => [
    ...new Set([...indexTerms(t), ...indexTerms(inThemeWords(t))]),
  ]);
  // One speller per verse index (it learns the names of people and places from the verses).
  const spellers = new WeakMap<VerseIndex, (question: string) => string>();
  const spellerFor = (index: VerseIndex) => {
    let speller = spellers.get(index);
    if (!speller) {
      const known = (word: string) => indexTerms(word).every((t) => index.verseCount(t) > 0);
      const verses = (word: string) => Math.min(...indexTerms(word).map((t) => index.verseCount(t)));
      speller = createHomeSpeller([PASSAGE_NAMES, DOCTRINES, LIFE_THEMES], index.properNames, known, {
        verses,
        names: index.names,
      });
      spellers.set(index, speller);
    }
    return speller;
  };
  // A table's match, its share weighed by rarity ("saved by grace or by doing good deeds"), and whether
  // the question also holds a rare Bible name the match leaves unexplained ("Hannah weeps for a child").
  // A word no verse holds counts as middling (index.rarity), unless the table holds it: then it is the
  // situation's own modern name ("unemployed", "cremate") and says more than any other word of it.
  const match = (table: typeof doctrines, text: string, index: VerseIndex) => {
    const weight = (s: string) =>
      index.verseCount(s) === 0 && table.stems.has(s) ? MODERN_NAME : index.rarity(s);
    const found = table(withoutPermission(text), weight);
    return (
      found && {
        ...found,
        rare: found.unexplained.some((t) => rareName(index, t) && index.nameTerms.has(t)),
        names: found.unexplained.some((t) => index.nameTerms.has(t)),
      }
    );
  };
  // Such a name makes the question a story: no doctrine, and the situation only as the asker's words.
  const doctrineOf = (text: string, index: VerseIndex) => {
    const found = match(doctrines, text, index);
    return found && !found.rare ? found : null;
  };
  const themeOf = (text: string, index: VerseIndex) => {
    const found = match(themes, text, index);
    if (!found) return null;
    const story = found.names ? { story: true } : {};
    return found.rare
      ? { ref: found.ref, score: 0, words: found.words, matched: found.matched, ...story }
      : { ...found, ...story };
  };
  // The story a question describes, its share weighed by rarity like the tables' ("the prophet thrown
  // into a muddy cistern" is told by its rare words, not by "prophet").
  const toldOf = (text: string, index: VerseIndex) => {
    const found = stories(text, (s) => index.rarity(s));
    return found && { ref: found.ref, score: found.score };
  };
  // What every source says about a question that names no passage (rankChapters weighs it).
  const evidence = async (question: string): Promise<RankingEvidence> => {
    const index = await verseIndex(undefined);
    const text = spellerFor(index)(spelledOut(question));
    const asked = aboutWhat(text);
    const words = [...new Set(asked.toLowerCase().match(/[a-z]+/g) ?? [])].filter(
      (w) => w.length > 2 && !STOP.has(w),
    );
    // Everything but one short statement ranks in memory, one source after another with the event
    // loop let through in between: on the embedded database a query holds the only thread while it
    // runs, and the ranking SQL this replaced held it for up to a second (issue 19 item 7).
    const terms = await repo.queryTerms(asked, storyWords(asked));
    const lexical = await lexemeIndex(undefined);
    const verses = lexical.verses(terms.lexemes);
    await yieldToLoop();
    const phrase = lexical.phrase(terms.tsquery);
    await yieldToLoop();
    const topicsOf = await topicIndex(undefined);
    const topics = topicsOf(topicForms(words), text);
    const described = topicsOf.described(words.join(' '));
    await yieldToLoop();
    const outlines = (await outlineIndex(undefined))(words);
    await yieldToLoop();
    const commentary = (await commentaryIndex(undefined))([...words, storyWords(asked)]);
    await yieldToLoop();
    const quotes = index(text);
    const subject = mentionSubject(text);
    const mentions = subject ? index.mentions(subject.subject, subject.context) : [];
    const introduced = subject?.person && !subject.context ? topicsOf.introduced(subject.subject) : undefined;
    return {
      question: text,
      words,
      verses,
      phrase,
      topics,
      described,
      outlines,
      commentary,
      quotes,
      mentions,
      ...(introduced ? { introduced } : {}),
      named: names(text),
      told: toldOf(text, index),
      similar: similar(text),
      remembered: rememberedLine(lines(text)),
      ...situationOrDoctrine(themeOf(text, index), doctrineOf(text, index)),
    };
  };
  return {
    /** What each source says about a question, for `npm run eval:home -- --why`. */
    explain: (prompt: string): Promise<RankingEvidence> => evidence(prompt.trim()),
    /** Drops the indexes (the library was imported again) and builds them anew in the background. */
    forget: (): void => {
      for (const load of all) load.clear();
      // A failed rebuild is retried by the next question (each index is built on first use).
      void buildAll().catch(() => undefined);
    },
    /** Builds the in-memory indexes now (after start-up) rather than on the first question. */
    warm: async (): Promise<void> => {
      await buildAll();
    },
    /** The passage a prompt names by reference, if it names one (find opens it without ranking). */
    byReference,
    find: async (prompt: string): Promise<HomeAnswer | null> => {
      const text = prompt.trim();
      const named = byReference(text);
      if (named) return named;
      const e = await evidence(text);
      const best = rerank(e, model);
      if (!best) return null;
      const [book = '', chapter = '1'] = best.split(' ');
      const answer = { ask_question: true, book, chapter: Number(chapter) };
      return withVerse(answer, keyVerseOf(e, answer, await verseIndex(undefined)));
    },
  };
};

export type HomeService = ReturnType<typeof createHomeService>;
