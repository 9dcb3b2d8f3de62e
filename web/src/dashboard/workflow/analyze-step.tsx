import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ANALYSIS_FAILED_MESSAGE,
  NOT_A_SERMON_MESSAGE,
  type Sermon,
} from '../../../../common/src/contracts/sermons.ts';
import { analyzeSermon, isRunning, regenerateSermon } from '../../api/sermon-queries.ts';
import { type PlayRequest, SermonVideo } from '../../ui/sermon-video.tsx';
import { ProgressSteps, SERMON_STEPS } from '../shared/progress-steps.tsx';
import { queuedLabel } from '../shared/queue-position.ts';
import { AnalysisView } from './analysis-view.tsx';
import { NotesEditor } from './notes-editor.tsx';
import { ReferencesEditor } from './references-editor.tsx';
import { TranscriptForm } from './transcript-form.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import '../../styles/sermon-review.css';
import { errorMessage } from '../../api/error-message.ts';

// The job's step → how many checklist items are finished (spec §9 checklist, driven by real progress).
const DONE_BY_STEP: Record<string, number> = {
  queued: 0,
  fetching_transcript: 0,
  transcribing: 0,
  reading: 1,
  finding_passages: 2,
  outlining: 3,
  writing_notes: 4,
  done: 5,
};

/** Spec §8: not-a-sermon is known by its type or by the words of its message. */
const isNotSermon = (s: Sermon) =>
  s.status === 'not_sermon' ||
  s.error_type === 'not_a_sermon' ||
  /does not appear to contain sermon content|LLM classification:/.test(s.message ?? '');

type Props = {
  churchId: number;
  sermon: Sermon | null;
  loading: boolean;
  generating: boolean;
  generateError: string | null;
  guessedNotSermon: boolean;
  onTryAgain: () => void;
  onRetryGenerate: () => void;
  onContinue: () => void;
};

/** Step 1: the analysis running, its outcome, or what is missing for it. */
export const AnalyzeStep = (p: Props) => {
  const queryClient = useQueryClient();
  const sermonId = p.sermon?.id ?? 0;
  const put = (s: Sermon | null) => {
    if (s) queryClient.setQueryData(['user', 'sermon', s.id], s);
  };
  const analyze = useMutation({ mutationFn: () => analyzeSermon(sermonId), onSuccess: put });
  const regenerate = useMutation({ mutationFn: () => regenerateSermon(sermonId), onSuccess: put });
  // Spec §4: 'completed' shows for 3 s after the job finishes; an error state clears after 5 s.
  const wasRunning = useRef(false);
  const [justDone, setJustDone] = useState(false);
  const running = isRunning(p.sermon);
  // Issue 30: the notes are shown first and may be edited; a time or a reference plays the video.
  const [editing, setEditing] = useState(false);
  const [play, setPlay] = useState<PlayRequest | null>(null);
  const playFrom = (start: number) => setPlay((x) => ({ start, n: (x?.n ?? 0) + 1 }));
  useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current && p.sermon?.status === 'ready') {
      wasRunning.current = false;
      setJustDone(true);
      const t = setTimeout(() => setJustDone(false), 3000);
      return () => clearTimeout(t);
    }
  }, [running, p.sermon?.status]);

  const back = (
    <Link className="pill-button" to={`/dashboard/${p.churchId}/videos`}>
      Back to Videos
    </Link>
  );
  const notSermon = (reason: string | null) => (
    <div className="dash-card" role="alert">
      <h2>Not a Sermon</h2>
      <p>{NOT_A_SERMON_MESSAGE}</p>
      {reason && <p className="muted">{reason}</p>}
      <div className="dash-actions">
        <button
          type="button"
          className="pill-button primary"
          onClick={() => (p.sermon ? analyze.mutate() : p.onTryAgain())}
        >
          Try Again
        </button>
        {back}
      </div>
    </div>
  );

  if (p.guessedNotSermon) {
    return notSermon(
      'This is a guess: its title, length and description suggest music, announcements or a livestream waiting screen. Try Again to have it analyzed anyway.',
    );
  }
  if (p.generateError) {
    return (
      <div className="dash-card" role="alert">
        <h2>Analysis Failed</h2>
        <p>{ANALYSIS_FAILED_MESSAGE}</p>
        <p className="muted">{p.generateError}</p>
        <div className="dash-actions">
          <button type="button" className="pill-button primary" onClick={p.onRetryGenerate}>
            Retry Analysis
          </button>
          {back}
        </div>
      </div>
    );
  }
  const s = p.sermon;
  if (p.generating || p.loading || !s)
    return <ProgressSteps title="Analyzing sermon" steps={SERMON_STEPS} almostAfterMs={20_000} done={0} />;
  if (running || analyze.isPending || regenerate.isPending) {
    return (
      <ProgressSteps
        title={s.status === 'transcribing' ? 'Transcribing sermon' : 'Analyzing sermon'}
        steps={SERMON_STEPS}
        almostAfterMs={20_000}
        done={s.progress ? DONE_BY_STEP[s.progress.step] : undefined}
        note={s.status === 'queued' ? queuedLabel(s.queue_position) : null}
      />
    );
  }
  if (isNotSermon(s)) return notSermon(s.analysis?.reason ?? s.message);
  if (s.status === 'needs_transcript') return <TranscriptForm sermon={s} />;
  if (s.status === 'failed' || !s.analysis) {
    return (
      <div className="dash-card" role="alert">
        <h2>Analysis Failed</h2>
        <p>{ANALYSIS_FAILED_MESSAGE}</p>
        {s.message && <p className="muted">{s.message}</p>}
        <div className="dash-actions">
          <button type="button" className="pill-button primary" onClick={() => analyze.mutate()}>
            Retry Analysis
          </button>
          {back}
        </div>
        {analyze.isError && <p className="error-text">{errorMessage(analyze.error)}</p>}
      </div>
    );
  }
  const videoId = s.youtube_video_id;
  const onPlay = videoId ? playFrom : null;
  return (
    <div className="sermon-review">
      <div className="sermon-review-main">
        {justDone && (
          <p className="dash-badge published" role="status">
            Analysis complete
          </p>
        )}
        {editing ? (
          <NotesEditor sermon={s} analysis={s.analysis} onDone={() => setEditing(false)} />
        ) : (
          <>
            <AnalysisView analysis={s.analysis} source={s.transcript_source} />
            <div className="dash-actions">
              <button type="button" className="pill-button primary" onClick={p.onContinue}>
                Looks right → Create study
              </button>
              <button type="button" className="pill-button" onClick={() => setEditing(true)}>
                Edit notes
              </button>
              <button
                type="button"
                className="pill-button"
                onClick={() => {
                  if (
                    window.confirm(
                      'Analyze this sermon again? The current analysis, and your edits to it, will be replaced.',
                    )
                  )
                    regenerate.mutate();
                }}
              >
                Analyze Again
              </button>
            </div>
            {regenerate.isError && (
              <p className="error-text" role="alert">
                {errorMessage(regenerate.error)}
              </p>
            )}
          </>
        )}
        <ReferencesEditor sermon={s} analysis={s.analysis} transcript={s.transcript} onPlay={onPlay} />
      </div>
      {(videoId || s.transcript?.length) && (
        <aside className="sermon-review-side" aria-label="The sermon">
          {videoId && <SermonVideo videoId={videoId} title={s.title} play={play} onPlay={playFrom} />}
          {s.transcript?.length ? (
            <TranscriptPanel sermon={s} transcript={s.transcript} onPlay={onPlay} />
          ) : null}
        </aside>
      )}
    </div>
  );
};
