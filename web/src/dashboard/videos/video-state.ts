import type { YouTubeVideo } from '../../../../common/src/contracts/churches.ts';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { queuedLabel } from '../shared/queue-position.ts';

/** Where a sermon video stands, and the one thing to do next (issue 36: the video list, compactly). */
export interface VideoState {
  /** The badge: the state in a few words. */
  label: string;
  /** The badge's look: done (published), a guess, a problem, or plain. */
  tone: 'published' | 'guess' | 'problem' | 'plain';
  /** Said beside the badge where the state needs a reason ("a guess from its title…"). */
  hint?: string;
  /** The next step's button: its words, and where it goes (the video's workflow page, with a step). */
  action: { label: string; query?: string };
}

export const GUESS_HINT = 'A guess from its title, length and description: it can still be analyzed.';

/**
 * The state of a video of the channel (its spec §4 status from the server) refined by its sermon, when
 * the church has one: the list says which videos need a transcript, failed, were found not to be
 * sermons or wait in the queue, not only the four statuses of spec §4.
 */
export const videoState = (
  video: Pick<YouTubeVideo, 'status' | 'is_sermon'>,
  sermon?: Sermon,
): VideoState => {
  if (video.status === 'published' || sermon?.reading_plan_published)
    return { label: 'Published', tone: 'published', action: { label: 'Manage', query: 'step=publish' } };
  if (video.status === 'ready-to-publish' || sermon?.has_reading_plan)
    return { label: 'Draft study', tone: 'plain', action: { label: 'Publish', query: 'step=publish' } };
  if (video.status === 'sermon-ready' || sermon?.status === 'ready')
    return { label: 'Sermon Ready', tone: 'plain', action: { label: 'Create Study' } };
  switch (sermon?.status) {
    case 'queued':
      return {
        label: queuedLabel(sermon.queue_position) ?? 'Queued',
        tone: 'plain',
        action: { label: 'View Progress' },
      };
    case 'transcribing':
    case 'analyzing':
      return { label: 'Analyzing', tone: 'plain', action: { label: 'View Progress' } };
    case 'needs_transcript':
      // A sermon added by its link and never analysed says so; one whose analysis found no captions needs text.
      return sermon.error_type
        ? { label: 'Needs a transcript', tone: 'problem', action: { label: 'Add Transcript' } }
        : { label: 'Not analyzed yet', tone: 'plain', action: { label: 'Create Sermon Study' } };
    case 'not_sermon':
      return { label: 'Not a sermon', tone: 'problem', action: { label: 'Analyze Anyway' } };
    case 'failed':
      return { label: 'Analysis failed', tone: 'problem', action: { label: 'Try Again' } };
    default:
      return video.is_sermon
        ? { label: 'New', tone: 'plain', action: { label: 'Create Sermon Study' } }
        : {
            label: 'Probably not a sermon',
            tone: 'guess',
            hint: GUESS_HINT,
            action: { label: 'Analyze Anyway', query: 'analyze=anyway' },
          };
  }
};
