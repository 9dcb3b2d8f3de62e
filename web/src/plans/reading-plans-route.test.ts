import { describe, expect, it } from 'vitest';
import { estimateTime, lengthOf } from './estimate.ts';
import { matchesSearch } from './reading-plans-route.tsx';

describe('Sermon Study helpers', () => {
  it('estimates time per §9: per-passage range plus 3 minutes each, times the passages', () => {
    expect(lengthOf(3)).toBe('short');
    expect(lengthOf(12)).toBe('medium');
    expect(lengthOf(31)).toBe('chapter');
    // 5 medium passages: (3+3)*5 = 30 to (8+3)*5 = 55 minutes.
    expect(estimateTime([12, 12, 12, 12, 12])).toBe('30-55 min');
    // 6 chapter-long passages: 66 to 108 minutes.
    expect(estimateTime([31, 31, 31, 31, 31, 31])).toBe('1.1-1.8 hours');
  });

  it('filters studies by every word, across name, church and description', () => {
    const plan = {
      id: 1,
      name: 'He Is Risen',
      description: 'The resurrection in John',
      church_name: 'Emmaus Road Fellowship',
      type: 'sermon_study',
      theme: null,
      visibility: 'public' as const,
      church_id: 1,
      total_passages: 6,
    };
    expect(matchesSearch(plan, 'risen emmaus')).toBe(true);
    expect(matchesSearch(plan, 'RESURRECTION')).toBe(true);
    expect(matchesSearch(plan, 'psalm')).toBe(false);
    expect(matchesSearch(plan, '  ')).toBe(true);
  });
});
