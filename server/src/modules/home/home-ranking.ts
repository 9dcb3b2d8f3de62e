import { BOOK_IDS } from '../../../../common/src/books.ts';
import { words } from '../../lib/text/tokenise.ts';
import { wordList } from '../../lib/text/word-lists.ts';
import type { ChapterHit } from './home.repository.ts';

/** What each source says about a question; every field is plain data, so ranking runs anywhere. */
export interface RankingEvidence {
  question: string;
  /** The question's content words (stop words left out). */
  words: string[];
  verses: ChapterHit[];
  phrase: ChapterHit[];
  topics: ChapterHit[];
  /** Chapters by the Nave's lines that describe what the question describes (topic-index described). */
  described?: ChapterHit[];
  outlines: ChapterHit[];
  /** Chapters by the commentary sections that tell of what the question asks (commentary-index.ts). */
  commentary?: ChapterHit[];
  quotes: ChapterHit[];
  /** Chapters by how many verses hold the question's subject (see mentionSubject). */
  mentions: ChapterHit[];
  /** Where Nave's first tells of the person a "Who was …?" question names (topic-index introduced). */
  introduced?: ChapterHit;
  /** The traditional name the question uses, with the share of the question it explains. */
  named: { ref: string; score: number } | null;
  /** The situation of life the question names, if any; `story` when it leaves a Bible name unexplained. */
  theme: { ref: string; score?: number; story?: boolean; words?: string; matched?: string[] } | null;
  /** The doctrine the question names, with the share of the question it explains. */
  doctrine?: { ref: string; score: number; words?: string; matched?: string[] } | null;
  /** The story or person the question describes in everyday words (story-keys.ts), with its share. */
  told?: { ref: string; score: number } | null;
  /** Chapters by the votes of the labelled questions most like it (similar-questions.ts). */
  similar?: ChapterHit[];
  /** The famous verse the question quotes in a wording no installed translation has (remembered-lines.ts). */
  remembered?: { ref: string; words?: string; matched?: string[] } | null;
}

// How much each source's ranking counts in the fusion: the verses carry most of the evidence; the
// commentary's chapter outlines name events in the words people use for them ("Christ calms the storm").
export const WEIGHTS = {
  verses: 1,
  phrase: 0.6,
  outlines: 0.8,
  topics: 0.7,
  described: 1,
  quote: 2.5,
  longQuote: 1,
  remembered: 4,
  name: 3,
  doctrine: 2.5,
  theme: 1,
  person: 3,
  firstStory: 1.5,
  introduced: 2,
  subject: 1,
};

// From this many meaningful words on, a question is taken for a remembered line.
const LONG_QUESTION_WORDS = 6;
// The share of a long question one verse must hold for its ranking to count in full.
const LONG_QUOTE_HELD = 0.6;

// A description of someone or something ("the king who went crazy and ate grass", "the woman judge who
// sat under a palm tree"): it starts with an article or holds a "who" clause.
const DESCRIPTION = /^\s*(?:the|a|an)\b|\b(?:who|whose|whom)\b/i;

/**
 * Whether the question describes whom or what it asks about, rather than naming it: not the asker's own
 * life, and no situation or doctrine names it (Nave's lines describe people and events, not situations).
 */
export const describesSomeone = (e: RankingEvidence): boolean =>
  !isPersonal(e.question) &&
  !(e.theme && !e.theme.story && (e.theme.score ?? 0) > 0) &&
  (e.doctrine?.score ?? 0) <= 0.5 &&
  DESCRIPTION.test(e.question);

/**
 * Score fusion (CombSUM over max-normalised scores): each source's scores are scaled to its best, so a
 * chapter far ahead in one source keeps its lead, and chapters strong in several sources rise.
 */
export const fuse = (lists: { hits: ChapterHit[]; weight: number }[]): Map<string, number> => {
  const scores = new Map<string, number>();
  for (const { hits, weight } of lists) {
    const top = hits[0]?.score ?? 0;
    if (top <= 0) continue;
    for (const h of hits) {
      const key = `${h.book_id} ${h.chapter}`;
      scores.set(key, (scores.get(key) ?? 0) + (weight * h.score) / top);
    }
  }
  return scores;
};

// A question about the asker's own life ("How do I…", "I am…", "Should I…", "my father died", "our son
// is addicted", "we lost our baby": "we" and "our" only at the start, where they are the asker's own).
const PERSONAL =
  /^(how (do|can|should|to) (i|we)\b|how to\b|should (i|we)\b|can (i|we)\b|what should (i|we)\b|i\b|i'm\b|my\b|our\b|we\b|we're\b|we've\b|is it (wrong|ok|okay|a sin)\b)|\b(i|me|my)\b/i;

/** Whether a question is about the asker's own situation rather than about a passage. */
export const isPersonal = (question: string): boolean => PERSONAL.test(question.trim());

// Words that frame a question or join a sentence rather than say what it is about.
const FRAME = wordList('question-frame');

/** How many words of a question say something ("Jesus wept" 2, "Who was Mephibosheth?" 1). */
export const meaningfulWords = (question: string): number =>
  words(question).filter((w) => !FRAME.has(w)).length;

const QUESTION_WORDS = wordList('question-opener');

const PERSON =
  /^\s*(?:who\s+(?:was|were|is|are)|tell\s+me\s+about)\s+(?:the\s+)?(.+?)(?:\s+(?:in|from|of)\s+the\s+bible)?[\s?.!]*$/i;
const NAMED_SOMEONE =
  /\b(?:someone|somebody|a (?:man|woman|guy|girl|person|king|prophet|judge|lady|character|dude)) (?:called|named) ([a-z][a-z'’-]+)\b[^?]*\bwho(?:'s|’s| is| was) (?:that|he|she|this|they)\b/i;

/**
 * A person asked about with talk around the question: "who is jabez? my aunt has a book about his prayer"
 * (the question first, the rest after it), "pastor mentioned someone called ehud today, who is that" (the
 * name given, then asked about). Read as "who is jabez", "who is ehud" (stop 54, from heldout43).
 */
export const whoAsked = (question: string): string | null => {
  const first = question.split(/\?\s+/)[0] ?? '';
  if (first !== question && PERSON.test(first)) return first;
  const named = NAMED_SOMEONE.exec(question);
  return named ? `who is ${named[1]}` : null;
};

/**
 * What a question is about when it is short enough to name one thing: the person in "Who was
 * Melchizedek?", the doctrine in "Fasting"; null for longer questions. `person` says which it is.
 */
export const mentionSubject = (
  question: string,
): { subject: string; person: boolean; context?: string } | null => {
  const who = PERSON.exec(question);
  // "Who was Simeon who held baby Jesus?", "Who was Sarah, Abraham's wife?": the name is what comes
  // before a comma or a relative clause; the rest says which chapters tell of that person (context).
  const [head = '', ...tail] = who?.[1]?.split(/\s*,\s*|\s+(?=(?:who|whom|that|which)\b)/i) ?? [];
  const content = (s: string) =>
    s
      .split(/\s+/)
      .filter((w) => w && !FRAME.has(w.toLowerCase()))
      .join(' ');
  const name = content(head);
  if (name) {
    const context = content(
      tail
        .join(' ')
        .replace(/\b(?:who|whom|that|which)\b/gi, ' ')
        .replace(/[’']s\b/g, ''),
    );
    return context ? { subject: name, person: true, context } : { subject: name, person: true };
  }
  // Otherwise only a bare name of a thing ("Fasting", "Tithing"), not a question about it.
  const said = words(question);
  if (said.length > 3 || said.some((w) => QUESTION_WORDS.has(w))) return null;
  const subject = said.filter((w) => !FRAME.has(w)).join(' ');
  return subject ? { subject, person: false } : null;
};

/**
 * Where a situation names more of the question than a doctrine does, as fully, the question is the
 * asker's situation ("Is it ok to be angry at God?" is "angry at God", not the doctrine of anger).
 */
export const situationOrDoctrine = <
  T extends { score?: number; held?: number },
  D extends { score: number; held: number },
>(
  theme: T | null,
  doctrine: D | null,
): { theme: T | null; doctrine: D | null } =>
  theme && doctrine && (theme.held ?? 0) > doctrine.held && (theme.score ?? 0) >= doctrine.score
    ? { theme, doctrine: null }
    : { theme, doctrine };

const bookOrder = new Map(BOOK_IDS.map((id, i) => [id, i]));

/**
 * Where a person's story starts: the first chapter in the Bible's order that mentions them nearly as
 * often as the chapter that mentions them most ("Who was Noah?" is Genesis 6, where he is introduced,
 * not Genesis 9, where he is named most), within the book that names them most; undefined when that
 * chapter is the one named most anyway. Later chapters often retell or list what the first one tells.
 */
export const firstStory = (mentions: ChapterHit[]): string | undefined => {
  const top = mentions[0]?.score ?? 0;
  if (top <= 0) return undefined;
  let first: ChapterHit | undefined;
  const order = (h: ChapterHit) => (bookOrder.get(h.book_id) ?? 999) * 1000 + Number(h.chapter);
  const most = mentions[0];
  for (const h of mentions)
    if (h.book_id === most?.book_id && h.score >= 0.5 * top && (!first || order(h) < order(first))) first = h;
  return first && first !== most ? `${first.book_id} ${first.chapter}` : undefined;
};

/**
 * The chapter the evidence points to ("BOOK C"), or undefined when nothing matched. A quotation counts
 * by how much of it one verse (or two in a row) holds in order, not relative to the best, and only as
 * much as the question is long enough to be a quotation: one rare word is a name, not a quote.
 */
export const rankChapters = (e: RankingEvidence): string | undefined => {
  const scores = chapterScores(e);
  let best: string | undefined;
  for (const [k, s] of scores) if (best === undefined || s > (scores.get(best) ?? 0)) best = k;
  return best;
};

/** Every chapter the evidence points to, with its fused score (rankChapters takes the best). */
export const chapterScores = (e: RankingEvidence): Map<string, number> => {
  const scores = fuse([
    { hits: e.verses, weight: WEIGHTS.verses },
    { hits: e.phrase, weight: WEIGHTS.phrase },
    { hits: e.outlines, weight: WEIGHTS.outlines },
    { hits: e.topics, weight: WEIGHTS.topics },
    { hits: e.described ?? [], weight: describesSomeone(e) ? WEIGHTS.described : 0 },
    // A long question is most likely a line remembered in other words ("god works everything together
    // for the good of those who love him"): the verse that holds most of it counts as a source of its
    // own, by rank, besides the quotation bonus below (which only a near-exact quotation earns). Only as
    // much as the best verse holds of it: a story told in the asker's words ("paul gets shipwrecked then
    // a snake bites him") is long, but no verse holds a fifth of it, and it is no quotation.
    {
      hits: e.quotes,
      weight:
        meaningfulWords(e.question) >= LONG_QUESTION_WORDS
          ? WEIGHTS.longQuote * Math.min(1, (e.quotes[0]?.score ?? 0) / LONG_QUOTE_HELD)
          : 0,
    },
  ]);
  const add = (key: string, value: number) => scores.set(key, (scores.get(key) ?? 0) + value);
  const subject = mentionSubject(e.question);
  if (subject) {
    const fused = fuse([{ hits: e.mentions, weight: subject.person ? WEIGHTS.person : WEIGHTS.subject }]);
    for (const [k, v] of fused) add(k, v);
    const first = subject.person && !subject.context ? firstStory(e.mentions) : undefined;
    if (first) add(first, WEIGHTS.firstStory);
    const intro = subject.person && e.introduced;
    if (intro) add(`${intro.book_id} ${intro.chapter}`, WEIGHTS.introduced);
  }
  const quoteLength = Math.min(1, meaningfulWords(e.question) / 3);
  for (const h of e.quotes) add(`${h.book_id} ${h.chapter}`, WEIGHTS.quote * quoteLength * h.score ** 3);
  // A traditional name ("the beatitudes") names its chapter outright when it is most of the question;
  // when it is all of it, no ranking of words can overrule it.
  if (e.named && e.named.score >= 0.5)
    add(e.named.ref, WEIGHTS.name * e.named.score * (e.named.score >= 0.99 ? 2 : 1));
  // A situation of life goes where Bibles' helps send it, decisively when the question is about the
  // asker's own life, unless it is a quotation (a loose one does not count against a personal question:
  // "I am afraid of dying" shares words with many verses without quoting any).
  const personal = isPersonal(e.question);
  // A situation that is most of the question ("Feeling far from God", "the death of a child") is as
  // decisive as one the asker says is theirs. A short question is "quoted" by some verse by chance ("not
  // far from God's Kingdom"), so only a whole quotation of four or more words overrules such a situation.
  const topQuote = e.quotes[0]?.score ?? 0;
  // A line remembered in a modern wording is a whole quotation, whatever the verse index makes of it.
  if (e.remembered) add(e.remembered.ref, WEIGHTS.remembered);
  const quotation = Boolean(e.remembered) || (meaningfulWords(e.question) >= 4 && topQuote >= 0.9);
  const mostly = (e.theme?.score ?? 0) > 0.5;
  const quoted = Boolean(e.remembered) || (personal ? topQuote >= 0.8 : mostly ? quotation : topQuote >= 0.6);
  // A story that names its people ("daniel gets thrown to the lions for praying") is theirs, not the
  // situation its other words name, unless the asker tells it of their own life.
  if (e.theme && !quoted && (personal || !e.theme.story))
    add(e.theme.ref, WEIGHTS.theme * (personal || mostly ? 3 : 1.5));
  // A doctrine goes to its classic teaching passage when it is most of the question, unless the
  // question is a whole quotation ("Is Jesus God?" is quoted by chance, too short to count), or a
  // passage's own name explains it as well ("the baptism of Jesus" is Matthew 3, not Romans 6).
  const named = e.named && e.named.score >= (e.doctrine?.score ?? 1);
  if (e.doctrine && e.doctrine.score > 0.5 && !quotation && !named)
    add(e.doctrine.ref, WEIGHTS.doctrine * e.doctrine.score * (e.doctrine.score >= 0.99 ? 2 : 1));
  return scores;
};
