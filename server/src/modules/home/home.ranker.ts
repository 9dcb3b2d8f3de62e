import { baseForms } from '../../lib/text/base-forms.ts';
import { stem } from '../../lib/text/stem.ts';
import { wordList } from '../../lib/text/word-lists.ts';
import { indexTerms } from '../../lib/text/wording.ts';
import { createCommentaryIndex } from './commentary-index.ts';
import { DOCTRINE_FRAME, DOCTRINES, THEME_FRAME } from './doctrines.ts';
import { inDoctrineWords, inThemeWords, spelledOut, withoutPermission } from './everyday-words.ts';
import { type HomeAnswer, withVerse } from './home.references.ts';
import type { ChapterText, LexemeRow, TopicRef } from './home.repository.ts';
import {
  meaningfulWords,
  mentionSubject,
  type RankingEvidence,
  situationOrDoctrine,
  whoAsked,
} from './home-ranking.ts';
import { checkWeights, rerank } from './home-reranker.ts';
import { TRAINED } from './home-reranker.weights.ts';
import { createHomeSpeller } from './home-speller.ts';
import { createLexemeIndex } from './lexeme-index.ts';
import { ASKED_QUESTIONS, LIFE_QUESTIONS } from './life-questions.ts';
import { LIFE_THEMES } from './life-themes.ts';
import { createOutlineIndex } from './outline-index.ts';
import { createNameIndex, type NameMatch, PASSAGE_NAMES } from './passage-names.ts';
import { REMEMBERED_LINES, REMEMBERED_ORDER } from './remembered-lines.ts';
import { createSimilarQuestions } from './similar-questions.ts';
import { STORY_KEYS, storyTold } from './story-keys.ts';
import { storyWords } from './story-words.ts';
import { createTopicIndex } from './topic-index.ts';
import { createVerseIndex, type VerseIndex } from './verse-index.ts';

/** Everything home search ranks over, read once from the Bible and the library (plain data). */
export interface HomeData {
  lexemeRows: LexemeRow[];
  verses: { translation_id: string; book_id: string; chapter: number; verse: number; text: string }[];
  outlines: ChapterText[];
  sections: ChapterText[];
  topicRefs: TopicRef[];
  /** Common English words, lower case (the library's word list, Debian's `wamerican`); none without it. */
  englishWords: string[];
}

/** A question as home search reads it before asking PostgreSQL's parser (home.repository.ts). */
export interface PreparedQuestion {
  /** The question spelled out and corrected. */
  text: string;
  /** What it asks about (without "Christians", "verse"…): what the parser reads. */
  asked: string;
  /** Words of a told story the parser should count among the lexemes. */
  extra: string;
}

/** PostgreSQL's reading of `asked` (its lexemes and web-search query). */
export type QueryTerms = { lexemes: string[]; tsquery: string };

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

// A quotation opens at its verse when the verse holds this much of the question; a short one, or one
// that names people, when it holds it whole.
const QUOTED_VERSE = 0.6;
const WHOLE_QUOTE = 0.9;
const QUOTE_WORDS = 4;
// A question that is a verse quoted: the verse holds most of it, and much more than any other chapter's
// ("where you go i will go and where you stay i will stay": Ruth 1 0.95, the next 0.55).
const QUOTATION_LEAD = 1.6;
// A line quoted nearly whole ("if i make my bed in hell you are there": Psalm 139 0.90, the next 0.47)
// is its chapter's, whatever a table or similar question makes of one of its words ("hell").
export const wholeQuotation = (e: RankingEvidence): string | undefined => {
  const [top, next] = e.quotes;
  return top &&
    top.score >= WHOLE_QUOTE &&
    top.score >= QUOTATION_LEAD * (next?.score ?? 0) &&
    meaningfulWords(e.question) >= QUOTE_WORDS
    ? `${top.book_id} ${top.chapter}`
    : undefined;
};
// For the care card only: a question the care model alone reads as danger is let through as Scripture
// when it reads as a verse of the chapter found: the chapter holds half of it and 1.25 times the third
// chapter ("when you go through deep waters i will be with you": Isaiah 43 0.62), or it is a remembered
// line of it ("no more death or mourning"). The lead is over the third, not the second, because a line
// Scripture itself quotes is held nearly as much by two chapters ("a bruised reed he wont break and a
// smoldering wick he wont snuff out": Isaiah 42 0.56, Matthew 12 0.48, the next 0.25). Over every
// crisis line of the care sets (2,395 the model alone flags), none is let through (the nearest, "i
// deserve to bleed", holds 0.45 of 2 Samuel 12).
const SCRIPTURE_LIKE = 0.5;
const SCRIPTURE_LEAD = 1.25;
export const readsAsScripture = (e: RankingEvidence, chapter: string): boolean => {
  if (e.remembered?.ref === chapter) return true;
  const [top, , third] = e.quotes;
  if (!top || `${top.book_id} ${top.chapter}` !== chapter || top.score < SCRIPTURE_LIKE) return false;
  return top.score >= SCRIPTURE_LEAD * (third?.score ?? 0);
};
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

/**
 * Home search's ranking (decision 0014) over one data set: synchronous, pure CPU, so it runs where the
 * server puts it (a worker thread, home.tasks.ts) or on this thread (the eval and training scripts).
 * A question is ranked in two steps around the one database statement home search makes:
 * `prepare` (spelling, what is asked), then `answer` with PostgreSQL's reading of it.
 */
/**
 * English words a question may hold that no verse does, so the speller leaves them as they are: the
 * lower-case words the commentary's prose uses twice or more ("fright", "promotion"; twice, so that a
 * misprint is not one of them), and the common words of the library's English word list ("lunch" is no
 * "launch", "brain" no "train", "bonus" no "bones"). Lower-case words only: a name ("Zaccheus", the
 * commentary's spelling; "Issac", "Mathew", which the word list holds capitalised) is still put right.
 */
const englishWords = (sections: ChapterText[], dictionary: string[]): ((word: string) => boolean) => {
  const seen = new Map<string, number>();
  for (const s of sections)
    for (const w of s.text.match(/\b[a-z]+\b/g) ?? []) seen.set(w, (seen.get(w) ?? 0) + 1);
  const common = new Set(dictionary);
  return (word) => (seen.get(word) ?? 0) >= 2 || common.has(word);
};

export const createHomeRanker = (data: HomeData, reranker = TRAINED) => {
  // Weights trained on other features than the code computes stop the server at start, not later.
  const model = checkWeights(reranker);
  // Every index is built here, once per data set (home.service.ts keeps one ranker per import of the
  // library; a worker thread keeps its own, home.tasks.ts).
  const outlines = createOutlineIndex(data.outlines);
  const index = createVerseIndex(data.verses);
  const lexical = createLexemeIndex(data.lexemeRows);
  const topicsOf = createTopicIndex(data.topicRefs);
  const commentaryOf = createCommentaryIndex(data.sections);
  const names = createNameIndex(PASSAGE_NAMES, indexTerms);
  const lines = createNameIndex(REMEMBERED_LINES, indexTerms, REMEMBERED_ORDER);
  const stories = createNameIndex(STORY_KEYS, (t) => indexTerms(baseForms(t)));
  // The tables and the questions both in the tables' words ("scared of dying" is "fear of death").
  const themes = createNameIndex(LIFE_THEMES, (t) => indexTerms(inThemeWords(t)), { frame: THEME_FRAME });
  const doctrines = createNameIndex(DOCTRINES, (t) => indexTerms(inDoctrineWords(t)), {
    frame: DOCTRINE_FRAME,
    weak: 'jesus christ god lord',
  });
  // The questions in their own words and in the tables' ("scared of dying" is also "fear of death"); the
  // tuning sets' questions vote too (life-questions.ts ASKED_QUESTIONS).
  const similar = createSimilarQuestions([...LIFE_QUESTIONS, ...ASKED_QUESTIONS], (t) => [
    ...new Set([...indexTerms(t), ...indexTerms(inThemeWords(t))]),
  ]);
  // The speller learns the names of people and places from the verses.
  const speller = createHomeSpeller(
    [PASSAGE_NAMES, DOCTRINES, LIFE_THEMES],
    index.properNames,
    (word: string) => indexTerms(word).every((t) => index.verseCount(t) > 0),
    {
      verses: (word: string) => Math.min(...indexTerms(word).map((t) => index.verseCount(t))),
      names: index.names,
    },
    englishWords(data.sections, data.englishWords),
  );
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
    const found = storyTold(stories, text, (s) => index.rarity(s));
    return found && { ref: found.ref, score: found.score };
  };
  // What every source says about a question that names no passage (rankChapters weighs it).
  const evidence = (p: PreparedQuestion, terms: QueryTerms): RankingEvidence => {
    const { text, asked } = p;
    const words = [...new Set(asked.toLowerCase().match(/[a-z]+/g) ?? [])].filter(
      (w) => w.length > 2 && !STOP.has(w),
    );
    const verses = lexical.verses(terms.lexemes);
    const phrase = lexical.phrase(terms.tsquery);
    const topics = topicsOf(topicForms(words), text);
    const described = topicsOf.described(words.join(' '));
    const outlineHits = outlines(words);
    const commentary = commentaryOf([...words, storyWords(asked)]);
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
      outlines: outlineHits,
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
    prepare: (question: string): PreparedQuestion => {
      const spelt = speller(spelledOut(question));
      const text = whoAsked(spelt) ?? spelt;
      const asked = aboutWhat(text);
      return { text, asked, extra: storyWords(asked) };
    },
    evidence,
    /** The chapter (and verse) that best answers the question, or null. */
    answer: (p: PreparedQuestion, terms: QueryTerms): HomeAnswer | null => {
      const e = evidence(p, terms);
      const best = wholeQuotation(e) ?? rerank(e, model);
      if (!best) return null;
      const [book = '', chapter = '1'] = best.split(' ');
      const answer = { ask_question: true, book, chapter: Number(chapter) };
      const found = withVerse(answer, keyVerseOf(e, answer, index));
      return readsAsScripture(e, best) ? { ...found, quotation: true } : found;
    },
  };
};

export type HomeRanker = ReturnType<typeof createHomeRanker>;
