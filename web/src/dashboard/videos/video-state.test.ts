import { describe, expect, it } from 'vitest';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { GUESS_HINT, videoState } from './video-state.ts';

const sermon = (over: Partial<Sermon>): Sermon =>
  ({
    status: 'ready',
    error_type: null,
    has_reading_plan: false,
    reading_plan_published: false,
    queue_position: null,
    ...over,
  }) as Sermon;

const video = (
  status: 'available' | 'sermon-ready' | 'ready-to-publish' | 'published',
  is_sermon = true,
) => ({
  status,
  is_sermon,
});

describe('videoState: each video of the list says where it stands and what to do next', () => {
  it('keeps the four statuses of spec §4 with their next step', () => {
    expect(videoState(video('available'))).toMatchObject({
      label: 'New',
      action: { label: 'Create Sermon Study' },
    });
    expect(videoState(video('sermon-ready'))).toMatchObject({
      label: 'Sermon Ready',
      action: { label: 'Create Study' },
    });
    expect(videoState(video('ready-to-publish'))).toMatchObject({
      label: 'Draft study',
      action: { label: 'Publish', query: 'step=publish' },
    });
    expect(videoState(video('published'))).toMatchObject({ label: 'Published', tone: 'published' });
  });

  it('says a "not a sermon" guess is a guess, and offers to analyze it anyway', () => {
    const state = videoState(video('available', false));
    expect(state).toMatchObject({
      label: 'Probably not a sermon',
      tone: 'guess',
      hint: GUESS_HINT,
      action: { label: 'Analyze Anyway', query: 'analyze=anyway' },
    });
    // A sermon the church has overrides the guess.
    expect(videoState(video('available', false), sermon({ status: 'analyzing' })).label).toBe('Analyzing');
  });

  it('refines the status by the sermon: queued, no transcript, not a sermon, failed', () => {
    expect(videoState(video('available'), sermon({ status: 'queued', queue_position: 2 })).label).toBe(
      'Queued — 2 sermons ahead',
    );
    expect(
      videoState(video('available'), sermon({ status: 'needs_transcript', error_type: 'no_transcript' })),
    ).toMatchObject({ label: 'Needs a transcript', tone: 'problem', action: { label: 'Add Transcript' } });
    expect(videoState(video('available'), sermon({ status: 'needs_transcript' })).label).toBe(
      'Not analyzed yet',
    );
    expect(videoState(video('available'), sermon({ status: 'not_sermon' }))).toMatchObject({
      label: 'Not a sermon',
      action: { label: 'Analyze Anyway' },
    });
    expect(videoState(video('available'), sermon({ status: 'failed' })).action.label).toBe('Try Again');
    expect(videoState(video('available'), sermon({ status: 'ready', has_reading_plan: true })).label).toBe(
      'Draft study',
    );
  });
});
