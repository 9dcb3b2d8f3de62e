import { z } from 'zod';
import { alternatives, chapterRef, joined, readHomeData } from './home-data.ts';

const PassageName = z.strictObject({
  names: alternatives,
  ref: chapterRef,
  /** The part of the Bible the passage is in (the table's headings). */
  section: z.string().min(1),
});

/**
 * The traditional names of well-known passages, people's events and liturgical texts, each with the
 * chapter that holds it (reviewed by hand against the text; synoptic parallels go to the fullest or
 * best-known telling). These are names the words of the text do not contain ("the beatitudes", "the
 * armor of God" is "the whole armor", "the prodigal son" is never called prodigal), so no ranking over
 * verses could find them. The names are data/passage-names.jsonl, one chapter's alternatives a line
 * (read here as one string, separated by "|").
 */
export const PASSAGE_NAMES: [names: string, ref: string][] = readHomeData(
  'passage-names.jsonl',
  PassageName,
).map((p) => [joined(p.names), p.ref]);

// Words that frame a name without being part of it ("the story of", "where is the parable of").
export const NAME_FRAME = new Set(
  'a an and the of in on to at for is are was were who what where when why how does did do about tell me show find story stories parable passage passages chapter chapters account bible scripture scriptures text texts read'.split(
    ' ',
  ),
);

const AUXILIARY_WILL =
  /\bwill (?=(?:there|we|i|you|he|she|they|god|jesus|my|our|it|be|not|all|everyone|people|christians|the|a|an|anyone)\b)/g;

export interface NameMatch {
  ref: string;
  /** The share of the question's words (weighed by `weight`, 1 each by default) the chapter's names hold. */
  score: number;
  /** The question's words no matched name of that chapter holds (weak words left out). */
  unexplained: string[];
  /** How many of the question's words the chapter's names hold. */
  held: number;
  /** The whole rows (every alternative) of the chapter's names that matched, for finding its verse. */
  words: string;
  /** The names themselves that matched (the alternatives whose every word the question holds). */
  matched: string[];
}

/**
 * Matches a question against the table: a name counts when every word of it is in the question, and a
 * chapter is scored by the share of the question's words its names explain together ("the beatitudes"
 * 1, "Jesus teaches the beatitudes on a mountain" less; "the Holy Spirit as Comforter" 1, two names of
 * John 14 at once). The chapter whose names explain most wins ("good shepherd psalm" over "good
 * shepherd"); `unexplained` lists the question's other words. `frame` adds words that frame a
 * question for this table only; `weak` words ("Jesus", "God") are left out of the share when no
 * matched name holds them ("Jesus as our high priest" is about the high priest). `weight` weighs each
 * word of a question (by its rarity, say: "doing" says less than "deeds").
 */
export const createNameIndex = (
  table: [string, string][],
  terms: (text: string) => string[],
  options: {
    frame?: ReadonlySet<string>;
    weak?: string;
    /** A name's words must come in its order, at most this many other words apart (remembered lines). */
    inOrder?: number;
  } = {},
): ((question: string, weight?: (stem: string) => number) => NameMatch | null) & {
  /** Every word (as an index term) the table's names hold. */
  stems: ReadonlySet<string>;
} => {
  const frame = options.frame ?? new Set<string>();
  const content = (text: string) =>
    terms(
      text
        .toLowerCase()
        // "will there be animals in heaven": an auxiliary frames the question; "free will" and "god's
        // will" keep their word.
        .replace(AUXILIARY_WILL, ' ')
        .split(/[^a-z’']+/)
        .filter((w) => !NAME_FRAME.has(w) && !frame.has(w))
        .join(' '),
    );
  const weak = new Set(terms(options.weak ?? ''));
  const names = table.flatMap(([list, ref]) =>
    list.split('|').map((n) => ({ ref, row: list, name: n.trim(), stems: [...new Set(content(n))] })),
  );
  const match = (question: string, weight: (stem: string) => number = () => 1): NameMatch | null => {
    const said = content(question);
    const q = new Set(said);
    if (q.size === 0) return null;
    const gap = options.inOrder;
    // "pray about everything" is not remembered in "if god knows everything whats the point of praying".
    const ordered = (stems: string[]) => {
      if (gap === undefined) return true;
      let at = -1;
      for (const s of stems) {
        const next = said.indexOf(s, at + 1);
        if (next < 0 || (at >= 0 && next - at - 1 > gap)) return false;
        at = next;
      }
      return true;
    };
    const explained = new Map<string, Set<string>>();
    // The names that matched, by chapter, with their rows.
    const hits = new Map<string, { name: string; row: string }[]>();
    for (const n of names) {
      if (n.stems.length === 0 || !n.stems.every((s) => q.has(s)) || !ordered(n.stems)) continue;
      const held = explained.get(n.ref) ?? new Set<string>();
      for (const s of n.stems) held.add(s);
      explained.set(n.ref, held);
      const list = hits.get(n.ref);
      if (list) list.push(n);
      else hits.set(n.ref, [n]);
    }
    let best: { ref: string; score: number; size: number } | null = null;
    for (const [ref, held] of explained) {
      const sum = (stems: Iterable<string>) => [...stems].reduce((total, s) => total + weight(s), 0);
      const asked = sum([...q].filter((s) => held.has(s) || !weak.has(s)));
      const score = asked > 0 ? sum(held) / asked : 0;
      if (!best || score > best.score || (score === best.score && held.size > best.size))
        best = { ref, score, size: held.size };
    }
    if (!best) return null;
    const held = explained.get(best.ref) ?? new Set<string>();
    return {
      ref: best.ref,
      score: best.score,
      unexplained: [...q].filter((s) => !held.has(s) && !weak.has(s)),
      held: held.size,
      words: [...new Set(hits.get(best.ref)?.map((h) => h.row))].join(' ').replaceAll('|', ' '),
      matched: hits.get(best.ref)?.map((h) => h.name) ?? [],
    };
  };
  return Object.assign(match, { stems: new Set(names.flatMap((n) => n.stems)) });
};
