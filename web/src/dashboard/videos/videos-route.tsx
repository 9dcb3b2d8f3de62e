import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { YouTubeVideo } from '../../../../common/src/contracts/churches.ts';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { formatDuration } from '../../../../common/src/youtube.ts';
import { churchQuery, recentVideosQuery, updateChurch } from '../../api/church-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { churchSermonsQuery } from '../../api/sermon-queries.ts';
import { useChurchId } from '../church-context.tsx';
import { NoChurch } from '../shared/no-church.tsx';
import { useClearingStatus } from '../shared/use-clearing-status.ts';
import { AddVideoForm } from './add-video-form.tsx';
import { ChurchStudies } from './church-studies.tsx';
import { OtherSermons } from './other-sermons.tsx';
import { videoState } from './video-state.ts';

/** /dashboard/{churchId}/videos (spec §2/§4): the channel's latest sermons and where each one stands. */
export const Component = () => {
  const churchId = useChurchId();
  const church = useQuery({ ...churchQuery(churchId), enabled: churchId > 0 });
  const videos = useQuery({ ...recentVideosQuery(churchId), enabled: churchId > 0 });
  // The church's sermons refine each video's state (queued, needs a transcript, failed…).
  const sermons = useQuery({ ...churchSermonsQuery(churchId), enabled: churchId > 0 });
  const sermonOf = new Map((sermons.data ?? []).map((s) => [s.youtube_video_id, s]));
  if (churchId === 0) return <NoChurch />;
  // The server says whether it found a channel; without its answer, the profile's empty field says so.
  const noChannel = videos.data
    ? videos.data.channel_id === null
    : videos.isError && church.data !== undefined && !church.data?.youtube_channel;
  return (
    <div className="dash-wide">
      <h1>Sermons</h1>
      <p className="muted">Your channel's latest videos. Open one to turn it into a Sermon Study.</p>
      {(videos.isPending || church.isPending) && <p className="status">Loading...</p>}
      {videos.isError && (
        <p className="error-text" role="alert">
          {errorMessage(videos.error)}
        </p>
      )}
      {noChannel && !videos.isPending && (
        <div className="dash-no-channel">
          <NoChannel churchId={churchId} current={church.data?.youtube_channel ?? ''} />
          <AddVideoForm churchId={churchId} prominent />
        </div>
      )}
      {videos.data && videos.data.channel_id !== null && videos.data.videos.length === 0 && (
        <div className="dash-empty">
          <h2>No videos found</h2>
          <p className="muted">The channel has no public videos yet.</p>
        </div>
      )}
      {videos.data && videos.data.videos.length > 0 && (
        <ul className="dash-videos">
          {videos.data.videos.map((v) => (
            <VideoCard key={v.id} churchId={churchId} video={v} sermon={sermonOf.get(v.id)} />
          ))}
        </ul>
      )}
      {!videos.isPending && (
        <OtherSermons churchId={churchId} shown={videos.data?.videos.map((v) => v.id) ?? []} />
      )}
      {!noChannel && !videos.isPending && !church.isPending && <AddVideoForm churchId={churchId} />}
      <ChurchStudies />
    </div>
  );
};

const VideoCard = ({
  churchId,
  video,
  sermon,
}: {
  churchId: number;
  video: YouTubeVideo;
  sermon?: Sermon;
}) => {
  const to = `/dashboard/${churchId}/videos/${video.id}`;
  const date = video.upload_date ? new Date(video.upload_date) : null;
  return (
    <li className="dash-card dash-video">
      <div className="dash-thumb">
        {video.thumbnail ? (
          <img src={video.thumbnail} alt="" loading="lazy" />
        ) : (
          <p className="status">No thumbnail available</p>
        )}
        <span className="dash-duration">
          <span className="visually-hidden">Duration </span>
          {formatDuration(video.duration)}
        </span>
      </div>
      <div className="dash-video-body">
        <h2>
          <Link to={to}>{video.title}</Link>
        </h2>
        {date && !Number.isNaN(date.getTime()) && (
          <p className="muted">
            <time dateTime={video.upload_date ?? undefined}>
              {date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}
            </time>
          </p>
        )}
        <div className="dash-actions">
          <StatusAction to={to} video={video} {...(sermon ? { sermon } : {})} />
        </div>
      </div>
    </li>
  );
};

/** The video's state as a badge (with its reason when it is a guess) and its next step as a button. */
const StatusAction = ({ to, video, sermon }: { to: string; video: YouTubeVideo; sermon?: Sermon }) => {
  const state = videoState(video, sermon);
  const href = state.action.query ? `${to}?${state.action.query}` : to;
  return (
    <>
      <span className={`dash-badge ${state.tone}`}>{state.label}</span>
      <Link
        className={`pill-button${state.tone === 'published' ? '' : ' primary'}`}
        to={href}
        aria-label={`${state.action.label}: ${video.title}`}
      >
        {state.action.label}
      </Link>
      {state.hint && <p className="muted dash-video-hint">{state.hint}</p>}
    </>
  );
};

/** 'No YouTube Channel', with the channel's address to set right here. */
const NoChannel = ({ churchId, current }: { churchId: number; current: string }) => {
  const [url, setUrl] = useState(current);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => updateChurch(churchId, { youtube_channel: url.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['user', 'church', churchId] });
    },
  });
  useClearingStatus(save);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <section className="dash-card" aria-labelledby="no-channel">
      <h2 id="no-channel">No YouTube Channel</h2>
      <p>
        {current
          ? 'The video channel on your profile could not be found. Check its address.'
          : 'Your church profile has no video channel yet. Add its address to see your sermons here.'}{' '}
        Or add a sermon by its link.
      </p>
      <form className="dash-form" onSubmit={submit}>
        <div>
          <label htmlFor="channel-url">YouTube channel address</label>
          <div className="dash-url-row">
            <input
              id="channel-url"
              type="url"
              placeholder="https://www.youtube.com/@yourchurch"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
            <button type="submit" className="pill-button primary" disabled={!url.trim() || save.isPending}>
              Save Channel
            </button>
          </div>
        </div>
        {save.isError && (
          <p className="error-text" role="alert">
            {errorMessage(save.error)}
          </p>
        )}
      </form>
    </section>
  );
};
