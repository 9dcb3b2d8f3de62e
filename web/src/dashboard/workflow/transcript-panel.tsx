import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sermon, TranscriptParagraph } from '../../../../common/src/contracts/sermons.ts';
import { errorMessage } from '../../api/error-message.ts';
import { correctTranscript } from '../../api/sermon-queries.ts';
import { useClearingStatus } from '../shared/use-clearing-status.ts';
import { clock } from './transcript-moments.ts';

const SOURCE: Record<string, string> = {
  captions: 'from the video’s captions',
  upload: 'uploaded or corrected by you',
  audio: 'transcribed from the audio',
};

/**
 * Issue 30: the transcript the analysis read, each paragraph with its time when the captions had times
 * (a time plays the video from there). The publisher may correct it, paragraph by paragraph (their times
 * kept), and have it analysed again.
 */
export const TranscriptPanel = ({
  sermon,
  transcript,
  onPlay,
}: {
  sermon: Sermon;
  transcript: TranscriptParagraph[];
  onPlay: ((start: number) => void) | null;
}) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string[] | null>(null);
  const save = useMutation({
    mutationFn: (texts: string[]) =>
      correctTranscript(
        sermon.id,
        transcript.map((p, i) => ({ start: p.start, text: (texts[i] ?? '').trim() })).filter((p) => p.text),
      ),
    onSuccess: (s) => {
      setDraft(null);
      if (s) queryClient.setQueryData(['user', 'sermon', s.id], s);
    },
  });
  useClearingStatus(save);
  const timed = transcript.some((p) => p.start !== null);
  return (
    <section className="dash-card sermon-transcript" aria-labelledby="transcript-heading">
      <div className="sermon-transcript-head">
        <h2 id="transcript-heading">Transcript</h2>
        {!draft && (
          <button
            type="button"
            className="pill-button"
            onClick={() => {
              save.reset();
              setDraft(transcript.map((p) => p.text));
            }}
          >
            Correct the transcript
          </button>
        )}
      </div>
      <p className="muted">
        {transcript.length} paragraphs
        {sermon.transcript_source ? `, ${SOURCE[sermon.transcript_source]}` : ''}.
        {timed && onPlay && ' Choose a time to play the sermon from there.'}
      </p>
      <div className="sermon-transcript-body">
        {draft ? (
          <form
            className="dash-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (
                window.confirm(
                  'Analyze the corrected transcript? The notes and references are written again from it, replacing your edits to them.',
                )
              )
                save.mutate(draft);
            }}
          >
            {transcript.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positions in a fixed list
              <div key={`${i}-${p.start}`} className="sermon-transcript-edit">
                <label htmlFor={`transcript-${i}`}>
                  Paragraph {i + 1}
                  {p.start !== null && <span className="muted"> · {clock(p.start)}</span>}
                </label>
                <textarea
                  id={`transcript-${i}`}
                  rows={4}
                  value={draft[i] ?? ''}
                  onChange={(e) => setDraft(draft.map((t, j) => (j === i ? e.target.value : t)))}
                />
              </div>
            ))}
            <div className="dash-actions sermon-sticky-actions">
              <button type="submit" className="pill-button primary" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save and analyze again'}
              </button>
              <button type="button" className="pill-button" onClick={() => setDraft(null)}>
                Cancel
              </button>
            </div>
            {save.isError && (
              <p className="error-text" role="alert">
                {errorMessage(save.error)}
              </p>
            )}
          </form>
        ) : (
          <ol className="sermon-transcript-list">
            {transcript.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positions in a fixed list
              <li key={`${i}-${p.start}`}>
                {p.start !== null &&
                  (onPlay ? (
                    <button
                      type="button"
                      className="sermon-time"
                      onClick={() => onPlay(p.start ?? 0)}
                      aria-label={`Play from ${clock(p.start)}`}
                    >
                      {clock(p.start)}
                    </button>
                  ) : (
                    <span className="sermon-time">{clock(p.start)}</span>
                  ))}
                <p>{p.text}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
};
