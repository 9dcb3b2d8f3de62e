import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from './backup.ts';
import { type Database, openDatabase } from './db/database.ts';
import { userIdSecret } from './secret.ts';

// Issue 34: backups. The embedded database: `npm run admin -- backup FILE` / `restore FILE`
// (server/src/backup.ts); PostgreSQL: pg_dump / pg_restore as the README documents them. Each is a
// round trip: write data, back up, wipe, restore, read back the same.

const run = promisify(execFile);
const temp = mkdtempSync(join(tmpdir(), 'emmaus-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const rowsOf = async (db: Database['db'], q: SQL) => (await db.execute(q)) as unknown as { rows: unknown[] };

/** What a reader made, and the other rows the test compares after the restore. */
const writeData = async (database: Database) => {
  const id = randomUUID();
  await database.db.execute(sql`insert into users (id, profile_slug) values (${id}, 'new_believer')`);
  await database.db.execute(sql`insert into annotations (id, user_id, kind, bible_id, book_id, chapter, verses, text)
    values (${randomUUID()}, ${id}, 'note', 'eng-web', 'JHN', 3, '{16}', 'a note kept across a restore')`);
  return id;
};
const readData = async (database: Database) => ({
  users: (await rowsOf(database.db, sql`select * from users order by id`)).rows,
  annotations: (await rowsOf(database.db, sql`select * from annotations order by id`)).rows,
  migrations: (await rowsOf(database.db, sql`select hash from drizzle.__drizzle_migrations order by id`))
    .rows,
});

describe('backup and restore of the embedded database', () => {
  it('round-trips the data and the user-id secret; refuses a live directory, a full one and a damaged file', async () => {
    const dataDir = join(temp, 'data');
    const file = join(temp, 'emmaus.backup');
    const secret = userIdSecret(undefined, dataDir);
    let database = await openDatabase({ dataDir });
    await database.migrate();
    const reader = await writeData(database);
    const before = await readData(database);
    // While the server holds the directory (its lock, as main.ts takes it), a backup is refused.
    // (A lock of this process's own pid would be taken over: the parent process stands for the server.)
    const lockFile = join(dataDir, 'emmaus.lock');
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: hostname() }));
    await expect(backupDataDir({ dataDir }, file)).rejects.toThrow(/in use|locked|running/i);
    rmSync(lockFile);
    await database.close();

    expect(await backupDataDir({ dataDir }, file)).toEqual([expect.stringMatching(/^backup written to /)]);
    await expect(backupDataDir({ dataDir }, file)).rejects.toThrow(/exists already/);
    // Restoring over a directory that holds a database is refused, and changes nothing.
    await expect(restoreDataDir({ dataDir }, file)).rejects.toThrow(/holds a database already/);

    rmSync(dataDir, { recursive: true, force: true });
    expect(await restoreDataDir({ dataDir }, file)).toEqual([expect.stringMatching(/^restored /)]);
    expect(readFileSync(join(dataDir, 'user-id-secret'), 'utf8')).toBe(secret);
    database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      expect(await readData(database)).toEqual(before);
      expect(JSON.stringify(before.users)).toContain(reader);
    } finally {
      await database.close();
    }

    // A truncated file, and one that is no backup at all.
    const cut = join(temp, 'cut.backup');
    writeFileSync(cut, readFileSync(file).subarray(0, 5000));
    await expect(restoreDataDir({ dataDir: join(temp, 'other') }, cut)).rejects.toThrow(
      /incomplete or damaged/,
    );
    const junk = join(temp, 'junk.backup');
    writeFileSync(junk, 'hello\nworld\n');
    await expect(restoreDataDir({ dataDir: join(temp, 'other') }, junk)).rejects.toThrow(
      /not an Emmaus backup/,
    );
    expect(existsSync(join(temp, 'other', 'pglite'))).toBe(false);
    // Migrating a new database, a dump and a load, twice over: minutes on a loaded machine.
  }, 600_000);

  it('points PostgreSQL to pg_dump and pg_restore', async () => {
    const opts = { dataDir: temp, databaseUrl: 'postgres://x@127.0.0.1/none' };
    await expect(backupDataDir(opts, join(temp, 'x'))).rejects.toThrow(/pg_dump/);
    await expect(restoreDataDir(opts, join(temp, 'x'))).rejects.toThrow(/pg_restore/);
  });
});

const url = process.env.TEST_DATABASE_URL;
const hasPgTools = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);

describe.runIf(url)('pg_dump / pg_restore round trip (README "Backups")', () => {
  it('restores what was written into a new database, identical', async () => {
    // The PostgreSQL pass must run it, not skip it: `npm test` installs postgresql-client (bootstrap.mjs).
    expect(hasPgTools, 'pg_dump and pg_restore (Debian postgresql-client) are installed').toBe(true);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `emmaus_backup_${randomBytes(6).toString('hex')}`;
    const restored = `${name}_restored`;
    const urlOf = (db: string) => {
      const u = new URL(url as string);
      u.pathname = `/${db}`;
      return u.toString();
    };
    const file = join(temp, 'emmaus.pgdump');
    try {
      await admin.query(`create database ${name}`);
      let database = await openDatabase({ dataDir: '', databaseUrl: urlOf(name) });
      await database.migrate();
      await writeData(database);
      const before = await readData(database);
      await database.close();
      // The README's commands: a custom-format dump, restored into a new, empty database.
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, urlOf(name)]);
      await admin.query(`drop database ${name}`);
      await admin.query(`create database ${restored}`);
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restored)}`, file]);
      database = await openDatabase({ dataDir: '', databaseUrl: urlOf(restored) });
      try {
        expect(await readData(database)).toEqual(before);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`drop database if exists ${restored}`);
      await admin.end();
    }
  }, 600_000);
});
