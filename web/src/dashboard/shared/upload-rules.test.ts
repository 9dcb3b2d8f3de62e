import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES } from '../../../../common/src/contracts/sermons.ts';
import {
  audioFileProblem,
  audioTypeOf,
  NOT_A_VIDEO_LINK,
  uploadedOf,
  videoLinkProblem,
} from './upload-rules.ts';

describe('add a video by link: what the form checks before sending', () => {
  it('accepts every spec §5 form of a YouTube link, and a bare id', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      '  dQw4w9WgXcQ ',
    ])
      expect(videoLinkProblem(link), link).toBeNull();
  });

  it('names what is wrong: empty, not a link, a YouTube page that is no video', () => {
    expect(videoLinkProblem('   ')).toBe('Paste the link of the video.');
    expect(videoLinkProblem('our sermon from Sunday')).toBe(NOT_A_VIDEO_LINK);
    expect(videoLinkProblem('https://www.youtube.com/@gracechurch')).toBe(NOT_A_VIDEO_LINK);
    expect(videoLinkProblem('https://www.youtube.com/watch?v=short')).toBe(NOT_A_VIDEO_LINK);
    expect(videoLinkProblem('ftp://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(NOT_A_VIDEO_LINK);
  });

  it('leaves a link to another host to the server (a self-hosted video platform)', () => {
    expect(videoLinkProblem('https://videos.example.org/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});

describe('audio upload: what the form checks before sending', () => {
  const mb = 1048576;
  it('takes audio of the server’s types up to the limit', () => {
    expect(
      audioFileProblem({ name: 'sunday.mp3', size: 40 * mb, type: 'audio/mpeg' }, AUDIO_MAX_BYTES),
    ).toBeNull();
    expect(audioFileProblem({ name: 'sunday.mp4', size: mb, type: 'video/mp4' }, AUDIO_MAX_BYTES)).toBeNull();
  });

  it('refuses a file past the limit (200 MB), of another type, or empty', () => {
    expect(
      audioFileProblem({ name: 'long.wav', size: 200 * mb + 1, type: 'audio/wav' }, AUDIO_MAX_BYTES),
    ).toBe('That file is 200.0 MB: an audio file may be at most 200 MB.');
    expect(
      audioFileProblem({ name: 'notes.pdf', size: mb, type: 'application/pdf' }, AUDIO_MAX_BYTES),
    ).toMatch(/^Choose an audio file/);
    expect(audioFileProblem({ name: 'x.ogg', size: 0, type: 'audio/ogg' }, AUDIO_MAX_BYTES)).toBe(
      'That file is empty.',
    );
  });

  it('reads the type from the extension when the system gives none', () => {
    expect(audioTypeOf({ name: 'Sunday.M4A', type: '' })).toBe('audio/mp4');
    expect(audioTypeOf({ name: 'sermon.opus', type: '' })).toBe('audio/opus');
    expect(audioTypeOf({ name: 'sermon.txt', type: '' })).toBeNull();
    expect(audioTypeOf({ name: 'sermon.mp3', type: 'text/plain' })).toBeNull();
  });

  it('shows progress in megabytes', () => {
    expect(uploadedOf(12.5 * mb, 80 * mb)).toBe('12.5 of 80.0 MB');
  });
});
