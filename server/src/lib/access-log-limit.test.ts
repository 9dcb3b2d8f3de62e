import { describe, expect, it } from 'vitest';
import type { AccessEntry } from './access-entry.ts';
import { limitAccess } from './access-log-limit.ts';

const entry = (status: number): AccessEntry => ({ method: 'GET', url: '/x', status, ms: 1 });

describe('access lines beyond the per-second budget', () => {
  it('writes the first lines of each second in full and summarises the rest of that second by status class', () => {
    let t = 5_000_100;
    const lines: AccessEntry[] = [];
    const summaries: Record<string, unknown>[] = [];
    const limited = limitAccess(
      (e) => lines.push(e),
      (l) => summaries.push(JSON.parse(l) as Record<string, unknown>),
      3,
      () => t,
    );
    for (const s of [200, 200, 304, 200, 404, 200, 503, 304]) limited.write(entry(s));
    // Three in full, then the 5xx in full; four counted.
    expect(lines.map((l) => l.status)).toEqual([200, 200, 304, 503]);
    expect(summaries).toEqual([]);
    limited.flush(); // same second: nothing yet
    expect(summaries).toEqual([]);
    t += 1000;
    limited.flush();
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      level: 30,
      unlogged: 4,
      status: { '2xx': 2, '3xx': 1, '4xx': 1 },
      second: new Date(5_000_000).toISOString(),
    });
    // A new second starts with a full budget again, and a quiet second writes no summary.
    limited.write(entry(200));
    expect(lines).toHaveLength(5);
    t += 1000;
    limited.flush();
    expect(summaries).toHaveLength(1);
  });

  it('summarises a second that ends with a request of the next one, and on close at once', () => {
    let t = 7_000_000;
    const summaries: string[] = [];
    const limited = limitAccess(
      () => {},
      (l) => summaries.push(l),
      1,
      () => t,
    );
    limited.write(entry(200));
    limited.write(entry(200));
    t += 1500;
    limited.write(entry(200)); // the next second: the previous one's summary comes first
    expect(summaries).toHaveLength(1);
    limited.write(entry(201));
    limited.flush(true);
    expect(summaries).toHaveLength(2);
    expect(JSON.parse(summaries[1] ?? '')).toMatchObject({ unlogged: 1, status: { '2xx': 1 } });
  });

  it('writes every request when the budget is 0', () => {
    const lines: AccessEntry[] = [];
    const limited = limitAccess(
      (e) => lines.push(e),
      () => {},
      0,
      () => 1,
    );
    for (let i = 0; i < 5000; i++) limited.write(entry(200));
    expect(lines).toHaveLength(5000);
  });
});
