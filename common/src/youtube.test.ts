import { describe, expect, it } from 'vitest';
import { formatDuration, youTubeVideoId } from './youtube.ts';

// Spec §5: which links are YouTube videos, and how a duration reads.
describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['a_b-c_d-e_f', 'a_b-c_d-e_f'],
  ])('reads %s', (link, id) => {
    expect(youTubeVideoId(link)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=tooShort',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/@gracechurch',
    'https://www.youtube.com/channel/UC1234567890123456789012',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'dQw4w9WgXc!',
    '',
  ])('refuses %s', (link) => {
    expect(youTubeVideoId(link)).toBeNull();
  });

  it('accepts a self-hosted mirror only when named', () => {
    const mirror = 'http://127.0.0.1:8080/watch?v=dQw4w9WgXcQ';
    expect(youTubeVideoId(mirror)).toBeNull();
    expect(youTubeVideoId(mirror, ['127.0.0.1:8080'])).toBe('dQw4w9WgXcQ');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [245, '4:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [3100.9, '51:40'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('%s seconds reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
