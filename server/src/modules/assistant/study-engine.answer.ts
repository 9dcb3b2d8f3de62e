import { bookById } from '../../../../common/src/books.ts';
import type { CareKind } from '../../../../common/src/contracts/care.ts';
import { cite, excerpt, readLink, refLabel } from '../../lib/citation.ts';
import { contentWords, termsOf } from '../../lib/text/content-words.ts';
import { hash, rankByQuestion, sentences } from '../../lib/text/relevance.ts';
import { root } from '../../lib/text/stem.ts';
import { phraseForm, words } from '../../lib/text/tokenise.ts';
import { wordList } from '../../lib/text/word-lists.ts';
import { commentaryReferences } from './study-engine.commentary-refs.ts';
import { type CrossRef, crossRefScore, rankCrossReferences } from './study-engine.crossrefs.ts';
import { isLifeQuestion, lifeSection } from './study-engine.life.ts';
import { isCloseParallel, isParallel, parallelQuery } from './study-engine.parallels.ts';
import { helpTies, type Place, placeOfLink } from './study-engine.support.ts';
import {
  type HeadingPassage,
  headingPassages,
  headingProse,
  headingsFor,
  type NaveHeading,
} from './study-engine.topics.ts';
import { entriesOf, splitDefinition, type WordEntry, wordSection } from './study-engine.words.ts';

/** What the study engine is asked about: the passage and the question (study-engine.ts reads it). */
export interface StudyContext {
  bookId: string;
  chapter: number;
  verses: number[];
  question: string;
  /** The danger the app recognised and shows the card for (chat.pipeline.ts), or null for none: the
   * engine answers as the card says (a verse quoted is no danger); undefined, it reads the question itself. */
  care?: CareKind | null;
}

/** Tool results by tool name, as the tools returned them (JSON). */
export type StudyResults = Record<string, unknown[]>;

interface Passage {
  reference?: string;
  link?: string;
  verses?: { verse: number; text: string }[];
  footnotes?: { verse: number; text: string }[];
}
interface Commentary {
  sections?: { reference: string; link: string; title: string; text: string }[];
}
interface CrossRefs {
  cross_references?: CrossRef[];
  related_by_topic?: { markdown: string; shared_topics: string; text: string }[];
}
interface Topics {
  topics?: { name: string; heading?: string }[];
}
interface Search {
  verses?: { reference: string; link: string; text: string }[];
}

// One short line at the end of every answer (issue 29): the answer itself comes first.
export const OFFLINE_NOTICE = '*Answered offline by the Emmaus study engine.*';

type Intent = 'word' | 'related' | 'apply' | 'topic' | 'who' | 'why' | 'next' | 'explain';

/** The words a question puts in quotes ("What does 'only born' mean?"), or names before "mean". */
export const askedPhrase = (question: string): string | undefined => {
  const quoted = question.match(/(?:^|[\s(])['‘"“]([^'’"”]{2,60}?)['’"”](?=[\s?.!,;:)]|$)/);
  if (quoted?.[1]) return quoted[1].trim();
  const named = question.match(
    /\bwhat (?:does|do|did) (?:the (?:word|phrase|term|name) )?([a-z][a-z '-]{1,40}?) (?:mean|signify)\b/i,
  );
  const phrase = named?.[1]?.trim();
  return phrase && !/^(it|this|that|he|she|they|jesus|god|paul)\b/i.test(phrase) ? phrase : undefined;
};

/** What a topic question is about: "What does the Bible say about forgiveness?" → "forgiveness". */
export const subjectOf = (question: string): string | undefined => {
  const m = question.match(
    /\b(?:say|says|said|teach|teaches|tell us|speak|speaks|written)\s+(?:about|on|concerning|regarding)\s+([a-z][a-z '-]{1,40}?)\s*[?.!]*$/i,
  );
  const subject = m?.[1]?.replace(/^(the|a|an)\s+/i, '').trim();
  return subject && !/^(this|that|it|these|them)$/i.test(subject) ? subject : undefined;
};

/** What kind of answer the question asks for; it decides what comes first. */
export const intentOf = (question: string): Intent => {
  const q = question.toLowerCase();
  // What is asked outranks the words quoted: "What happens after Samuel says 'Speak …'?" asks what
  // follows, "Why did the father say 'help my unbelief'?" asks why.
  const next = /\b(happens?|happened) (next|after|then)\b|\bwhat happens\b|\bafter (this|that)\b/.test(q);
  if (next && !/\bmean\b/.test(q)) return 'next';
  if (/^\s*why\b/.test(q)) return 'why';
  if (askedPhrase(question) || /\b(word|greek|hebrew|original|translat\w*|define|definition|term)\b/.test(q))
    return 'word';
  if (subjectOf(question)) return 'topic';
  if (
    /\b(where else|where (?:did|does|do|is|are|was|were) (?!i\b|we\b)|other (passages|verses)|elsewhere|related|connect\w*|cross|compare|quot\w*|fulfil\w*|old testament|new testament)\b/.test(
      q,
    )
  )
    return 'related';
  if (
    /\b(apply|application|my life|today|practical|should i|can i|how do i|how should|how can|pray|comfort|help me|live)\b/.test(
      q,
    )
  )
    return 'apply';
  if (/^\s*who\b/.test(q)) return 'who';
  if (/^\s*why\b/.test(q)) return 'why';
  if (/\b(happens?|happened) (next|after|then)\b|\bwhat happens\b|\bafter (this|that)\b/.test(q))
    return 'next';
  return 'explain';
};

const rootsOf = (text: string) => new Set(contentWords(text).map(root));

// Words that tell nothing about what is asked: they occur everywhere.
const GENERIC = new Set([...wordList('study-generic')].map(root));

/** A Nave's topic named by generic words only ("GOD", "JESUS, THE CHRIST", "MAN"). */
const wideTopic = (name: string): boolean => [...rootsOf(name)].every((r) => GENERIC.has(r));

/** The question's telling terms: a quoted phrase's words, else its content words less the generic ones. */
export const focusOf = (question: string): Set<string> => {
  const phrase = askedPhrase(question);
  const subject = subjectOf(question);
  const source = phrase ?? subject ?? question;
  const said = words(source).filter((w) => w.length > 2);
  const terms = new Set((phrase || subject ? said : contentWords(source)).map(root));
  const telling = [...terms].filter((t) => !GENERIC.has(t));
  return new Set(telling.length ? telling : terms);
};

// Capitalised words that name no one in particular: a verse need not contain them to bear on the question.
const NOT_NAMES = wordList('not-names');

/**
 * The names the question uses, outside its quoted words: "the Red Sea", "Mount Carmel", "Noah",
 * "Joseph" (not the question's first word, nor a name of God or of the Bible itself).
 */
const namesOf = (question: string): string[] =>
  (
    question
      .replace(/(?:^|[\s(])['‘"“][^'’"”]{2,60}?['’"”](?=[\s?.!,;:)]|$)/g, ' ')
      .slice(1)
      .match(/\b[A-Z][a-z]+(?:'s)?(?: (?:of )?[A-Z][a-z]+)*\b/g) ?? []
  )
    .map((n) => n.replace(/'s$/, ''))
    .filter(
      (n) => n.length > 2 && !n.split(/ (?:of )?/).every((w) => NOT_NAMES.has(w)) && !GENERIC.has(root(n)),
    );

/**
 * Whether a verse elsewhere bears on the question: it has the asked phrase, or most of the telling terms
 * and, where the question names someone or somewhere, one of those names.
 */
const bearsOn = (text: string, question: string, focus: Set<string>, context: Set<string>): boolean => {
  const phrase = askedPhrase(question);
  if (phrase && phraseForm(text).includes(phraseForm(phrase))) return true;
  const names = namesOf(question);
  if (names.length && !names.some((n) => phraseForm(text).includes(phraseForm(n)))) return false;
  const have = rootsOf(text);
  // A name is required above; the other telling terms decide ("Tell David" is not about Nathan's story).
  const nameRoots = new Set(names.flatMap((n) => contentWords(n).map(root)));
  const terms = [...focus].filter((t) => !nameRoots.has(t));
  if (terms.length === 0) return names.length > 0;
  // One word of an asked phrase ("still" of "be still") says nothing of the phrase's meaning.
  if (phrase && terms.length < 2) return false;
  let n = 0;
  for (const t of terms) if (have.has(t)) n++;
  if (n === 0 || n < Math.min(terms.length, phrase ? terms.length : 2)) return false;
  // A single common word ("heaven") is weak evidence: the verse must also share a word with the selection.
  if (terms.length === 1 && !subjectOf(question) && !names.length)
    return [...have].some((w) => w.length > 3 && !focus.has(w) && !GENERIC.has(w) && context.has(w));
  return true;
};

/**
 * Other renderings of the asked phrase that the translators' note gives: the note on John 3:16 says
 * "only born" is "sometimes translated “only begotten” or “one and only”".
 */
export const alternatesOf = (
  footnotes: { text: string }[] | undefined,
  phrase: string | undefined,
): string[] => {
  if (!phrase) return [];
  const out = new Set<string>();
  for (const n of footnotes ?? []) {
    if (!phraseForm(n.text).includes(phraseForm(phrase))) continue;
    for (const m of n.text.matchAll(/[“"]([A-Za-z][A-Za-z ’'-]{1,40})[”"]/g)) {
      const alt = m[1]?.trim() ?? '';
      if (alt && phraseForm(alt) !== phraseForm(phrase)) out.add(alt);
    }
  }
  return [...out].slice(0, 3);
};

/**
 * A person the question names ("Who was Nicodemus?" → "Nicodemus"); none when the question asks who
 * someone described is ("Who is the son called out of Egypt?": Egypt is where he was called from).
 */
export const personOf = (question: string): string | undefined =>
  /^\s*who\s+(?:is|was|were|are)\s+(?:the|a|an|this|that|these|those)\s+[a-z]/i.test(question)
    ? undefined
    : question
        .slice(1)
        .match(/\b[A-Z][a-z]{2,}\b/g)
        ?.find(
          (w) => !GENERIC.has(root(w)) && !/^(Bible|Scripture|Spirit|Holy|Son|Father|Word|Son)$/.test(w),
        );

const first = <T>(results: StudyResults, tool: string): T | undefined => results[tool]?.[0] as T | undefined;

/** Verse text for a list: no added quote marks (the text has its own), whitespace made single. */
const verseLine = (label: string, text: string, max = 200) => `- ${label}: ${excerpt(text, max)}`;

/** Whether two places share a verse (a whole chapter holds every verse of it). */
const overlap = (a: Place, b: Place) =>
  a.chapter === b.chapter &&
  (a.from === undefined ||
    b.from === undefined ||
    (a.from <= (b.to ?? b.from) && b.from <= (a.to ?? a.from)));

/** The lines whose passage none before them (or among `shown`) already holds: Genesis 50:17 and 50:17-21 are one. */
const distinctPlaces = (lines: string[], shown: string[] = []): string[] => {
  const kept = shown.map(placeOfLink).filter((x): x is Place => Boolean(x));
  return lines.filter((line) => {
    const span = placeOfLink(line);
    if (!span) return true;
    if (kept.some((k) => overlap(k, span))) return false;
    kept.push(span);
    return true;
  });
};

const textSection = (ctx: StudyContext, passage: Passage | undefined, q: Set<string>): string | undefined => {
  const verses = passage?.verses ?? [];
  if (verses.length === 0) return undefined;
  let chosen = verses;
  let matched = true;
  if (ctx.verses.length === 0 || verses.length > 5) {
    const ranked = rankByQuestion(verses, (v) => v.text, q).sort(
      (a, b) => b.score - a.score || a.index - b.index,
    );
    matched = Boolean(ranked[0]?.score);
    chosen = (matched ? ranked.filter((r) => r.score > 0) : ranked).slice(0, 3).map((r) => r.item);
    chosen = [...chosen].sort((a, b) => a.verse - b.verse);
  }
  const lines = chosen.map(
    (v) =>
      `> **${v.verse}** ${v.text.replace(/\s+/g, ' ').trim()} — ${cite(ctx.bookId, ctx.chapter, v.verse)}`,
  );
  // The selection may be the home page's (the verse a question quotes), not the reader's own taps. With
  // none and no verse sharing a word with the question, the chapter's opening is what is quoted, and
  // the heading says so rather than claiming it speaks to the question.
  const heading = ctx.verses.length
    ? 'The selected verses'
    : matched
      ? 'Where the chapter speaks to your question'
      : 'How the chapter begins';
  return `#### ${heading}\n\n${lines.join('\n>\n')}`;
};

/** The verses that follow the selection (read for a "what happens next" question), quoted in order. */
const nextSection = (ctx: StudyContext, results: StudyResults): string | undefined => {
  const last = ctx.verses.at(-1);
  if (last === undefined) return undefined;
  const following = (results.get_passage ?? []).find(
    (p) =>
      (p as Passage).link?.startsWith(readLink(ctx.bookId, ctx.chapter, last + 1)) &&
      (p as Passage).verses?.[0]?.verse === last + 1,
  ) as Passage | undefined;
  const verses = (following?.verses ?? []).slice(0, 5);
  if (verses.length === 0) return undefined;
  const lines = verses.map(
    (v) => `> **${v.verse}** ${excerpt(v.text, 300)} — ${cite(ctx.bookId, ctx.chapter, v.verse)}`,
  );
  return `#### What happens next\n\n${lines.join('\n>\n')}`;
};

/** Henry's cross-reference shorthand ("ver. #(24)") read as prose. */
const tidyCommentary = (text: string) =>
  text
    .replace(/#\((\d+)\)/g, '$1')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const commentarySection = (
  ctx: StudyContext,
  c: Commentary | undefined,
  q: Set<string>,
  phrases: string[],
): string | undefined => {
  const candidates = (c?.sections ?? []).flatMap((s) =>
    sentences(s.text).map((text) => ({ text: tidyCommentary(text), section: s })),
  );
  if (candidates.length === 0) return undefined;
  const ranked = rankByQuestion(candidates, (x) => x.text, q).map((r) =>
    // The asked phrase itself, or its older rendering, counts far more than its words apart.
    phrases.some((p) => phraseForm(r.item.text).includes(phraseForm(p))) ? { ...r, score: r.score + 10 } : r,
  );
  const best = [...ranked].sort((a, b) => b.score - a.score || a.index - b.index);
  const top = best[0]?.score ?? 0;
  // With nothing in common with the question, Henry's opening sentences summarise the section best.
  const picked = (top ? best.filter((r) => r.score >= top / 3).slice(0, 4) : ranked.slice(0, 2)).sort(
    (a, b) => a.index - b.index,
  );
  const lines = picked.map((r) => `- ${r.item.text} ([${r.item.section.reference}](${r.item.section.link}))`);
  return `#### What Matthew Henry notes\n\n${lines.join('\n')}\n\n[Read his full comment on ${refLabel(ctx.bookId, ctx.chapter)}](${readLink(ctx.bookId, ctx.chapter)}) in the study panel’s Commentary.`;
};

/** Nave's and notes write whole chapters as verse 1-999: cite the chapter. */
const citeSpan = (bookId: string, chapter: number, from?: number, to?: number) =>
  from === undefined || (from === 1 && (to ?? 0) >= 176)
    ? cite(bookId, chapter)
    : cite(bookId, chapter, from, to);

interface Outside {
  label: string;
  key: string;
  text: string;
}

/** Verses elsewhere that bear on the question: search hits and Nave's neighbours with its words. */
const outsideVerses = (
  ctx: StudyContext,
  x: CrossRefs | undefined,
  s: Search | undefined,
  question: string,
  focus: Set<string>,
  context: Set<string>,
  alternates: string[] = [],
): Outside[] => {
  const out: Outside[] = [];
  const selected = (link: string) => {
    const m = link.match(/^\/read\/([1-4A-Z]{3})\/(\d+)(?:\?verse=(\d+))?/);
    return (
      m?.[1] === ctx.bookId &&
      Number(m?.[2]) === ctx.chapter &&
      (ctx.verses.length === 0 || ctx.verses.includes(Number(m?.[3])))
    );
  };
  const ranked = rankByQuestion(s?.verses ?? [], (v) => v.text, termsOf(question)).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  // The deuterocanon is cited for questions asked in it, not as a stray match for a canonical passage.
  const dc = (link: string) => bookById(link.match(/^\/read\/([1-4A-Z]{3})/)?.[1] ?? '')?.testament === 'DC';
  const askedInDc = bookById(ctx.bookId)?.testament === 'DC';
  for (const { item: v } of ranked) {
    if (!askedInDc && dc(v.link)) continue;
    const alternate = alternates.some((a) => phraseForm(v.text).includes(phraseForm(a)));
    if (selected(v.link) || !(alternate || bearsOn(v.text, question, focus, context))) continue;
    out.push({ label: `[${v.reference}](${v.link})`, key: v.link, text: v.text });
  }
  for (const r of x?.related_by_topic ?? []) {
    if (
      (!askedInDc && dc(r.markdown.match(/\((\/read\/[^)]+)\)/)?.[1] ?? '')) ||
      !r.text ||
      !bearsOn(`${r.text} ${r.shared_topics}`, question, focus, context)
    )
      continue;
    out.push({ label: r.markdown.replace(/\?verse=1-999\)/, ')'), key: r.markdown, text: r.text });
  }
  // "John 7:50" and "John 7:50-53" are one place.
  const seen = new Set<string>();
  const place = (o: Outside) => o.label.match(/\((\/read\/[^?)]+(?:\?verse=\d+)?)/)?.[1] ?? o.label;
  return out.filter((o) => !seen.has(place(o)) && seen.add(place(o)));
};

/**
 * The passages the commentary cites (read in the engine's second step, after the selected passage) that
 * bear on the question: cited in a sentence that does, and sharing one of its telling terms.
 */
const commentaryCited = (
  ctx: StudyContext,
  results: StudyResults,
  question: Set<string>,
  focus: Set<string>,
): Outside[] => {
  const sections = first<Commentary>(results, 'get_commentary')?.sections ?? [];
  const wanted = commentaryReferences(sections, question, ctx);
  const read = (results.get_passage ?? []).slice(1) as Passage[];
  const out: Outside[] = [];
  for (const ref of wanted) {
    const p = read.find(
      (r) => r.link === readLink(ref.book, ref.chapter, ref.start_verse, r.verses?.at(-1)?.verse),
    );
    const text = (p?.verses ?? []).map((v) => v.text).join(' ');
    if (!p?.reference || !p.link || !text) continue;
    const have = rootsOf(text);
    if (ref.score === 0 || ![...focus].some((f) => have.has(f))) continue;
    out.push({ label: `[${p.reference}](${p.link})`, key: p.link, text });
  }
  return out;
};

const relatedSection = (
  x: CrossRefs | undefined,
  outside: Outside[],
  focus: Set<string>,
  phrases: string[],
  cited: Outside[] = [],
  shown: string[] = [],
) => {
  const lines: string[] = [];
  // Parallel accounts and quotations, and what the commentary on these very verses cites where it
  // bears on the question, come first.
  for (const o of cited.slice(0, 4)) lines.push(verseLine(o.label, o.text, 160));
  // The translators' cross-references that bear on the question come first, with their words.
  const rankedRefs = rankCrossReferences(x?.cross_references ?? [], focus, phrases);
  for (const r of rankedRefs.slice(0, 4)) {
    const [b, c, v] = r.target.split('-')[0]?.split('.') ?? [];
    if (!b || !c) continue;
    const label = citeSpan(b, Number(c), v ? Number(v) : undefined);
    lines.push(
      r.text && crossRefScore(r, focus, phrases) > 0
        ? `${verseLine(label, r.text, 160)} (noted at verse ${r.from_verse})`
        : `- ${label} (noted at verse ${r.from_verse})`,
    );
  }
  // Verses found by the question's words alone come last and fewer: a shared word is weaker evidence
  // than a parallel, the commentary's citation or the translators' note.
  const strong = cited.length + rankedRefs.filter((r) => crossRefScore(r, focus, phrases) > 0).length;
  for (const o of outside.slice(0, strong ? 1 : 3)) lines.push(verseLine(o.label, o.text, 160));
  // A passage listed twice (by two helps, or already quoted above) is listed once.
  const distinct = distinctPlaces([...new Set(lines)], shown);
  if (distinct.length === 0) return undefined;
  return `#### Where else Scripture speaks to this\n\n${distinct.slice(0, 8).join('\n')}`;
};

// Nave's writes topic names in capitals ("JESUS, THE CHRIST").
const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Of|The|And|In|To|By|For|With|At|On|From)\b/g, (w) => w.toLowerCase())
    .replace(/^./, (c) => c.toUpperCase());

/** Only the topics that bear on the question, in a sentence; never a bare list of every topic. */
const topicSection = (t: Topics | undefined, focus: Set<string>): string | undefined => {
  const topics = (t?.topics ?? []).filter((x) => {
    const have = rootsOf(x.name);
    return [...focus].some((f) => have.has(f));
  });
  if (topics.length === 0) return undefined;
  const names = [...new Set(topics.map((x) => titleCase(x.name)))].slice(0, 3);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Nave’s Topical Bible files this passage under ${list}.`;
};

/** The direct answer that comes first, where the helps allow one. */
const leadSection = (
  ctx: StudyContext,
  intent: Intent,
  passage: Passage | undefined,
  entries: WordEntry[],
  outside: Outside[],
  question: string,
  naves: { passages: HeadingPassage[]; person: boolean },
): string | undefined => {
  const phrase = askedPhrase(question);
  if (intent === 'word') {
    const asked = words(phrase ?? question);
    const notes = (passage?.footnotes ?? []).filter((n) =>
      phrase
        ? phraseForm(n.text).includes(phraseForm(phrase))
        : asked.some((w) => w.length > 3 && phraseForm(n.text).includes(` ${w} `)),
    );
    const parts: string[] = [];
    for (const n of notes.slice(0, 2)) {
      parts.push(
        `The translators’ note on ${cite(ctx.bookId, ctx.chapter, n.verse)}: ${n.text.replace(/\s+/g, ' ')}`,
      );
    }
    const e = entries[0];
    if (e) {
      const { meaning } = splitDefinition(e.definition);
      const lemma = e.lemma.trim().split(/\s+/)[0] ?? e.lemma;
      // One original word stands behind one English word, not behind a whole phrase.
      const english = e.english[0];
      const named = !phrase
        ? 'The word'
        : phrase.includes(' ') && english
          ? `In “${phrase}”, “${english}”`
          : `“${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}”`;
      parts.push(
        `${named} stands for the ${e.language.charAt(0).toUpperCase()}${e.language.slice(1)} *${lemma}* (Strong’s ${e.strongs}): ${excerpt(meaning, 160).replace(/[.;,:]$/, '')}.`,
      );
    }
    const uses = e?.usage?.elsewhere ?? [];
    if (e?.usage && uses.length)
      parts.push(
        `This translation uses it in ${e.usage.verses} verse${e.usage.verses === 1 ? '' : 's'}, among them ${uses.map((v) => `[${v.reference}](${v.link})`).join(', ')}.`,
      );
    const same = outside.filter((o) => phrase && phraseForm(o.text).includes(phraseForm(phrase))).slice(0, 4);
    if (phrase && same.length && uses.length === 0)
      parts.push(`The same words are used in ${same.map((o) => o.label).join(', ')}.`);
    return parts.length ? `#### In short\n\n${parts.join('\n\n')}` : undefined;
  }
  if (intent === 'who') {
    const person = personOf(question);
    if (!person) return undefined;
    const here = (passage?.verses ?? []).filter((v) => phraseForm(v.text).includes(phraseForm(person)));
    // Nave's heading for this person tells who they were, and which of the namesakes is meant.
    const heading = naves.person ? naves.passages[0]?.heading : undefined;
    if (heading) {
      // Nave's passages, then the selected verses and the others that name the person where Nave's
      // ranges leave them out (its NICODEMUS stops at John 7; he brings the spices in John 19:39).
      const refs = distinctPlaces([
        ...naves.passages.slice(0, 5).map((o) => o.label),
        ...here.slice(0, 2).map((v) => cite(ctx.bookId, ctx.chapter, v.verse)),
        ...outside.filter((o) => phraseForm(o.text).includes(phraseForm(person))).map((o) => o.label),
      ]).slice(0, 7);
      return `#### In short\n\n${person}: ${headingProse(heading)}, as Nave’s Topical Bible sums it up. Scripture tells of ${person} in ${refs.join(', ')}; the verses and the commentary follow.`;
    }
    const there = outside.filter((o) => phraseForm(o.text).includes(phraseForm(person))).slice(0, 5);
    if (here.length + there.length === 0) return undefined;
    const refs = [
      ...here.slice(0, 2).map((v) => cite(ctx.bookId, ctx.chapter, v.verse)),
      ...there.map((o) => o.label),
    ];
    return `#### In short\n\n${person} is named in ${refs.join(', ')}. Read together, these passages tell who ${person} was; the verses and the commentary follow.`;
  }
  if (intent === 'topic') {
    const subject = subjectOf(question) ?? '';
    const best = topicLead(naves.passages, outside);
    if (best.length === 0) return undefined;
    return `#### What Scripture says about ${subject}\n\n${best.map((o) => verseLine(o.label, o.text)).join('\n')}`;
  }
  return undefined;
};

const REFLECTIONS: Record<Intent, string[]> = {
  apply: [
    'Which phrase here meets you where you are today, and what would it look like to act on it this week?',
    'What does this passage invite you to trust, and what to do?',
  ],
  word: [
    'Read the verse again with the original word’s meaning in mind: what does it add?',
    'Where else does this word change how you hear a familiar verse?',
  ],
  related: [
    'Read the passages side by side: what does each add to the other?',
    'What thread runs through these passages, from the Old Testament to the New?',
  ],
  topic: [
    'Which of these verses speaks most to you, and why?',
    'Read these verses side by side: what do they say together that none says alone?',
  ],
  who: [
    'What does this person’s story show about how God meets people?',
    'Where do you see yourself in this person’s story?',
  ],
  why: [
    'What does the reason behind this show about God’s purposes?',
    'How does knowing why change how you read the passage?',
  ],
  next: [
    'What does what follows show about the way God keeps his word?',
    'Read on to the end of the account: how does it answer what went before?',
  ],
  explain: [
    'What does this passage show about God, and what about us?',
    'How would you say the heart of this passage in one sentence?',
  ],
};

const selectedText = (ctx: StudyContext, results: StudyResults) =>
  ((results.get_passage?.[0] as Passage | undefined)?.verses ?? [])
    .filter((v) => ctx.verses.includes(v.verse))
    .map((v) => v.text)
    .join(' ');

/** The search for passages worded like the selected verses (a few verses only), if there is one. */
export const parallelOf = (ctx: StudyContext, results: StudyResults): string | undefined =>
  ctx.verses.length > 0 && ctx.verses.length <= 5 ? parallelQuery(selectedText(ctx, results)) : undefined;

/** Verses in other chapters worded like the selected ones: parallel accounts and quotations. */
const parallelVerses = (
  ctx: StudyContext,
  results: StudyResults,
  hits: Search | undefined,
  focus: Set<string> | undefined,
): Outside[] => {
  const mine = selectedText(ctx, results);
  const askedInDc = bookById(ctx.bookId)?.testament === 'DC';
  return (hits?.verses ?? [])
    .filter((v) => {
      const m = v.link.match(/^\/read\/([1-4A-Z]{3})\/(\d+)/);
      const elsewhere = m?.[1] !== ctx.bookId || Number(m?.[2]) !== ctx.chapter;
      const dc = bookById(m?.[1] ?? '')?.testament === 'DC';
      // A parallel is cited where it also bears on what was asked (one of the question's telling terms).
      const have = rootsOf(v.text);
      const bears = !focus || [...focus].some((f) => have.has(f));
      return elsewhere && (askedInDc || !dc) && bears && isParallel(mine, v.text);
    })
    .map((v) => ({ label: `[${v.reference}](${v.link})`, key: v.link, text: v.text }));
};

/** The Nave's headings of the selected passage that bear on the question (study-engine.ts reads them). */
export const naveHeadingsOf = (ctx: StudyContext, results: StudyResults): NaveHeading[] =>
  headingsFor(
    // A topic as wide as God or Christ files thousands of passages: its name sharing a word with the
    // question ("give to God") does not make its passages bear on it.
    (first<Topics>(results, 'lookup_topic')?.topics ?? []).filter((t) => !wideTopic(t.name)),
    focusOf(ctx.question),
    intentOf(ctx.question) === 'who' ? personOf(ctx.question) : undefined,
  );

/**
 * Every Nave's heading the selected passage is filed under, those that bear on the question first: the
 * engine reads the passages under each, for the other passages the selection shares a heading with are
 * the candidates most likely to bear on it (study-engine.ts reads them).
 */
export const allNaveHeadingsOf = (ctx: StudyContext, results: StudyResults, max = 8): NaveHeading[] => {
  const seen = new Set<string>();
  const topics = first<Topics>(results, 'lookup_topic')?.topics ?? [];
  return [
    ...naveHeadingsOf(ctx, results),
    ...topics.flatMap((t) => (t.heading ? [{ topic: t.name, heading: t.heading }] : [])),
  ]
    .filter((h) => !seen.has(`${h.topic}|${h.heading}`) && seen.add(`${h.topic}|${h.heading}`))
    .slice(0, max);
};

/** The question's telling terms less the names it uses: a name alone does not make a verse bear on it. */
const wordFocusOf = (question: string, focus: Set<string>): Set<string> => {
  const nameRoots = new Set(namesOf(question).flatMap((n) => contentWords(n).map(root)));
  return new Set([...focus].filter((f) => !nameRoots.has(f)));
};

/** A topic answer's first verses: those Nave's files with the passage under the subject, then the found ones. */
const topicLead = (naves: HeadingPassage[], outside: Outside[]): Outside[] => {
  const seen = new Set<string>();
  return [...naves.slice(0, 3), ...outside]
    .filter((o) => !seen.has(o.label) && seen.add(o.label))
    .slice(0, 5);
};

/** A question about the asker's own life, not a study question ("who", a word, a topic) that says "I" in passing. */
export const lifeAsked = (question: string): boolean =>
  isLifeQuestion(question) && ['apply', 'explain', 'why'].includes(intentOf(question));

/** The whole chapter, read for a life question (study-engine.ts asks for it where verses are selected). */
const chapterOf = (ctx: StudyContext, results: StudyResults): Passage | undefined =>
  ((results.get_passage ?? []) as Passage[]).find(
    (p) =>
      p.verses?.[0]?.verse === 1 &&
      p.link === readLink(ctx.bookId, ctx.chapter, 1, p.verses.at(-1)?.verse) &&
      (ctx.verses.length === 0 || p.verses.length > ctx.verses.length),
  );

/** The study engine's answer: the passage, then the helps, ordered by what the question asks for. */

export const composeAnswer = (ctx: StudyContext, results: StudyResults): string => {
  const q = termsOf(ctx.question);
  const focus = focusOf(ctx.question);
  const intent = intentOf(ctx.question);
  const phrase = askedPhrase(ctx.question);
  const passage = first<Passage>(results, 'get_passage');
  const crossRefs = first<CrossRefs>(results, 'get_cross_references');
  const entries = entriesOf(results, ctx.question);
  const alternates = alternatesOf(passage?.footnotes, phrase);
  const searched: Search = {
    verses: (results.search_scripture ?? []).flatMap((r) => (r as Search).verses ?? []),
  };
  // The search for passages worded like the selected verses (study-engine.ts keeps it apart).
  const parallelHits = first<Search>(results, 'search_parallels');
  const context = rootsOf(selectedText(ctx, results));
  let outside = outsideVerses(ctx, crossRefs, searched, ctx.question, focus, context, alternates);
  const chosen = naveHeadingsOf(ctx, results);
  const person = personOf(ctx.question);
  const naves = {
    passages: headingPassages(results.lookup_topic ?? [], chosen, ctx, new Set([...focus, ...context])),
    person: intent === 'who' && chosen.some((c) => c.topic.toLowerCase() === person?.toLowerCase()),
  };
  // The passages under the selection's other headings, cited where their first verse holds one of the
  // question's telling terms (a name aside): not every passage Nave's files there bears on it.
  const underHeadings = headingPassages(
    results.lookup_topic ?? [],
    allNaveHeadingsOf(ctx, results),
    ctx,
    new Set([...focus, ...context]),
  );
  const shown = new Set(naves.passages.map((o) => o.key));
  const wordTerms = [...wordFocusOf(ctx.question, focus)];
  // Not under a topic as wide as God or Christ, though: thousands of passages, any of which shares a
  // word with the question ("How should I give to God?" is not answered by every gift God gives).
  const sharing = underHeadings.filter((o) => {
    const have = rootsOf(o.text);
    return !shown.has(o.key) && !wideTopic(o.topic ?? '') && wordTerms.some((f) => have.has(f));
  });
  // Another person of the same name is not the one asked about: Nave's heading has those that are.
  // Nave's numbers the headings of namesakes ("4. A Syrian general…"); an unnumbered heading is the
  // only one of the name, and every verse naming them is about them (John 19:39 is Nicodemus too).
  const namesakes = chosen.some(
    (c) => c.topic.toLowerCase() === person?.toLowerCase() && /^\d+\./.test(c.heading),
  );
  if (naves.person && person && naves.passages.length && namesakes)
    outside = outside.filter((o) => !phraseForm(o.text).includes(phraseForm(person)));
  // Verses found by a where-else question's own words ("words", "spoken") are not about the passage:
  // those kept share two telling words with the selected verses.
  if (intent === 'related')
    outside = outside.filter((o) => {
      const have = rootsOf(o.text);
      return [...context].filter((w) => w.length > 3 && !GENERIC.has(w) && have.has(w)).length >= 2;
    });
  // A verse found by the question's words alone is cited where the helps tie its chapter to the selected
  // verses, or where it holds the very words asked about (a phrase of two words or more, one of its
  // other renderings, the person asked about).
  const tied = helpTies(ctx, {
    crossReferences: crossRefs?.cross_references ?? [],
    relatedByTopic: crossRefs?.related_by_topic ?? [],
    commentary: first<Commentary>(results, 'get_commentary')?.sections ?? [],
    headingPassages: [...naves.passages, ...underHeadings],
  });
  const verbatim = [
    // Counted in words as asked: "only born", "be still" are phrases though one of their words is common.
    ...(phrase && phrase.trim().split(/\s+/).length >= 2 ? [phrase] : []),
    ...alternates,
    ...(intent === 'who' && person ? [person] : []),
  ];
  // A topic question ("about forgiveness") is answered by the verses that speak of its subject, in any form.
  const subjectRoots = intent === 'topic' ? contentWords(subjectOf(ctx.question) ?? '').map(root) : [];
  // A subject of several words may be met by them in another sense ("raise up children to Abraham" is
  // not raising children): such a verse, that no help ties to the passage, must also share a telling
  // word of the selected verses. One word ("forgiveness", "pride") is the subject in any verse holding it.
  const contextWords = [...context].filter(
    (w) => w.length > 3 && !GENERIC.has(w) && !subjectRoots.includes(w),
  );
  const onSubject = (text: string) => {
    const have = rootsOf(text);
    return (
      subjectRoots.length > 0 &&
      subjectRoots.every((r) => have.has(r)) &&
      (subjectRoots.length === 1 || contextWords.some((w) => have.has(w)))
    );
  };
  // A verse that holds every telling word of the question (three or more) bears on it too: "Who is the son
  // called out of Egypt?" is Matthew 2:15, "Out of Egypt I called my son".
  const allTelling = (text: string) => {
    const have = rootsOf(text);
    return focus.size >= 3 && [...focus].every((f) => have.has(f));
  };
  outside = outside.filter(
    (o) =>
      tied(o.label) ||
      onSubject(o.text) ||
      allTelling(o.text) ||
      verbatim.some((p) => phraseForm(o.text).includes(phraseForm(p))),
  );
  // A parallel of the selected verses' wording bears on the question through a term other than a name.
  const nameRoots = new Set(namesOf(ctx.question).flatMap((n) => contentWords(n).map(root)));
  const wordFocus = new Set([...focus].filter((f) => !nameRoots.has(f)));
  // The commentary is ranked by the question and by the original words' other renderings ("only begotten").
  const commentaryTerms = new Set(q);
  for (const e of entries)
    for (const t of termsOf(splitDefinition(e.definition).renderings)) commentaryTerms.add(t);
  for (const n of passage?.footnotes ?? []) {
    if (phrase && phraseForm(n.text).includes(phraseForm(phrase)))
      for (const t of termsOf(n.text)) commentaryTerms.add(t);
  }
  const lead = leadSection(ctx, intent, passage, entries, outside, ctx.question, naves);
  // A question about the asker's own life is answered first by the chapter's verses that speak to it.
  const life = lifeAsked(ctx.question)
    ? lifeSection(
        ctx,
        chapterOf(ctx, results)?.verses ?? [],
        passage?.verses ?? [],
        first<Commentary>(results, 'get_commentary')?.sections ?? [],
      )
    : undefined;
  const inLead = new Set(intent === 'topic' ? topicLead(naves.passages, outside).map((o) => o.label) : []);
  const sections = {
    lead,
    text: textSection(ctx, passage, q),
    next: intent === 'next' ? nextSection(ctx, results) : undefined,
    commentary: commentarySection(ctx, first<Commentary>(results, 'get_commentary'), commentaryTerms, [
      ...(phrase ? [phrase] : []),
      ...alternates,
    ]),
    words: wordSection(ctx, entries),
    // The topic answer already lists the best verses: the rest come after them.
    related: relatedSection(
      crossRefs,
      outside.filter((o) => !inLead.has(o.label)),
      focus,
      [
        ...(phrase ? [phrase] : []),
        ...alternates,
        ...(intent === 'who' ? [personOf(ctx.question) ?? ''] : []),
      ],
      [
        ...parallelVerses(ctx, results, parallelHits, intent === 'related' ? undefined : wordFocus).filter(
          (o) => tied(o.label) || isCloseParallel(selectedText(ctx, results), o.text),
        ),
        ...naves.passages.filter((o) => !inLead.has(o.label)).slice(0, intent === 'who' ? 4 : 2),
        // "Where else?" asks about the selected verses themselves: what the commentary cites on their
        // words counts, not on the question's ("where", "words", "spoken").
        ...(intent === 'related'
          ? commentaryCited(ctx, results, new Set([...q, ...termsOf(selectedText(ctx, results))]), context)
          : commentaryCited(ctx, results, q, focus)),
        ...sharing.slice(0, 2),
      ],
      [...inLead],
    ),
  };
  const order: readonly (keyof typeof sections)[] = {
    word: ['lead', 'text', 'words', 'commentary', 'related'] as const,
    related: ['text', 'related', 'commentary', 'words'] as const,
    apply: ['text', 'commentary', 'related', 'words'] as const,
    topic: ['lead', 'text', 'commentary', 'related'] as const,
    who: ['lead', 'text', 'commentary', 'related', 'words'] as const,
    why: ['text', 'commentary', 'related', 'words'] as const,
    next: ['text', 'next', 'commentary', 'related', 'words'] as const,
    explain: ['text', 'commentary', 'words', 'related'] as const,
  }[intent];
  // The life answer's verses lead; the selection is quoted after them only where it adds verses.
  const selectedAdds = ctx.verses.some((v) => !life?.verses.includes(v));
  const body = (
    life
      ? [
          life.text,
          ...order.filter((k) => k !== 'lead' && (k !== 'text' || selectedAdds)).map((k) => sections[k]),
        ]
      : order.map((k) => sections[k])
  ).filter(Boolean);
  if (!sections.text) {
    return `I could not find ${refLabel(ctx.bookId, ctx.chapter)} in this translation, so there is nothing to study yet.\n\n${OFFLINE_NOTICE}`;
  }
  const topics = topicSection(first<Topics>(results, 'lookup_topic'), focus);
  if (topics) body.push(topics);
  const options = REFLECTIONS[life ? 'apply' : intent];
  const reflection = options[hash(ctx.question) % options.length];
  return `${body.join('\n\n')}\n\n**For reflection:** ${reflection}\n\n${OFFLINE_NOTICE}`;
};
