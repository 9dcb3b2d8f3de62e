import { describe, expect, it } from 'vitest';
import { queuedLabel } from './queue-position.ts';

describe("a queued sermon's place in its church's queue", () => {
  it('says how many sermons are ahead, or that it is next, and nothing when unknown', () => {
    expect(queuedLabel(0)).toBe('Queued — next in line');
    expect(queuedLabel(1)).toBe('Queued — 1 sermon ahead');
    expect(queuedLabel(2)).toBe('Queued — 2 sermons ahead');
    expect(queuedLabel(null)).toBeNull();
    expect(queuedLabel(undefined)).toBeNull();
  });
});
