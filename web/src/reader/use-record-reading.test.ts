import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterVisibleFor, READ_AFTER_MS } from './use-record-reading.ts';

// A chapter counts as read after 20 s in view (issue 33): time with the page hidden does not count.
const listeners = new Set<() => void>();
const doc = {
  visibilityState: 'visible' as 'visible' | 'hidden',
  addEventListener: (_: string, f: () => void) => listeners.add(f),
  removeEventListener: (_: string, f: () => void) => listeners.delete(f),
};
const setVisible = (v: boolean) => {
  doc.visibilityState = v ? 'visible' : 'hidden';
  for (const f of listeners) f();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', doc);
  doc.visibilityState = 'visible';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  listeners.clear();
});

describe('afterVisibleFor', () => {
  it('fires once after 20 s in view, not before', () => {
    const done = vi.fn();
    afterVisibleFor(READ_AFTER_MS, done);
    vi.advanceTimersByTime(19_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not count time while the page is hidden', () => {
    const done = vi.fn();
    afterVisibleFor(READ_AFTER_MS, done);
    vi.advanceTimersByTime(10_000);
    setVisible(false);
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    setVisible(true);
    vi.advanceTimersByTime(9_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the reader leaves the chapter', () => {
    const done = vi.fn();
    const cancel = afterVisibleFor(READ_AFTER_MS, done);
    vi.advanceTimersByTime(15_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
