import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { churchSermonsQuery } from '../../api/sermon-queries.ts';
import { videoState } from './video-state.ts';

/**
 * Videos of the church's sermons that are not among the channel's latest (added by link, or older), so
 * a video added by its link can be found again: without a channel, this is the only list of them.
 */
export const OtherSermons = ({ churchId, shown }: { churchId: number; shown: readonly string[] }) => {
  const sermons = useQuery({ ...churchSermonsQuery(churchId), enabled: churchId > 0 });
  const others = (sermons.data ?? []).filter(
    (s): s is Sermon & { youtube_video_id: string } =>
      s.youtube_video_id !== null && !shown.includes(s.youtube_video_id),
  );
  if (others.length === 0) return null;
  return (
    <section className="dash-other-sermons" aria-labelledby="other-sermons">
      <h2 id="other-sermons">Other sermon videos</h2>
      <p className="muted">Added by link, or no longer among the channel's latest videos.</p>
      <ul>
        {others.map((s) => {
          // A sermon of the church is a sermon the publisher asked for: no guess, its own status.
          const state = videoState({ status: 'available', is_sermon: true }, s);
          return (
            <li key={s.id}>
              <Link to={`/dashboard/${churchId}/videos/${s.youtube_video_id}`}>{s.title}</Link>{' '}
              <span className={`dash-badge ${state.tone}`}>{state.label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
