// Offline search ranked as the server's (issue 36): the server reads the query as websearch does
// ("a phrase in quotes", -excluded), drops English stop words, needs every word and, when that finds
// nothing, any word; it orders by cover density (PostgreSQL's ts_rank_cd: the closer together the words,
// and the more often, the higher), then in canonical order. This does the same over the words of a
// downloaded translation, with a light stemmer in place of PostgreSQL's English one.

const WORD = /[\p{L}\p{N}]+/gu;
const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
export const wordsOf = (text: string): string[] => fold(text).match(WORD) ?? [];

// PostgreSQL's English stop words: the server's search ignores them in the query.
const STOP = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is
  are was were be been being have has had having do does did doing a an the and but if or because as until
  while of at by for with about against between into through during before after above below to from up
  down in out on off over under again further then once here there when where why how all any both each
  few more most other some such no nor not only own same so than too very s t can will just don should
  now`.split(/\s+/),
);

const SUFFIXES = 'fulness ingly ness ings ing edly ful eth est ed es ly s'.split(' ');
/** "loved", "loves", "loving" and "love" meet at "lov", "faithfulness" and "faith" at "faith", as PostgreSQL's stemmer makes them meet. */
export const stemOf = (word: string): string => {
  const suffix = SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= 3);
  const w = suffix ? word.slice(0, -suffix.length) : word;
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
};

/**
 * A query term: one word, or a quoted phrase's words in order; a stop word inside a phrase stays as a
 * gap any word fills (PostgreSQL reads "defiled with women" as defiled, one word, women).
 */
type Term = (string | null)[];

export const parseQuery = (q: string): { terms: Term[]; excluded: string[] } => {
  const terms: Term[] = [];
  const excluded: string[] = [];
  for (const [, phrase, minus, word] of q.matchAll(/"([^"]*)"?|(-?)([^\s"]+)/g)) {
    const all = wordsOf(phrase ?? word ?? '');
    const words = all.filter((w) => !STOP.has(w));
    if (words.length === 0) continue;
    if (minus) excluded.push(...words);
    else if (phrase !== undefined) {
      const first = all.findIndex((w) => !STOP.has(w));
      const last = all.findLastIndex((w) => !STOP.has(w));
      terms.push(all.slice(first, last + 1).map((w) => (STOP.has(w) ? null : w)));
    } else terms.push(...words.map((w) => [w]));
  }
  return { terms, excluded };
};

/** The words of terms, without a phrase's gaps. */
const termWords = (terms: Term[]): string[] => terms.flat().filter((w): w is string => w !== null);

/** Positions where the term starts in `tokens`: each of its words at the next position, matched by `hit`. */
const positionsOf = (tokens: string[], term: Term, hit: (k: number, token: string) => boolean): number[] => {
  const found: number[] = [];
  for (let p = 0; p + term.length <= tokens.length; p++) {
    if (term.every((w, k) => w === null || hit(k, tokens[p + k] ?? ''))) found.push(p);
  }
  return found;
};

/**
 * ts_rank_cd's covers: the shortest spans holding every term, each worth 1 / (1 + the other words inside
 * it), as PostgreSQL weighs them; the next cover starts after the last one's beginning. `positions[t]`
 * are where term t starts; `lengths[t]` how many words it spans, `items[t]` how many of them it names.
 */
export const coverDensity = (positions: number[][], lengths: number[], items: number[]): number => {
  let score = 0;
  let from = -1;
  const named = items.reduce((a, b) => a + b, 0);
  for (;;) {
    let end = -1;
    for (const [t, list] of positions.entries()) {
      const next = list.find((x) => x > from);
      if (next === undefined) return score;
      end = Math.max(end, next + (lengths[t] ?? 1) - 1);
    }
    let begin = end;
    for (const [t, list] of positions.entries())
      begin = Math.min(begin, list.filter((x) => x + (lengths[t] ?? 1) - 1 <= end).pop() ?? end);
    score += 1 / (1 + Math.max(0, end - begin + 1 - named));
    from = begin;
  }
};

/**
 * The verses matching `q` (indices into `texts`), best first, and the words of the translation to mark.
 * `words` is the index: each word of the translation and the verses holding it. Null: nothing to search.
 */
export const rankVerses = (
  texts: string[],
  words: Map<string, number[]>,
  q: string,
  inScope: (verse: number) => boolean,
): { order: number[]; marks: Set<string> } | null => {
  const { terms, excluded } = parseQuery(q);
  if (terms.length === 0) return null;
  // Each query word → the translation's words of the same stem ("pasture", "pastures"), as PostgreSQL
  // matches them (a longer word of another stem, "watchman" for "watch", it does not).
  const vocabulary = [...words.keys()];
  const matching = new Map<string, Set<string>>();
  for (const w of new Set([...termWords(terms), ...excluded])) {
    const stem = stemOf(w);
    matching.set(w, new Set(vocabulary.filter((v) => stemOf(v) === stem)));
  }
  const versesOf = (w: string) => new Set([...(matching.get(w) ?? [])].flatMap((v) => words.get(v) ?? []));
  const out = new Set(excluded.flatMap((w) => [...versesOf(w)]));
  const termVerses = terms.map((t) =>
    termWords([t])
      .map(versesOf)
      .reduce((a, b) => {
        for (const i of a) if (!b.has(i)) a.delete(i);
        return a;
      }),
  );
  const keep = (i: number) => inScope(i) && !out.has(i);
  const every = [...(termVerses[0] ?? [])].filter((i) => termVerses.every((s) => s.has(i)) && keep(i));
  const hit = (t: Term) => (k: number, token: string) => matching.get(t[k] ?? '')?.has(token) ?? false;
  const scored = (candidates: number[], all: boolean) =>
    candidates.flatMap((i) => {
      const tokens = wordsOf(texts[i] ?? '');
      const positions = terms.map((t) => positionsOf(tokens, t, hit(t)));
      // Every term (a phrase's words in order) or, in the fallback, any: else not a match after all.
      if (all ? positions.some((p) => p.length === 0) : positions.every((p) => p.length === 0)) return [];
      const score = all
        ? coverDensity(
            positions,
            terms.map((t) => t.length),
            terms.map((t) => termWords([t]).length),
          )
        : positions.reduce((n, p) => n + p.length, 0);
      return [{ i, score }];
    });
  let ranked = scored(every, true);
  if (ranked.length === 0 && terms.length > 1) {
    const any = new Set(termVerses.flatMap((s) => [...s]));
    ranked = scored([...any].filter(keep), false);
  }
  ranked.sort((a, b) => b.score - a.score || a.i - b.i);
  const marks = new Set(termWords(terms).flatMap((w) => [...(matching.get(w) ?? [])]));
  return { order: ranked.map((r) => r.i), marks };
};

/** `<mark>` around the marked words of escaped HTML, never inside an entity (`&amp;`). */
export const markMatches = (html: string, marks: Set<string>): string =>
  html
    .split(/(&[#a-z0-9]+;)/i)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(WORD, (w) => (marks.has(fold(w)) ? `<mark>${w}</mark>` : w)),
    )
    .join('');
