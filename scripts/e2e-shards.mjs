// The e2e files split between shards by how long each took (e2e/durations.json), so the shards end
// together: Playwright's own `--shard` splits by count, and at stop 41 one shard ended 2.4 minutes
// after the other. Plain JavaScript: scripts/bootstrap.mjs runs before any TypeScript tooling.
//
//   node scripts/e2e-shards.mjs --update test-results/shard-*/results.json
// rewrites e2e/durations.json from the JSON reports of a run (`npm test` writes one per shard).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DURATIONS = 'e2e/durations.json';
// A file the table does not know yet (new since the last update): about an average file.
export const UNKNOWN_SECONDS = 45;

/** The e2e spec files, relative to the root ("e2e/auth.e2e.ts"), sorted. */
export const specFiles = (dir = join(root, 'e2e')) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .sort()
    .map((f) => `e2e/${f}`);

/**
 * Longest first, each to the shard with the least time so far: every file in exactly one shard, the
 * same split for the same table (ties by name).
 */
export const assignShards = (files, durations, count) => {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weight = (f) => durations[f] ?? UNKNOWN_SECONDS;
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = shards.reduce((best, s) => (s.seconds < best.seconds ? s : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return shards;
};

/** Playwright's file filters are regular expressions: this one matches that file and no other. */
export const fileFilter = (file) =>
  `[\\\\/]${file
    .split('/')
    .pop()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

export const readDurations = () => {
  try {
    return JSON.parse(readFileSync(join(root, DURATIONS), 'utf8'));
  } catch {
    return {};
  }
};

/** Seconds per spec file in Playwright JSON reports (every project and retry counted). */
export const durationsFromReports = (reports) => {
  const out = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = `e2e/${spec.file}`;
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) out[file] = (out[file] ?? 0) + (result.duration ?? 0) / 1000;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) walk(suite);
  return Object.fromEntries(
    Object.entries(out)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([f, s]) => [f, Math.round(s)]),
  );
};

if (process.argv[2] === '--update') {
  const reports = process.argv.slice(3).map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const durations = durationsFromReports(reports);
  writeFileSync(join(root, DURATIONS), `${JSON.stringify(durations, null, 2)}\n`);
  const total = Object.values(durations).reduce((a, b) => a + b, 0);
  console.log(`${DURATIONS}: ${Object.keys(durations).length} files, ${Math.round(total / 60)} min in all`);
}
