import { describe, expect, it } from 'vitest';
import { estimateTime, lengthOf } from './estimate.ts';

describe('estimated reading time', () => {
  it('estimates time per §9: per-passage range plus 3 minutes each, times the passages', () => {
    expect(lengthOf(3)).toBe('short');
    expect(lengthOf(12)).toBe('medium');
    expect(lengthOf(31)).toBe('chapter');
    // 5 medium passages: (3+3)*5 = 30 to (8+3)*5 = 55 minutes.
    expect(estimateTime([12, 12, 12, 12, 12])).toBe('30-55 min');
    // 6 chapter-long passages: 66 to 108 minutes.
    expect(estimateTime([31, 31, 31, 31, 31, 31])).toBe('1.1-1.8 hours');
  });
});
