import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  NOTES_LIMITS,
  type Sermon,
  type SermonAnalysis,
  type TranscriptParagraph,
} from '../../../../common/src/contracts/sermons.ts';
import { errorMessage } from '../../api/error-message.ts';
import { editSermonNotes } from '../../api/sermon-queries.ts';
import { useClearingStatus } from '../shared/use-clearing-status.ts';
import { readerHref } from './analysis-view.tsx';
import { clock, momentOf } from './transcript-moments.ts';

/**
 * Issue 30: the passages the study draws on. Each plays the video from where the preacher names it (when
 * the transcript has times); the publisher removes one the analysis misread or adds one it missed before
 * creating the study. Each change is saved at once.
 */
export const ReferencesEditor = ({
  sermon,
  analysis: a,
  transcript,
  onPlay,
}: {
  sermon: Sermon;
  analysis: SermonAnalysis;
  transcript: TranscriptParagraph[] | null | undefined;
  onPlay: ((start: number) => void) | null;
}) => {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState('');
  const save = useMutation({
    mutationFn: (references: string[]) => editSermonNotes(sermon.id, { references }),
    onSuccess: (s) => {
      setAdding('');
      if (s) queryClient.setQueryData(['user', 'sermon', s.id], s);
    },
  });
  useClearingStatus(save);
  const refs = a.passages.map((p) => p.reference);
  return (
    <section className="dash-card sermon-references" aria-labelledby="references-heading">
      <h2 id="references-heading">References ({a.passages.length})</h2>
      <p className="muted">
        The study’s days are chosen from these. Remove one the analysis misheard, or add one.
      </p>
      <ul>
        {a.passages.map((p, i) => {
          const at = onPlay ? momentOf(p, transcript) : null;
          return (
            <li key={`${p.book_id}-${p.chapter}-${p.start_verse}-${p.end_verse}`}>
              <Link to={readerHref(p)}>{p.reference}</Link>
              <span className="muted">
                {p.added
                  ? ' · added by you'
                  : ` · ${p.mentions} ${p.mentions === 1 ? 'mention' : 'mentions'}`}
              </span>
              <span className="sermon-reference-actions">
                {at !== null && onPlay && (
                  <button
                    type="button"
                    className="sermon-time"
                    onClick={() => onPlay(at)}
                    aria-label={`Play ${p.reference} from ${clock(at)}`}
                  >
                    ▶ {clock(at)}
                  </button>
                )}
                <button
                  type="button"
                  className="pill-button"
                  disabled={save.isPending}
                  aria-label={`Remove ${p.reference}`}
                  onClick={() => save.mutate(refs.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {refs.length < NOTES_LIMITS.references && (
        <form
          className="sermon-reference-add"
          onSubmit={(e) => {
            e.preventDefault();
            if (adding.trim()) save.mutate([...refs, adding.trim()]);
          }}
        >
          <label htmlFor="reference-add">Add a reference</label>
          <input
            id="reference-add"
            value={adding}
            maxLength={NOTES_LIMITS.reference}
            placeholder="e.g. Micah 6:8"
            onChange={(e) => setAdding(e.target.value)}
          />
          <button type="submit" className="pill-button" disabled={save.isPending || !adding.trim()}>
            Add
          </button>
        </form>
      )}
      {save.isError && (
        <p className="error-text" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
    </section>
  );
};
