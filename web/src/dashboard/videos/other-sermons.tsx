import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { churchSermonsQuery } from '../../api/sermon-queries.ts';
import { queuedLabel } from '../shared/queue-position.ts';

/** Where a sermon stands, in the words of the workflow screen. */
const stateOf = (s: Sermon): string => {
  if (s.reading_plan_published) return 'Study published';
  if (s.has_reading_plan) return 'Study ready to publish';
  switch (s.status) {
    case 'needs_transcript':
      return s.error_type ? 'No transcript yet' : 'Not analysed yet';
    case 'queued':
      return queuedLabel(s.queue_position) ?? 'Analyzing';
    case 'transcribing':
    case 'analyzing':
      return 'Analyzing';
    case 'ready':
      return 'Analysed';
    case 'not_sermon':
      return 'Not a sermon';
    case 'failed':
      return 'Analysis failed';
  }
};

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
        {others.map((s) => (
          <li key={s.id}>
            <Link to={`/dashboard/${churchId}/videos/${s.youtube_video_id}`}>{s.title}</Link>{' '}
            <span className="dash-badge">{stateOf(s)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
