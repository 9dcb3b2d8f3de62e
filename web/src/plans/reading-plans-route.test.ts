import { describe, expect, it } from 'vitest';
import { matchesSearch } from './reading-plans-route.tsx';

describe('the Sermon Studies list', () => {
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
      cover_url: null,
    };
    expect(matchesSearch(plan, 'risen emmaus')).toBe(true);
    expect(matchesSearch(plan, 'RESURRECTION')).toBe(true);
    expect(matchesSearch(plan, 'psalm')).toBe(false);
    expect(matchesSearch(plan, '  ')).toBe(true);
  });
});
