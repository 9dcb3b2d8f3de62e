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
    if (!at || at.bookId !== book.id || at.chapter !== key.chapter) {
      flush();
      renderer = new ChapterRenderer();
      at = { bookId: book.id, chapter: key.chapter };
    }
    renderer?.addVerse(key.verse, e.body.replace(/\s+$/, ''));
  }
  flush();
  const counts = new Map<string, number>();
  for (const c of chapters) counts.set(c.bookId, Math.max(counts.get(c.bookId) ?? 0, c.chapter));
  return { books: [...counts].map(([id, chapterCount]) => ({ id, chapterCount })), chapters };
};
