import { wordList } from '../../lib/text/word-lists.ts';
import { indexTerms } from '../../lib/text/wording.ts';
import type { ChapterHit } from './home.repository.ts';

export interface IndexedVerse {
  translation_id?: string;
  book_id: string;
  chapter: number;
  verse: number;
  text: string;
}

// A verse longer than this is not a verse but an import accident (a module's glossary in Revelation
// 22:21): it would match every question, so it is left out until the importer is fixed.
const MAX_VERSE_CHARS = 2000;

// Capitalised words that are not names of people or places in a list ("I", "God", a sentence's start).
const COMMON_CAPITALS = wordList('common-capitals');

// The IDF given to a word no verse holds: about that of a word in a thousand verses.
const UNKNOWN_WORD_RARITY = 4;

// Verses, best by summed word rarity, checked for the question's word order.
const CANDIDATES = 400;

// Two term ids as one number (ids stay far below 2^26), so checking word pairs allocates no strings.
const pairKey = (a: number, b: number) => a * 67_108_864 + b;

/**
 * The `limit` best of `ids` by `score`, best first, ties in the order of `ids`: what a stable sort of
 * them all would start with, without sorting tens of thousands to keep a few hundred.
 */
export const topByScore = (ids: number[], score: Float64Array, limit: number): number[] => {
  if (ids.length > limit) {
    const sorted = Float64Array.from(ids, (v) => score[v] ?? 0).sort();
    const threshold = sorted[sorted.length - limit] ?? 0;
    let above = 0;
    for (const v of ids) if ((score[v] ?? 0) > threshold) above++;
    let ties = limit - above;
    ids = ids.filter((v) => {
      const s = score[v] ?? 0;
      if (s > threshold) return true;
      if (s === threshold && ties > 0) {
        ties--;
        return true;
      }
      return false;
    });
  }
  return ids.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0));
};

/**
 * An in-memory index of every verse of the installed translations (built once at start-up), scored for
 * quotations: a verse counts by the rarity of the question's words it holds (summed IDF), and again for
 * each pair of the question's words it holds in the same order (a quoted line, not a bag of words).
 * Chapters take their best verse from any translation, so "The LORD is my shepherd" meets the KJV's
 * Psalm 23 and "love is patient" the WEB's 1 Corinthians 13.
 */
export const createVerseIndex = (verses: IndexedVerse[]) => {
  const dict = new Map<string, number>();
  const idOf = (t: string) => {
    let id = dict.get(t);
    if (id === undefined) {
      id = dict.size;
      dict.set(t, id);
    }
    return id;
  };
  const kept = verses.filter((v) => v.text.length <= MAX_VERSE_CHARS);
  const tokens: Int32Array[] = [];
  const postings: number[][] = [];
  for (const [i, v] of kept.entries()) {
    const ids = Int32Array.from(indexTerms(v.text).map(idOf));
    tokens.push(ids);
    for (const id of new Set(ids)) {
      const list = postings[id];
      if (list) list.push(i);
      else postings[id] = [i];
    }
  }
  const n = kept.length;
  // The next verse of the same chapter and translation, for quotations across a verse boundary.
  const at = new Map(
    kept.map((v, i) => [`${v.translation_id ?? ''} ${v.book_id} ${v.chapter} ${Number(v.verse)}`, i]),
  );
  const nextOf = kept.map((v) =>
    at.get(`${v.translation_id ?? ''} ${v.book_id} ${v.chapter} ${Number(v.verse) + 1}`),
  );
  const idf = (id: number) => {
    const df = postings[id]?.length ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  // Each chapter's verses, and how much the chapter is a list of names (a genealogy, a census, a roll
  // of returning exiles) rather than a story: the share of its words that are capitalised names.
  const chapterOf = kept.map((v) => `${v.book_id} ${v.chapter}`);
  const nameShare = new Map<string, { names: number; words: number }>();
  // The names of people and places (capitalised inside a verse), lower-cased, for spelling correction.
  const properNames = new Set<string>();
  for (const [i, v] of kept.entries()) {
    const key = chapterOf[i] ?? '';
    const s = nameShare.get(key) ?? { names: 0, words: 0 };
    nameShare.set(key, s);
    const words = v.text.match(/[A-Za-z]+/g) ?? [];
    s.words += words.length;
    for (let j = 1; j < words.length; j++) {
      const w = words[j] ?? '';
      if (w[0] !== w[0]?.toLowerCase() && !COMMON_CAPITALS.has(w)) {
        s.names++;
        properNames.add(w.toLowerCase());
      }
    }
  }
  // Names in the strict sense (Daniel, Gethsemane, Pharisees): words written with a capital wherever
  // they stand inside a sentence. properNames above also holds words that merely start a sentence
  // ("Fear", "Comfort"), which is right for spelling but not for telling a story from a situation.
  const written = new Map<string, { capital: number; lower: number }>();
  for (const v of kept) {
    for (const m of v.text.matchAll(/(^|[.!?;:“”"‘’(]\s*)?([A-Za-z]+)/g)) {
      const w = m[2] ?? '';
      if (m[1] !== undefined) continue;
      const key = w.toLowerCase();
      const c = written.get(key) ?? { capital: 0, lower: 0 };
      written.set(key, c);
      if (w[0] === key[0]) c.lower++;
      else c.capital++;
    }
  }
  const names = new Set(
    [...written]
      .filter(([w, c]) => c.capital >= 2 && c.capital >= 9 * c.lower && !COMMON_CAPITALS.has(w))
      .map(([w]) => w),
  );
  for (const w of COMMON_CAPITALS) names.delete(w.toLowerCase());
  // The same as terms of indexTerms, less those a common word shares ("Hades" and "had" are both "had").
  const common = new Set([...written].filter(([w]) => !names.has(w)).flatMap(([w]) => indexTerms(w)));
  const nameTerms = new Set([...names].flatMap((w) => indexTerms(w)).filter((t) => !common.has(t)));
  /** How much a chapter tells rather than lists: 1 for a story, down to 0.2 for a list of names. */
  const narrative = (key: string) => {
    const s = nameShare.get(key);
    const share = s?.words ? s.names / s.words : 0;
    return Math.max(0.2, Math.min(1, 1.4 - 4 * share));
  };
  const acc = new Float64Array(n);
  const mark = new Int32Array(dict.size);
  let stamp = 0;

  /** Chapters ranked by their best verse; score 1 means a verse holding all of the question in order. */
  const quotations = (question: string, limit = 30): ChapterHit[] => {
    const allTerms = indexTerms(question);
    const qTerms = allTerms.map((t) => dict.get(t)).filter((id) => id !== undefined);
    const distinct = [...new Set(qTerms)];
    // A word no verse holds ("cremate", "ok") is still part of what was asked: no verse quotes it, so it
    // counts against every verse, as a word of middling rarity ("Is it ok to cremate?" quotes nothing).
    const unknown = new Set(allTerms.filter((t) => !dict.has(t))).size;
    const total = distinct.reduce((s, id) => s + idf(id), 0) + unknown * UNKNOWN_WORD_RARITY;
    if (distinct.length === 0 || total <= 0) return [];
    const touched: number[] = [];
    for (const id of distinct) {
      const list = postings[id] ?? [];
      // Words in a quarter of all verses ("the", "and") rank nothing; the order check still sees them.
      if (list.length > n / 4) continue;
      const w = idf(id);
      for (const v of list) {
        if (acc[v] === 0) touched.push(v);
        acc[v] = (acc[v] ?? 0) + w;
      }
    }
    // Pairs of consecutive question words as one number each, to count a verse's words and ordered pairs
    // without allocating per verse: the index is searched on every question.
    const pairs = new Set<number>();
    for (let i = 1; i < qTerms.length; i++) pairs.add(pairKey(qTerms[i - 1] ?? 0, qTerms[i] ?? 0));
    // The question's word pairs that hold a word no verse has: in no verse either.
    let unknownPairs = 0;
    for (let i = 1; i < allTerms.length; i++)
      if (!dict.has(allTerms[i - 1] ?? '') || !dict.has(allTerms[i] ?? '')) unknownPairs++;
    const pairCount = pairs.size + unknownPairs;
    const weightOf = new Float64Array(dict.size);
    for (const id of distinct) weightOf[id] = (postings[id]?.length ?? 0) > n / 4 ? 0 : idf(id);
    // A verse's score, or a verse and the next one's together: a quotation often runs across a verse
    // boundary ("Pray continually, give thanks in all circumstances" is 1 Thessalonians 5:17-18).
    const scoreOf = (toks: Int32Array) => {
      stamp++;
      let held = 0;
      for (const id of toks) {
        if (mark[id] === stamp) continue;
        mark[id] = stamp;
        held += weightOf[id] ?? 0;
      }
      const seen = new Set<number>();
      for (let i = 1; i < toks.length; i++) {
        const p = pairKey(toks[i - 1] ?? 0, toks[i] ?? 0);
        if (pairs.has(p)) seen.add(p);
      }
      const words = held / total;
      return 0.5 * words + 0.5 * (pairCount ? seen.size / pairCount : words);
    };
    const best = new Map<string, ChapterHit>();
    for (const v of topByScore(touched, acc, CANDIDATES)) {
      const verse = kept[v];
      const toks = tokens[v];
      if (!verse || !toks) continue;
      let score = scoreOf(toks);
      let at = Number(verse.verse);
      const next = nextOf[v];
      const nextToks = next === undefined ? undefined : tokens[next];
      if (score < 1 && nextToks) {
        const joined = new Int32Array(toks.length + nextToks.length);
        joined.set(toks);
        joined.set(nextToks, toks.length);
        const across = scoreOf(joined);
        // Across the boundary, the quotation's verse is whichever of the two holds more of it.
        if (across > score && scoreOf(nextToks) > score) at = Number(kept[next ?? v]?.verse);
        score = Math.max(score, across);
      }
      const key = `${verse.book_id} ${verse.chapter}`;
      const prev = best.get(key);
      if (!prev || prev.score < score)
        best.set(key, { book_id: verse.book_id, chapter: verse.chapter, score, verse: at });
    }
    for (const v of touched) acc[v] = 0;
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  };

  /**
   * Chapters ranked by how many of their verses (in any translation) hold every word of a subject:
   * where a person or a one-word doctrine is told about at length ("Elisha" → 2 Kings 2, "fasting" →
   * Isaiah 58), which chapter-level BM25, saturating on repeats, does not favour.
   */
  const mentions = (subject: string, context?: string, limit = 30): ChapterHit[] => {
    const ids = [...new Set(indexTerms(subject))].map((t) => dict.get(t));
    if (ids.length === 0 || ids.some((id) => id === undefined)) return [];
    const lists = ids.map((id) => postings[id as number] ?? []).sort((a, b) => a.length - b.length);
    const [first = [], ...rest] = lists;
    const others = rest.map((l) => new Set(l));
    const counts = new Map<string, ChapterHit>();
    for (const v of first) {
      const verse = kept[v];
      if (!verse || !others.every((o) => o.has(v))) continue;
      const key = `${verse.book_id} ${verse.chapter}`;
      const hit = counts.get(key) ?? { book_id: verse.book_id, chapter: Number(verse.chapter), score: 0 };
      hit.score++;
      counts.set(key, hit);
    }
    // What else the question says of the person ("who held baby Jesus") picks the chapters that tell of
    // them among those of namesakes: by the rarity-weighted share of those words the chapter holds.
    const contextIds = [...new Set(indexTerms(context ?? ''))]
      .map((t) => dict.get(t))
      .filter((id) => id !== undefined && (postings[id]?.length ?? 0) <= n / 4) as number[];
    const contextTotal = contextIds.reduce((s, id) => s + idf(id), 0);
    const held = new Map<string, number>();
    for (const id of contextIds) {
      const chapters = new Set((postings[id] ?? []).map((v) => chapterOf[v] ?? ''));
      for (const key of chapters) if (counts.has(key)) held.set(key, (held.get(key) ?? 0) + idf(id));
    }
    for (const [key, hit] of counts) {
      hit.score *= narrative(key);
      if (contextTotal > 0) hit.score *= 0.1 + (held.get(key) ?? 0) / contextTotal;
    }
    return [...counts.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  };

  // Each chapter's verses (of every translation), for keyVerse.
  const inChapter = new Map<string, number[]>();
  for (const [i, key] of chapterOf.entries()) {
    const list = inChapter.get(key);
    if (list) list.push(i);
    else inChapter.set(key, [i]);
  }
  /**
   * The verse of a chapter that holds most of the words (by rarity times the words' weight, each word
   * once), in any translation, the first of equals; none when no verse holds any of them.
   */
  const keyVerse = (
    book: string,
    chapter: number,
    weighted: [words: string, weight: number][],
    /** When given, a verse counts only if it holds every word of one of these. */
    mustHold: string[] = [],
  ): { verse: number; score: number } | undefined => {
    const must = mustHold
      .map((m) => indexTerms(m).map((t) => dict.get(t) ?? -1))
      .filter((ids) => ids.length > 0);
    const weightOf = new Map<number, number>();
    for (const [words, weight] of weighted)
      for (const t of indexTerms(words)) {
        const id = dict.get(t);
        if (id === undefined || (postings[id]?.length ?? 0) > n / 4) continue;
        weightOf.set(id, Math.max(weightOf.get(id) ?? 0, weight * idf(id)));
      }
    let best: { verse: number; score: number } | undefined;
    for (const v of inChapter.get(`${book} ${chapter}`) ?? []) {
      const held = new Set(tokens[v] ?? []);
      if (must.length && !must.some((ids) => ids.every((id) => held.has(id)))) continue;
      let score = 0;
      for (const id of held) score += weightOf.get(id) ?? 0;
      const verse = Number(kept[v]?.verse);
      if (score > 0 && (!best || score > best.score || (score === best.score && verse < best.verse)))
        best = { verse, score };
    }
    return best;
  };

  /** In how many verses (of all translations) a term of indexTerms occurs. */
  const verseCount = (term: string): number => postings[dict.get(term) ?? -1]?.length ?? 0;

  /**
   * How rare a term of indexTerms is over the verses (IDF). A word no verse holds ("ok", "pork") is a
   * modern word, not a rare one: it counts as a word of middling rarity.
   */
  const rarity = (term: string): number => {
    const id = dict.get(term);
    return id === undefined ? UNKNOWN_WORD_RARITY : idf(id);
  };

  return Object.assign(quotations, { mentions, keyVerse, verseCount, rarity, properNames, names, nameTerms });
};

export type VerseIndex = ReturnType<typeof createVerseIndex>;
