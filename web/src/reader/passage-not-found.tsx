import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { tocQuery } from '../api/bible-queries.ts';
import { useBibleId } from '../settings/use-bible-id.ts';

/**
 * The reader's canonical address for /read/{book}/{chapter} written with a book's name or a common
 * abbreviation (/read/John/3, /read/1cor/13, /read/Song%20of%20Songs/2): undefined when it names no book.
 */
export const canonicalReaderPath = async (pathname: string, search: string) => {
  const at = /^\/read\/([^/]+)\/(\d+)\/?$/.exec(pathname);
  if (!at?.[1]) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(at[1]).replace(/[-_+]/g, ' ');
  } catch {
    return undefined;
  }
  // The reference parser is large: it loads only for an address that needs it.
  const { readerPathFor } = await import('./passage-path.ts');
  // The book alone (its chapter 1): a chapter past the book's end still finds the book, and the reader
  // then says how many chapters it has (passage-problem.tsx).
  const book = /^\/read\/([0-9A-Z]+)\/1$/.exec(readerPathFor(`${name} 1`) ?? '')?.[1];
  if (!book) return undefined;
  const path = `/read/${book}/${Number(at[2])}`;
  return path === pathname ? undefined : `${path}${search}`;
};

/**
 * A /read/… address that names no passage: a book's name or abbreviation is replaced by its canonical
 * address (issue 36); anything else is said for that address, which stays (issue 18).
 */
export const PassageNotFound = () => {
  const { pathname, search } = useLocation();
  const [bibleId] = useBibleId();
  const books = useQuery(tocQuery(bibleId)).data;
  const [resolved, setResolved] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void canonicalReaderPath(pathname, search).then((path) => {
      if (live) setResolved(path ?? null);
    });
    return () => {
      live = false;
    };
  }, [pathname, search]);
  if (resolved) {
    // Past the book's end: straight to chapter 1 with the reason (one step, as passage-problem.tsx does
    // for a book code; through /read/JHN/99 the reason was lost on the way).
    const at = /^\/read\/([0-9A-Z]+)\/(\d+)/.exec(resolved);
    const book = books?.find((b) => b.id === at?.[1]);
    if (book && Number(at?.[2]) > book.chapter_count)
      return (
        <Navigate
          replace
          to={`/read/${book.id}/1${search}`}
          state={{
            rangeNote: `${book.name} has ${book.chapter_count} ${book.chapter_count === 1 ? 'chapter' : 'chapters'}, so here is chapter 1.`,
          }}
        />
      );
    return <Navigate replace to={resolved} />;
  }
  if (resolved === undefined) return <p className="status">Loading chapter...</p>;
  return (
    <main className="missing-book">
      <h1>Passage not found</h1>
      <p>
        There is no passage at <code>{pathname}</code> in this Bible.
      </p>
      <Link className="pill-button primary" to="/">
        Go to the home page
      </Link>
    </main>
  );
};
