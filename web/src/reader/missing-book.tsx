import { useQueries, useQuery } from '@tanstack/react-query';
import { biblesQuery, tocQuery } from '../api/bible-queries.ts';

interface Props {
  bibleId: string;
  bookId: string;
  bookName: string;
  chapter: number;
  onChoose(bibleId: string): void;
}

/**
 * A known book the chosen translation lacks (the KJV here has no deuterocanon): say so, and offer the
 * nearest translation — the first in the translations' order — that has the book, instead of
 * 'not found'.
 */
export const MissingBook = ({ bibleId, bookId, bookName, chapter, onChoose }: Props) => {
  const bibles = useQuery(biblesQuery()).data ?? [];
  const others = bibles.filter((b) => b.id !== bibleId);
  const tocs = useQueries({ queries: others.map((b) => tocQuery(b.id)) });
  const current = bibles.find((b) => b.id === bibleId);
  const withBook = others.find((_b, i) => tocs[i]?.data?.some((x) => x.id === bookId && x.chapter_count > 0));
  const pending = tocs.some((t) => t.isPending);
  return (
    <div className="missing-book" role="status">
      <h1>{bookName}</h1>
      <p>
        The {current?.name ?? 'chosen translation'} does not include {bookName}.
      </p>
      {withBook ? (
        <button type="button" className="pill-button primary" onClick={() => onChoose(withBook.id)}>
          Read {bookName} {chapter} in the {withBook.name}
        </button>
      ) : (
        !pending && <p className="muted">No installed translation includes it.</p>
      )}
    </div>
  );
};
