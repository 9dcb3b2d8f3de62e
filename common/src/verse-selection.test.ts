import { describe, expect, it } from 'vitest';
import { formatVerseParam, parseVerseParam, toggleVerse } from './verse-selection.ts';

describe('verse selection param', () => {
  it('parses numbers and ranges, sorted and unique', () => {
    expect(parseVerseParam('16')).toEqual([16]);
    expect(parseVerseParam('5-7,3,6')).toEqual([3, 5, 6, 7]);
    expect(parseVerseParam(' 1 - 2 , 4 ')).toEqual([1, 2, 4]);
  });

  it('accepts only a ≤ b and drops malformed parts', () => {
    expect(parseVerseParam('7-5')).toEqual([]);
    expect(parseVerseParam('0,abc,3-,-2,4')).toEqual([4]);
    expect(parseVerseParam('')).toEqual([]);
    expect(parseVerseParam(null)).toEqual([]);
  });

  it('caps ranges at the maximum verse', () => {
    expect(parseVerseParam('1-999', 3)).toEqual([1, 2, 3]);
  });

  it('formats runs as ranges and round-trips', () => {
    expect(formatVerseParam([3, 5, 6, 7, 16])).toBe('3,5-7,16');
    expect(formatVerseParam([])).toBe('');
    expect(parseVerseParam(formatVerseParam([1, 2, 3, 9]))).toEqual([1, 2, 3, 9]);
  });

  it('toggles a verse in and out', () => {
    expect(toggleVerse([3], 5)).toEqual([3, 5]);
    expect(toggleVerse([3, 5], 3)).toEqual([5]);
  });
});
