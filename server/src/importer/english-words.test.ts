import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { createLibraryRepository } from '../modules/library/library.repository.ts';
import { parseEnglishWords } from './english-words.ts';
import { importEnglishWords } from './import.ts';
import { ENGLISH_WORDS, SOURCE_KEYS } from './sources.ts';

// Lines as Debian's wamerican (SCOWL) has them: names capitalised, possessives, accented words.
const WORD_LIST = ['Issac', 'Mathew', "Mathew's", 'Philippines', 'brain', 'lunch', "lunch's", 'café', 'bonus']
  .map((w) => `${w}\n`)
  .join('');

describe('the English word list (home search: "lunch" is no misspelt "launch")', () => {
  it('keeps the lower-case a–z entries only: no names, possessives or accented words', () => {
    expect(parseEnglishWords(WORD_LIST)).toEqual(['brain', 'lunch', 'bonus']);
    expect(parseEnglishWords('lunch\r\nlunch\n\n')).toEqual(['lunch']);
  });

  describe('its import', () => {
    let database: Database;
    let dir: string;
    beforeAll(async () => {
      database = await createTestDatabase();
      dir = mkdtempSync(join(tmpdir(), 'emmaus-words-'));
    });
    afterAll(async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const recorded = async () =>
      (
        (await database.db.execute(
          sql`select count(*)::int as n from imports where source = ${ENGLISH_WORDS.id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;

    it('is a source of its own, read from the configured file, and the library gives its words', async () => {
      expect(SOURCE_KEYS).toContain(ENGLISH_WORDS.id);
      const path = join(dir, 'words');
      writeFileSync(path, WORD_LIST);
      await importEnglishWords(database.db, path, 'full');
      expect(await createLibraryRepository(database.db).englishWords()).toEqual(['bonus', 'brain', 'lunch']);
      expect(await recorded()).toBe(1);
    });

    it('without the file stores no words and goes on, saying so', async () => {
      const said: string[] = [];
      await importEnglishWords(database.db, join(dir, 'missing'), 'full', (m) => said.push(m));
      expect(await createLibraryRepository(database.db).englishWords()).toEqual([]);
      expect(await recorded()).toBe(1);
      expect(said.join('\n')).toMatch(/english-words: no word list at .*missing/);
    });
  });
});
