import { describe, expect, it } from 'vitest';
import {
  assignShards,
  DURATIONS,
  durationsFromReports,
  fileFilter,
  readDurations,
  specFiles,
  UNKNOWN_SECONDS,
} from './e2e-shards.mjs';

describe('e2e shards by duration', () => {
  it('puts every spec file in exactly one shard, longest first into the lightest', () => {
    const files = ['e2e/a.e2e.ts', 'e2e/b.e2e.ts', 'e2e/c.e2e.ts', 'e2e/d.e2e.ts', 'e2e/new.e2e.ts'];
    const shards = assignShards(
      files,
      { 'e2e/a.e2e.ts': 300, 'e2e/b.e2e.ts': 200, 'e2e/c.e2e.ts': 100, 'e2e/d.e2e.ts': 90 },
      2,
    );
    expect(shards.map((s) => s.files)).toEqual([
      ['e2e/a.e2e.ts', 'e2e/d.e2e.ts'],
      ['e2e/b.e2e.ts', 'e2e/c.e2e.ts', 'e2e/new.e2e.ts'],
    ]);
    expect(shards.map((s) => s.seconds)).toEqual([390, 300 + UNKNOWN_SECONDS]);
    expect(shards.flatMap((s) => s.files).sort()).toEqual(files);
  });

  it('splits the real spec files so that each shard is within a file of the other', () => {
    const files = specFiles();
    const durations = readDurations();
    const shards = assignShards(files, durations, 2);
    expect(shards.flatMap((s) => s.files).sort()).toEqual(files);
    const longest = Math.max(...files.map((f) => durations[f] ?? UNKNOWN_SECONDS));
    const [a, b] = shards.map((s) => s.seconds) as [number, number];
    expect(Math.abs(a - b)).toBeLessThanOrEqual(longest);
  });

  it('filters one file by name and no other (Playwright reads filters as regular expressions)', () => {
    const re = new RegExp(fileFilter('e2e/plans.e2e.ts'));
    expect(re.test('/work/main/e2e/plans.e2e.ts')).toBe(true);
    expect(re.test('/work/main/e2e/reading-plans.e2e.ts')).toBe(false);
    expect(re.test('/work/main/e2e/plansxe2e.ts')).toBe(false);
  });

  it('sums each file’s test results across projects and retries from Playwright JSON reports', () => {
    const report = {
      suites: [
        {
          specs: [],
          suites: [
            {
              specs: [
                {
                  file: 'a.e2e.ts',
                  tests: [
                    { results: [{ duration: 1500 }, { duration: 500 }] },
                    { results: [{ duration: 1000 }] },
                  ],
                },
              ],
            },
          ],
        },
        { specs: [{ file: 'b.e2e.ts', tests: [{ results: [{ duration: 2400 }] }] }] },
      ],
    };
    expect(durationsFromReports([report, report])).toEqual({ 'e2e/a.e2e.ts': 6, 'e2e/b.e2e.ts': 5 });
    expect(DURATIONS).toBe('e2e/durations.json');
  });
});
