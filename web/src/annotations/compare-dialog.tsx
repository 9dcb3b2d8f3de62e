import { useQueries, useQuery } from '@tanstack/react-query';
import { passageRefs, verseReference } from '../../../common/src/verse-text.ts';
import { biblesQuery, passagesQuery } from '../api/bible-queries.ts';
import { ModalDialog } from './modal-dialog.tsx';

/** The selected verses in every installed translation, one after another (issue 18: Compare). */
export const CompareDialog = ({
  bookId,
  bookName,
  chapter,
  verses,
  onClose,
}: {
  bookId: string;
  bookName: string;
  chapter: number;
  verses: readonly number[];
  onClose(): void;
}) => {
  const bibles = useQuery(biblesQuery()).data ?? [];
  const refs = passageRefs(bookId, chapter, verses);
  const texts = useQueries({ queries: bibles.map((b) => passagesQuery(b.id, refs)) });
  return (
    <ModalDialog title={`Compare ${verseReference(bookName, chapter, verses)}`} onClose={onClose}>
      <ul className="compare-list">
        {bibles.map((b, i) => {
          const q = texts[i];
          const found = q?.data?.flatMap((p) => p.verses) ?? [];
          return (
            <li key={b.id}>
              <h3>
                {b.abbreviation} <span className="muted">{b.name}</span>
              </h3>
              {q?.isPending ? (
                <p className="muted">Loading…</p>
              ) : found.length ? (
                <p className="compare-text">
                  {found.map((v) => (
                    <span key={v.verse}>
                      <sup>{v.verse}</sup>
                      {v.text}{' '}
                    </span>
                  ))}
                </p>
              ) : (
                <p className="muted">Not in this translation.</p>
              )}
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
};
