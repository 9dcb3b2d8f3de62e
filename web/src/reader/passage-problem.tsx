import { Navigate } from 'react-router';
import { bookById } from '../../../common/src/books.ts';
import type { Book } from '../../../common/src/contracts/bible.ts';
import type { ChapterCheck } from '../../../common/src/navigation.ts';
import { MissingBook } from './missing-book.tsx';
import { PassageNotFound } from './passage-not-found.tsx';
import { readHref } from './use-chapter-moves.ts';

/**
 * What shows instead of the reader when the address is not a chapter to read: chapter 0 moves to
 * chapter 1, a real book this translation lacks offers another translation, anything else is not found.
 * Undefined when the chapter is there (or still loading).
 */
export const passageProblem = (p: {
  check: ChapterCheck;
  books: Book[];
  bibleId: string;
  bookId: string;
  chapter: number;
  notFound: boolean;
  search: string;
  onChooseBible(id: string): void;
}) => {
  if (p.check.kind === 'first-chapter') {
    // Past the book's end, the reader is told where it landed and why (issue 36).
    const book = p.books.find((b) => b.id === p.bookId);
    const beyond = book && p.chapter > book.chapter_count;
    return (
      <Navigate
        replace
        to={`${readHref(p.bookId, 1)}${p.search}`}
        state={
          beyond
            ? {
                rangeNote: `${book.name} has ${book.chapter_count} ${book.chapter_count === 1 ? 'chapter' : 'chapters'}, so here is chapter 1.`,
              }
            : undefined
        }
      />
    );
  }
  // A real book this translation lacks is not 'not found': the reader is told, and offered another.
  const knownBook = bookById(p.bookId);
  if (p.check.kind === 'not-found' && knownBook && p.books.length > 0)
    return (
      <MissingBook
        bibleId={p.bibleId}
        bookId={knownBook.id}
        bookName={knownBook.name}
        chapter={p.chapter}
        onChoose={p.onChooseBible}
      />
    );
  if (p.notFound) return <PassageNotFound />;
  return undefined;
};
