import type { ChapterHit, LexemeRow } from './home.repository.ts';
import { evaluate, operands, parseTsQuery, parseTsVector, rankCoverDensity } from './ts-rank.ts';

/**
 * The first `limit` of a ranking, and any after them tied with the last: which of a tie makes the cut
 * would otherwise be an accident of order (SQL's `limit` took an arbitrary few of a tie).
 */
export const cutKeepingTies = <T extends { score: number }>(sorted: T[], limit: number): T[] => {
  let end = Math.min(limit, sorted.length);
  const last = sorted[end - 1]?.score;
  while (end < sorted.length && sorted[end]?.score === last) end++;
  return sorted.slice(0, end);
};

const top = (scores: Map<number, number>, chapters: { book_id: string; chapter: number }[], limit: number) =>
  cutKeepingTies(
    [...scores]
      .map(([c, score]) => ({ ...(chapters[c] ?? { book_id: '', chapter: 0 }), score }))
      .sort((a, b) => b.score - a.score),
    limit,
  );

/**
 * The translation's `verse_search` lexemes in memory, built once: the two rankings home search used to
 * run as SQL (0.1–1.3 s each on the embedded database, on its only thread), computed the same way in a
 * few milliseconds. Query lexemes still come from PostgreSQL's own parser, so stemming and stop words
 * are exactly the database's.
 */
export const createLexemeIndex = (rows: LexemeRow[]) => {
  const docs = rows.map((r) => parseTsVector(r.search));
  const chapters: { book_id: string; chapter: number }[] = [];
  const chapterIds = new Map<string, number>();
  // Per verse: its chapter's number here, or -1 when it is outside the canon.
  const chapterOf = Int32Array.from(rows, (r) => {
    if (!r.canonical || r.book_id === null || r.chapter === null) return -1;
    const key = `${r.book_id} ${r.chapter}`;
    let id = chapterIds.get(key);
    if (id === undefined) {
      id = chapters.length;
      chapterIds.set(key, id);
      chapters.push({ book_id: r.book_id, chapter: Number(r.chapter) });
    }
    return id;
  });
  const postings = new Map<string, number[]>();
  for (const [i, doc] of docs.entries())
    for (const lexeme of doc.keys()) {
      const list = postings.get(lexeme);
      if (list) list.push(i);
      else postings.set(lexeme, [i]);
    }
  const n = rows.length;

  /**
   * Chapter-level BM25 over verse hits: every lexeme weighs by its rarity (idf over the translation's
   * verses), a chapter's term frequency is the number of its verses using it, and the chapter's best
   * single verse (a quotation matches one verse on many words) adds 1.5× its summed idf.
   */
  const verses = (lexemes: string[], limit = 30): ChapterHit[] => {
    const bm25 = new Map<number, number>();
    const verseScore = new Map<number, number>();
    for (const lexeme of new Set(lexemes)) {
      const list = postings.get(lexeme);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      const tf = new Map<number, number>();
      for (const v of list) {
        const c = chapterOf[v] ?? -1;
        if (c < 0) continue;
        tf.set(c, (tf.get(c) ?? 0) + 1);
        verseScore.set(v, (verseScore.get(v) ?? 0) + idf);
      }
      for (const [c, f] of tf) bm25.set(c, (bm25.get(c) ?? 0) + (idf * f * 2.2) / (f + 1.2));
    }
    const best = new Map<number, number>();
    for (const [v, s] of verseScore) {
      const c = chapterOf[v] ?? -1;
      if (s > (best.get(c) ?? Number.NEGATIVE_INFINITY)) best.set(c, s);
    }
    const scores = new Map<number, number>();
    for (const [c, s] of bm25) scores.set(c, s + 1.5 * (best.get(c) ?? 0));
    return top(scores, chapters, limit);
  };

  /**
   * Verses matching the question as a web search (`websearch_to_tsquery`'s text), ranked by cover
   * density (`ts_rank_cd`): the 50 best verses (and those tied with the
   * 50th), then each chapter's best of them.
   */
  const phrase = (tsquery: string, limit = 30): ChapterHit[] => {
    const query = parseTsQuery(tsquery);
    if (!query) return [];
    // Candidates: every verse holding any of the query's words (a NOT alone matches nothing useful).
    const candidates = new Set<number>();
    for (const o of operands(query)) for (const v of postings.get(o.lexeme) ?? []) candidates.add(v);
    const hits: { v: number; rank: number }[] = [];
    for (const v of candidates) {
      const doc = docs[v];
      if (!doc || !evaluate(query, (o) => doc.has(o.lexeme))) continue;
      hits.push({ v, rank: rankCoverDensity(query, doc) });
    }
    hits.sort((a, b) => b.rank - a.rank);
    const best = cutKeepingTies(
      hits.map((h) => ({ v: h.v, score: h.rank })),
      50,
    );
    const scores = new Map<number, number>();
    for (const { v, score: rank } of best) {
      const c = chapterOf[v] ?? -1;
      if (c >= 0 && rank > (scores.get(c) ?? Number.NEGATIVE_INFINITY)) scores.set(c, rank);
    }
    return top(scores, chapters, limit);
  };

  return { verses, phrase };
};

export type LexemeIndex = ReturnType<typeof createLexemeIndex>;
