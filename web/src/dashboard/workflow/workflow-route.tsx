import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { VideoDetailResponse } from '../../../../common/src/contracts/churches.ts';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { formatDuration } from '../../../../common/src/youtube.ts';
import { churchQuery, videoDetailQuery } from '../../api/church-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { generateFromVideo, sermonQuery } from '../../api/sermon-queries.ts';
import { useChurchId } from '../church-context.tsx';
import { AnalyzeStep } from './analyze-step.tsx';
import { PublishStep } from './publish-step.tsx';
import { StudyStep } from './study-step.tsx';

type Step = 'analyze' | 'study' | 'publish';

/**
 * /dashboard/{churchId}/videos/{youtubeId} (spec §4 sermon video workflow): 1 Analyze Sermon, 2 Create
 * Study (enabled once the sermon has an analysis), 3 Publish (once a plan exists). Opening a video with
 * no sermon starts its analysis, unless the video is classed as not a sermon.
 */
export const Component = () => {
  const churchId = useChurchId();
  const { youtubeId = '' } = useParams();
  const detail = useQuery(videoDetailQuery(churchId, youtubeId));
  if (detail.isPending) return <p className="status">Loading...</p>;
  if (detail.isError || !detail.data) {
    return (
      <div className="dash-narrow">
        <h1>Video Not Found</h1>
        <p className="muted">The requested video could not be found.</p>
        <Link className="pill-button" to={`/dashboard/${churchId}/videos`}>
          Back to Videos
        </Link>
      </div>
    );
  }
  return <Workflow churchId={churchId} data={detail.data} />;
};

const Workflow = ({ churchId, data }: { churchId: number; data: VideoDetailResponse }) => {
  const { video } = data;
  const queryClient = useQueryClient();
  const church = useQuery(churchQuery(churchId));
  const [sermonId, setSermonId] = useState<number | null>(data.sermon?.id ?? null);
  const sermon = useQuery({ ...sermonQuery(sermonId ?? 0), enabled: sermonId !== null });
  // Spec §4: a video classed as not a sermon shows not_sermon at once; Try Again generates anyway.
  // "Analyze Anyway" in the video list (?analyze=anyway) overrides the guess as Try Again does.
  const [params] = useSearchParams();
  const [forced, setForced] = useState(() => params.get('analyze') === 'anyway');
  const started = useRef(false);
  const generate = useMutation({
    mutationFn: () =>
      generateFromVideo(churchId, {
        youtube_url: video.url,
        title: video.title,
        theology: church.data?.theology.slug ?? 'default',
      }),
    onSuccess: (s) => {
      if (!s) return;
      queryClient.setQueryData(['user', 'sermon', s.id], s);
      setSermonId(s.id);
      void queryClient.invalidateQueries({ queryKey: ['user', 'church', churchId, 'videos'] });
    },
  });
  const guessedNotSermon = !video.is_sermon && !forced;
  const s: Sermon | null = sermon.data ?? null;
  // A sermon added by its link (POST /api/churches/{id}/sermons) has never been analysed: the publisher
  // asked for this video, so its analysis starts as for a video without a sermon (the server decides
  // whether it is one). A sermon whose analysis found no transcript says so (error_type no_transcript).
  const neverAnalysed =
    s !== null &&
    s.status === 'needs_transcript' &&
    !s.has_analysis &&
    s.error_type === null &&
    s.transcript_source === null;
  useEffect(() => {
    if (started.current || !church.data) return;
    if ((sermonId === null && !guessedNotSermon) || neverAnalysed) {
      started.current = true;
      generate.mutate();
    }
  }, [sermonId, guessedNotSermon, neverAnalysed, church.data, generate]);

  const hasAnalysis = !!s?.has_analysis;
  const planId = s?.reading_plan_id ?? data.reading_plan?.id ?? null;
  const [step, setStep] = useState<Step>(() =>
    params.get('step') === 'publish' && planId
      ? 'publish'
      : planId || data.sermon?.has_analysis
        ? 'study'
        : 'analyze',
  );
  const enabled: Record<Step, boolean> = { analyze: true, study: hasAnalysis, publish: planId !== null };
  const done: Record<Step, boolean> = {
    analyze: hasAnalysis,
    study: planId !== null,
    publish: !!s?.reading_plan_published,
  };
  const labels: [Step, string][] = [
    ['analyze', '1 Analyze Sermon'],
    ['study', '2 Create Study'],
    ['publish', '3 Publish'],
  ];
  const date = video.upload_date ? new Date(video.upload_date) : null;

  return (
    <div className="dash-wide">
      <div className="dash-video-head">
        {video.thumbnail && <img src={video.thumbnail} alt="" />}
        <div>
          <h1>{video.title}</h1>
          <p className="muted">
            {date && !Number.isNaN(date.getTime()) && `${date.toLocaleDateString()} · `}
            {formatDuration(video.duration)} ·{' '}
            <a href={video.url} target="_blank" rel="noopener noreferrer">
              Watch on YouTube
            </a>
          </p>
        </div>
      </div>
      <div className="dash-tabs" role="tablist" aria-label="Sermon workflow">
        {labels.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls="workflow-panel"
            aria-selected={step === id}
            disabled={!enabled[id]}
            onClick={() => setStep(id)}
          >
            {label}
            {done[id] && (
              <>
                {' '}
                <span aria-hidden="true">✓</span>
                <span className="visually-hidden">(completed)</span>
              </>
            )}
          </button>
        ))}
      </div>
      <section id="workflow-panel" role="tabpanel" aria-labelledby={`tab-${step}`}>
        {step === 'analyze' && (
          <AnalyzeStep
            churchId={churchId}
            sermon={s}
            loading={sermonId !== null && sermon.isPending}
            // A sermon never analysed is about to be: its progress, not 'No transcript yet', from the start.
            generating={generate.isPending || neverAnalysed}
            generateError={generate.isError ? errorMessage(generate.error) : null}
            guessedNotSermon={sermonId === null && guessedNotSermon}
            onTryAgain={() => {
              setForced(true);
              if (sermonId === null) generate.mutate();
            }}
            onRetryGenerate={() => generate.mutate()}
            onContinue={() => setStep('study')}
          />
        )}
        {step === 'study' && s && (
          <StudyStep sermon={s} planId={planId} onCreated={() => setStep('publish')} />
        )}
        {step === 'publish' && planId !== null && <PublishStep planId={planId} sermonId={s?.id ?? null} />}
      </section>
    </div>
  );
};
