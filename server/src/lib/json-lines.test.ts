import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonLines } from './json-lines.ts';

const dir = mkdtempSync(join(tmpdir(), 'json-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const Row = z.object({ ref: z.string().regex(/^[A-Z0-9]{3} \d+$/) }).strict();

describe('readJsonLines', () => {
  it('reads one entry a line, blank lines skipped', () => {
    expect(readJsonLines(file('ok.jsonl', '{"ref":"GEN 1"}\n\n{"ref":"JHN 3"}\n'), Row)).toEqual([
      { ref: 'GEN 1' },
      { ref: 'JHN 3' },
    ]);
  });

  it('names the file and line of an entry its schema refuses', () => {
    const path = file('bad.jsonl', '{"ref":"GEN 1"}\n{"ref":"Genesis 1"}\n');
    expect(() => readJsonLines(path, Row)).toThrow(`${path}:2: `);
  });

  it('names the file and line of a line that is not JSON', () => {
    const path = file('broken.jsonl', '{"ref":"GEN 1"}\n{"ref":\n');
    expect(() => readJsonLines(path, Row)).toThrow(`${path}:2: not JSON`);
  });
});
