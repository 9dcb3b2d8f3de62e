import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Book, TocResponse } from '../../../common/src/contracts/bible.ts';
import { getChapterHtml, getJson } from '../api/client.ts';

const BIBLE = 'eng-web';

type ChapterState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; html: string };

/** The chapter before or after this one, crossing book boundaries (MAL 4 → MAT 1). */
const neighbour = (books: Book[], bookId: string, chapter: number, step: 1 | -1) => {
  const i = books.findIndex((b) => b.id === bookId);
  const book = books[i];
  if (!book) return undefined;
  const c = chapter + step;
  if (c >= 1 && c <= book.chapter_count) return { bookId, chapter: c };
  const next = books[i + step];
  if (!next) return undefined;
  return { bookId: next.id, chapter: step === 1 ? 1 : next.chapter_count };
};

// A minimal reader for the foundation: the reader issue replaces it with the full experience.
export const Component = () => {
  const { bookId = '', chapter: chapterParam = '1' } = useParams();
  const chapter = Number(chapterParam);
  const [books, setBooks] = useState<Book[]>([]);
  const [state, setState] = useState<ChapterState>({ status: 'loading' });

  useEffect(() => {
    getJson<TocResponse>(`/api/bible/${BIBLE}/toc`, 'Table of contents')
      .then((toc) => setBooks(toc?.books ?? []))
      .catch(() => setBooks([]));
  }, []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getChapterHtml(BIBLE, bookId.toUpperCase(), chapter)
      .then((html) => live && setState({ status: 'ready', html }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [bookId, chapter]);

  const book = books.find((b) => b.id === bookId.toUpperCase());
  const prev = neighbour(books, bookId.toUpperCase(), chapter, -1);
  const next = neighbour(books, bookId.toUpperCase(), chapter, 1);
  return (
    <main className="page reader">
      <header className="reader-header">
        {prev ? (
          <Link to={`/read/${prev.bookId}/${prev.chapter}`} aria-label="Previous chapter">
            ‹
          </Link>
        ) : (
          <span />
        )}
        <h1>
          {book?.name ?? bookId} {chapter}
        </h1>
        {next ? (
          <Link to={`/read/${next.bookId}/${next.chapter}`} aria-label="Next chapter">
            ›
          </Link>
        ) : (
          <span />
        )}
      </header>
      {state.status === 'loading' && <p className="status">Loading chapter...</p>}
      {state.status === 'error' && <p className="status error">Failed to load chapter. Please try again.</p>}
      {state.status === 'ready' && (
        // The server renders and escapes chapter HTML itself (docs/chapter-html.md): no raw OSIS or user text.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server-rendered markup
        <article className="chapter" dangerouslySetInnerHTML={{ __html: state.html }} />
      )}
    </main>
  );
};
