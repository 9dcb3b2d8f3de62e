import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 36: no raw "Failed to fetch" / "HTTP 404" on screen. Every screen turns an error into words
// through errorMessage (error-message.ts); this reads every component and module of the web app, so a
// new `err.message` shown as it is fails here rather than in front of a reader.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );

/** An error's own message read for display: `err.message`, `save.error?.message`, `(e as Error).message`. */
const RAW = /\b(?:e|err|error|[a-z]+\.error)\)?\??\.message\b(?!\s*===)/;
/** Where a raw message is right: the translation itself, reports to the server (not shown), tests. */
const ALLOWED = /error-message\.ts$|\.test\.tsx?$|report\.ts$|client\.ts$|auth-client\.ts$/;

describe('error messages on screen (issue 36)', () => {
  it('no screen shows an error object’s own message', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = files(root)
      .filter((f) => !ALLOWED.test(f))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            RAW.test(line) && !line.trim().startsWith('//') ? [`${f}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
