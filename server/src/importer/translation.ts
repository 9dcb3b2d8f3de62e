import { createHash } from 'node:crypto';
import { bookBySwordName } from '../../../common/src/books.ts';
import { ChapterRenderer, type RenderedChapter } from './osis-chapter.ts';
import { type ImpEntry, parseVerseKey } from './sword.ts';

export interface ImportedChapter extends RenderedChapter {
  bookId: string;
  chapter: number;
  etag: string;
}

export interface ImportedBook {
  id: string;
  chapterCount: number;
}

const CHAPTER_END = /<chapter\b[^>]*\beID="[^"]*\.(\d+)"[^>]*\/>/;
const CHAPTER_START = /<chapter\b[^>]*\bsID=/;

/**
 * SWORD files text that follows a chapter's last verse under the next key, the next chapter's verse 0:
 * the WEB's Greek Esther ends chapter 10 with its colophon ("In the fourth year of the reign of
 * Ptolemeus and Cleopatra…]"), stored in 11:0 before `<chapter eID="EsthGr.10"/>`. What a verse-0 entry
 * holds before the previous chapter's end (and before its own chapter starts) closes that previous
 * chapter, unnumbered; the rest opens its own chapter.
 */
export const previousChapterTail = (osis: string, previous: number): { tail: string; rest: string } => {
  const end = CHAPTER_END.exec(osis);
  const start = CHAPTER_START.exec(osis);
  if (!end || Number(end[1]) !== previous || (start && start.index < end.index))
    return { tail: '', rest: osis };
  const cut = end.index + end[0].length;
  return { tail: osis.slice(0, cut), rest: osis.slice(cut) };
};

/** Groups a translation's exported verses by chapter and renders each chapter once. */
export const renderTranslation = (
  entries: ImpEntry[],
  onlyBooks?: ReadonlySet<string>,
): { books: ImportedBook[]; chapters: ImportedChapter[] } => {
  const chapters: ImportedChapter[] = [];
  let renderer: ChapterRenderer | undefined;
  let at: { bookId: string; chapter: number } | undefined;
  const flush = () => {
    if (!renderer || !at) return;
    const r = renderer.finish();
    if (r.verses.length > 0) {
      const etag = `"${createHash('sha1').update(r.html).digest('base64url').slice(0, 20)}"`;
      chapters.push({ ...r, bookId: at.bookId, chapter: at.chapter, etag });
    }
  };
  for (const e of entries) {
    const key = parseVerseKey(e.key);
    // Chapter 0 holds the book's introduction (and, in the WEB, whole non-canonical texts such as Daniel
    // with Greek portions in Hosea's): not part of any chapter. A chapter's verse 0 is its opening: the
    // first poetry line's start, a Psalter book heading, a speaker, text before verse 1.
    if (!key || key.chapter === 0) continue;
    const book = bookBySwordName(key.book);
    if (!book || (onlyBooks && !onlyBooks.has(book.id))) continue;
    let body = e.body;
    if (!at || at.bookId !== book.id || at.chapter !== key.chapter) {
      if (renderer && at?.bookId === book.id && key.verse === 0) {
        const { tail, rest } = previousChapterTail(body, at.chapter);
        if (tail) renderer.addVerse(0, tail);
        body = rest;
      }
      flush();
      renderer = new ChapterRenderer(key.chapter);
      at = { bookId: book.id, chapter: key.chapter };
    }
    renderer?.addVerse(key.verse, body.replace(/\s+$/, ''));
  }
  flush();
  const counts = new Map<string, number>();
  for (const c of chapters) counts.set(c.bookId, Math.max(counts.get(c.bookId) ?? 0, c.chapter));
  return { books: [...counts].map(([id, chapterCount]) => ({ id, chapterCount })), chapters };
};
