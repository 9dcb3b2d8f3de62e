import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { errorMessage } from './error-message.ts';

describe('errorMessage (issue 36)', () => {
  it.each([
    [new TypeError('Failed to fetch'), /couldn't reach Emmaus|offline/],
    [new TypeError('NetworkError when attempting to fetch resource.'), /couldn't reach Emmaus|offline/],
    [new TypeError('Load failed'), /couldn't reach Emmaus|offline/],
    [new Error('HTTP 404'), /couldn't find that/],
    [new ApiError('HTTP error! status: 500', 500), /on our side/],
    [new Error('HTTP error! Status: 503'), /on our side/],
    [new Error('Download failed (HTTP 502)'), /on our side/],
    [new ApiError('Search failed', 429), /Too many requests/],
    [new SyntaxError('Unexpected token < in JSON at position 0'), /on our side/],
    ['HTTP 403', /permission/],
  ])('%s reads as plain words', (err, expected) => {
    const message = errorMessage(err);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/HTTP|fetch|status|token/i);
  });

  it("keeps the server's own message", () => {
    expect(errorMessage(new ApiError('Passage not found', 404))).toBe('Passage not found');
    expect(errorMessage(new ApiError('Note is too long (at most 10000 characters)', 400))).toBe(
      'Note is too long (at most 10000 characters)',
    );
  });

  it('falls back when nothing is known', () => {
    expect(errorMessage(undefined, 'The note could not be saved')).toBe('The note could not be saved');
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
  });
});
