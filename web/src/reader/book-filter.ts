// The navigator's filter box (issue 18): "jo" → Job, Joel, John, Jonah, 1–3 John, Joshua; "1 jo" → 1 John;
// "jhn" → John (the code); "1 jo 2" → 1 John, chapter 2.

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface Named {
  id: string;
  name: string;
}

export interface BookQuery {
  /** The book part, normalised ('' when only a chapter was typed). */
  book: string;
  /** A chapter typed after the book ("1 jo 2"), if any. */
  chapter?: number;
}

export const parseBookQuery = (text: string): BookQuery => {
  const m = /^(.*[^\d\s])\s*(\d+)$/.exec(text.trim());
  // "1 jo 2" is book "1 jo", chapter 2; "1 jo" alone is a book (the digit leads).
  if (m?.[1] && m[2]) return { book: norm(m[1]), chapter: Number(m[2]) };
  return { book: norm(text) };
};

/** The books whose name (with or without its leading number) or code starts with what was typed. */
export const filterBooks = <B extends Named>(books: readonly B[], text: string): B[] => {
  const { book } = parseBookQuery(text);
  if (!book) return [...books];
  return books.filter((b) => {
    const name = norm(b.name);
    return name.startsWith(book) || name.replace(/^\d+/, '').startsWith(book) || norm(b.id).startsWith(book);
  });
};
