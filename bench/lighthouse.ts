import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from './browser-metrics.ts';

const run = promisify(execFile);

export type LighthouseScores = Record<'performance' | 'accessibility' | 'best-practices', number>;

/**
 * Lighthouse 12.8.2 (the last line that runs on Node 20), mobile preset, against Debian's Chromium.
 * Fetched with npx on first use rather than installed with the project: only the bench needs it.
 */
export const runLighthouse = async (url: string, workDir: string): Promise<LighthouseScores> => {
  const out = join(workDir, 'lighthouse.json');
  await run(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20, timeout: 300_000 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
  };
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
};
