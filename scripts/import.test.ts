import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../server/src/db/database.ts';
import { ENGLISH_WORDS } from '../server/src/importer/sources.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { withDatabase } from '../test/global-setup.ts';
import { spawnTs } from '../test/spawn.ts';

const dir = mkdtempSync(join(tmpdir(), 'emmaus-import-'));
// On the PostgreSQL pass the same test runs against a fresh database on the server.
const pgUrl = process.env.TEST_DATABASE_URL;
const pgName = `emmaus_t_import_${process.pid}`;
const env: Record<string, string> = { DATA_DIR: dir };
let admin: pg.Client | undefined;
beforeAll(async () => {
  if (!pgUrl) return;
  admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${pgName}`);
  env.DATABASE_URL = withDatabase(pgUrl, pgName);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await admin?.query(`drop database if exists ${pgName} with (force)`);
  await admin?.end();
});
const open = () => openDatabase({ dataDir: dir, databaseUrl: env.DATABASE_URL });

const BOOKS = 'GEN,JHN';
const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/** Each source is either fully there with its imports row, or not there at all. */
const expectNothingHalfWritten = async (db: Db) => {
  for (const t of ['eng-web', 'eng-kjv']) {
    const done = await count(db, sql`select count(*) as n from imports where source = ${t}`);
    const chapters = await count(db, sql`select count(*) as n from chapters where translation_id = ${t}`);
    const verses = await count(db, sql`select count(*) as n from verses where translation_id = ${t}`);
    if (done) {
      expect(chapters).toBe(50 + 21);
      expect(verses).toBeGreaterThan(2400);
    } else {
      expect(chapters + verses).toBe(0);
    }
  }
};

describe('npm run import', () => {
  it('survives kill -9 mid-import: nothing half-written is served, and a rerun completes', async () => {
    const first = spawnTs('scripts/import.ts', ['--books', BOOKS], env);
    await first.waitFor(/imported eng-web/);
    first.child.kill('SIGKILL');
    await first.exit();

    let database = await open();
    await expectNothingHalfWritten(database.db);
    // The reader only sees what committed: the KJV, cut off mid-import, is not listed.
    const listed = (await createBibleRepository(database.db).listTranslations()).map((t) => t.id);
    expect(listed).toContain('eng-web');
    expect(listed).not.toContain('eng-kjv');
    await database.close();

    const second = spawnTs('scripts/import.ts', ['--books', BOOKS], env);
    expect(await second.exit()).toBe(0);
    expect(second.output()).not.toMatch(/imported eng-web/);
    expect(second.output()).toMatch(/imported eng-kjv/);

    database = await open();
    await expectNothingHalfWritten(database.db);
    expect(await count(database.db, sql`select count(*) as n from imports`)).toBe(7);
    expect(await count(database.db, sql`select count(*) as n from strongs_entries`)).toBeGreaterThan(14000);
    expect(await count(database.db, sql`select count(*) as n from topics`)).toBeGreaterThan(5000);
    // Debian's wamerican: ~64,000 lower-case words (none where the machine lacks it: the import goes on).
    const words = await count(database.db, sql`select count(*) as n from english_words`);
    if (existsSync(ENGLISH_WORDS.path)) expect(words).toBeGreaterThan(60_000);
    else expect(words).toBe(0);
    await database.close();

    // Idempotent: a third run has nothing to do.
    const third = spawnTs('scripts/import.ts', ['--books', BOOKS], env);
    expect(await third.exit()).toBe(0);
    expect(third.output()).toMatch(/everything is up to date/);

    // Issue 32: a library imported before word study gets only its word index, from its stored verses.
    database = await open();
    const numbers = sql`select count(distinct translation_id) * 100000 + count(*) as n from strongs_index`;
    const indexed = await count(database.db, numbers);
    expect(indexed).toBeGreaterThan(200_000 + 1000);
    await database.db.execute(sql`delete from strongs_index`);
    await database.db.execute(sql`delete from imports where source = 'word-index'`);
    await database.close();
    const fourth = spawnTs('scripts/import.ts', ['--books', BOOKS], env);
    expect(await fourth.exit()).toBe(0);
    expect(fourth.output()).toMatch(/imported word-index/);
    expect(fourth.output()).not.toMatch(/imported (eng-web|eng-kjv|mhc|strongs|naves|english-words)/);
    database = await open();
    expect(await count(database.db, numbers)).toBe(indexed);
    await database.close();
    // Four imports and four database opens: ~45 s on two idle cores, over 60 s when the machine is busy.
  }, 240_000);
});
