import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 31: no hand-written source file over 900 lines (long tables are data files, decision 0013), and
// the composition root stays a list of modules (decision 0019). Tests and generated files are exempt.
const MAX_LINES = 900;
const APP_MAX_LINES = 150;
const ROOTS = ['server/src', 'common/src', 'web/src', 'scripts', 'bench'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mjs|cjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });

const lineCount = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').length;

describe('source size', () => {
  it(`has no non-test source file over ${MAX_LINES} lines`, () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const long = files.filter((f) => lineCount(f) > MAX_LINES).map((f) => `${f}: ${lineCount(f)}`);
    expect(long).toEqual([]);
  });

  it(`keeps server/src/app.ts within ${APP_MAX_LINES} lines`, () => {
    expect(lineCount('server/src/app.ts')).toBeLessThanOrEqual(APP_MAX_LINES);
  });
});
