import { readFileSync } from 'node:fs';
import { type ZodType, z } from 'zod';

/**
 * Reads a data file of JSON Lines (one entry a line, blank lines skipped) and checks every entry
 * against its schema. A wrong entry stops whoever reads the file (the server at start-up, a test, a
 * script) with the file and line, rather than a reader's question later.
 */
export const readJsonLines = <T>(file: string, schema: ZodType<T>): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (!line.trim()) return [];
      const where = `${file}:${i + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (err) {
        throw new Error(`${where}: not JSON (${(err as Error).message})`);
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
      return [parsed.data];
    });
