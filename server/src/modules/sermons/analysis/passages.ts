import type { SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { parseReferences } from '../../../../../common/src/references.ts';
import { chapterBookName, isSpokenBookName, MAYBE_REFERENCE, versesIn } from './canon.ts';
import { normaliseSpokenReferences } from './spoken.ts';

/** A verified citation found in one sentence. `whole` when only a chapter was named. */
export interface Citation {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
  whole: boolean;
  sentence: number;
}

export const formatReference = (p: {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
  whole?: boolean;
}): string => {
  const name = chapterBookName(p.bookId);
  if (p.whole) return `${name} ${p.chapter}`;
  return p.start === p.end ? `${name} ${p.chapter}:${p.start}` : `${name} ${p.chapter}:${p.start}-${p.end}`;
};

export const toSermonPassage = (c: Omit<Citation, 'sentence'>): SermonPassage => ({
  reference: formatReference(c),
  book_id: c.bookId,
  chapter: c.chapter,
  start_verse: c.start,
  end_verse: c.end,
});

/** The reader's link: /read/BOOK/C?verse=a-b (one verse: ?verse=a; a whole chapter: the chapter). */
export const readerLink = (p: SermonPassage): string => {
  const last = versesIn(p.book_id, p.chapter);
  if (p.start_verse === 1 && p.end_verse >= last) return `/read/${p.book_id}/${p.chapter}`;
  const verse = p.start_verse === p.end_verse ? `${p.start_verse}` : `${p.start_verse}-${p.end_verse}`;
  return `/read/${p.book_id}/${p.chapter}?verse=${verse}`;
};

/** Checks a passage against the canon; clips a range that runs past the chapter's last verse. */
const verify = (bookId: string, chapter: number, start: number, end: number) => {
  const last = versesIn(bookId, chapter);
  if (last === 0 || start < 1 || start > last) return undefined;
  return { start, end: Math.min(Math.max(end, start), last) };
};

const BARE_VERSES = /\bverses?\s+(\d+)(?:\s*(?:through|thru|to|-|–|and)\s*(?:verse\s+)?(\d+))?/gi;

interface Explicit {
  citations: Citation[];
  /** Each sentence with the explicit references blanked out, for the bare-verse pass. */
  rest: string[];
}

const explicitCitations = (sentences: string[]): Explicit => {
  const citations: Citation[] = [];
  const rest = sentences.map((original, i) => {
    const text = normaliseSpokenReferences(original);
    if (!MAYBE_REFERENCE.test(text)) return text;
    let blanked = text;
    for (const ref of parseReferences(text)) {
      const span = text.slice(ref.indices[0], ref.indices[1]);
      if (!/\d/.test(span)) continue; // a book named alone ("Jude", "Job") is a person, not a citation
      const name = span
        .replace(/\s*\d+(?:[:.]\d+)?(?:\s*[-–]\s*\d+(?::\d+)?)?\s*$/, '')
        .replace(/^(\d)\s*/, '$1 ');
      if (!isSpokenBookName(name)) continue;
      if (ref.endChapter && ref.endChapter !== ref.chapter) continue;
      blanked =
        blanked.slice(0, ref.indices[0]) +
        ' '.repeat(ref.indices[1] - ref.indices[0]) +
        blanked.slice(ref.indices[1]);
      const whole = !ref.verses;
      const last = versesIn(ref.book, ref.chapter);
      const v = verify(ref.book, ref.chapter, ref.verses?.start ?? 1, ref.verses?.end ?? last);
      if (v) citations.push({ bookId: ref.book, chapter: ref.chapter, ...v, whole, sentence: i });
    }
    return blanked;
  });
  return { citations, rest };
};

/** The chapter the sermon lives in: most explicit citations, ties to the earliest. */
const homeChapter = (citations: Citation[]): Citation | undefined => {
  const counts = new Map<string, { c: Citation; n: number }>();
  for (const c of citations) {
    const k = `${c.bookId}.${c.chapter}`;
    const e = counts.get(k);
    if (e) e.n++;
    else counts.set(k, { c, n: 1 + (c.end > c.start ? 1 : 0) });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.c.sentence - b.c.sentence)[0]?.c;
};

/**
 * Every Scripture citation in the sentences, spoken or written, verified against the canon. A bare
 * "verse 7" means the chapter just cited (within two sentences), otherwise the chapter the sermon
 * lives in; preachers move between their text and other passages and say "verse 7" of their text.
 */
export const extractCitations = (sentences: string[]): Citation[] => {
  const { citations, rest } = explicitCitations(sentences);
  const home = homeChapter(citations);
  const out = [...citations];
  let last: Citation | undefined;
  let next = 0;
  const sorted = [...citations].sort((a, b) => a.sentence - b.sentence);
  rest.forEach((text, i) => {
    while (next < sorted.length && (sorted[next] as Citation).sentence <= i) last = sorted[next++];
    if (!last && !home) return;
    for (const m of text.matchAll(BARE_VERSES)) {
      const start = Number(m[1]);
      const end = m[2] ? Number(m[2]) : start;
      const near = last && i - last.sentence <= 2 ? last : undefined;
      const inHomeRange = home && home.end > home.start && start >= home.start && end <= home.end;
      // A verse named right after a verse citation is in that chapter; else in the sermon's own text;
      // the first of these in which the verse exists wins.
      const order = [
        near && !near.whole && i - near.sentence <= 1 ? near : undefined,
        inHomeRange ? home : undefined,
        near,
        home,
      ];
      let ctx: Citation | undefined;
      let v: ReturnType<typeof verify>;
      for (const c of order) {
        v = c ? verify(c.bookId, c.chapter, start, end) : undefined;
        if (c && v) {
          ctx = c;
          break;
        }
      }
      if (!ctx) continue;
      if (v) out.push({ bookId: ctx.bookId, chapter: ctx.chapter, ...v, whole: false, sentence: i });
    }
  });
  return out.sort((a, b) => a.sentence - b.sentence);
};
