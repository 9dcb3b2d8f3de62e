import { bookById } from './books.ts';

// How a passage is labelled wherever Emmaus names one in a sermon, its notes or a Sermon Study's days
// (issue 30): the book is "Psalms", but one psalm, or verses within it, is "Psalm".

/**
 * The book's name before chapter numbers: "Psalm" for one psalm ("Psalm 23", "Psalm 23:1-6"), "Psalms"
 * for a passage over several ("Psalms 93-99", "Psalms 42:1-43:5"); every other book by its name.
 */
export const chapterBookName = (bookId: string, severalChapters = false): string => {
  const id = bookId.toUpperCase();
  if (id === 'PSA') return severalChapters ? 'Psalms' : 'Psalm';
  return bookById(id)?.name ?? bookId;
};

/** A passage of one book, from its first chapter (and verse) to its last. */
export interface LabelledPassage {
  bookId: string;
  chapter: number;
  /** Absent for whole chapters. */
  startVerse?: number | undefined;
  /** Absent or `chapter` within one chapter. */
  endChapter?: number | undefined;
  endVerse?: number | undefined;
}

/**
 * "John 3:16", "John 3:14-18", "Romans 8:38-9:2", "Psalm 23:1-6", "Psalm 23" (no verses), "Psalms
 * 93-99" (whole chapters).
 */
export const passageLabel = (p: LabelledPassage): string => {
  const across = p.endChapter !== undefined && p.endChapter !== p.chapter;
  const name = chapterBookName(p.bookId, across);
  if (p.startVerse === undefined)
    return across ? `${name} ${p.chapter}-${p.endChapter}` : `${name} ${p.chapter}`;
  if (across) return `${name} ${p.chapter}:${p.startVerse}-${p.endChapter}:${p.endVerse ?? p.startVerse}`;
  return p.endVerse === undefined || p.endVerse === p.startVerse
    ? `${name} ${p.chapter}:${p.startVerse}`
    : `${name} ${p.chapter}:${p.startVerse}-${p.endVerse}`;
};
