import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/src/db/database.ts';
import { runImport } from '../server/src/importer/import.ts';
import { FIXTURE_BOOKS } from './fixture-books.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

const swordPath = process.env.SWORD_PATH ?? '/usr/share/sword';

/**
 * Migrates and imports the fixture books once per run. PGlite: the result is dumped to a tarball that
 * each test file loads into its own in-memory instance. PostgreSQL (TEST_DATABASE_URL): the result is a
 * template database that each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `emmaus_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const tplUrl = withDatabase(url, name);
    const database = await openDatabase({ dataDir: '', databaseUrl: tplUrl });
    await database.migrate();
    await runImport(database.db, { swordPath, books: FIXTURE_BOOKS });
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Drop the clones test files left (they drop their own; this catches crashed workers) and the template.
      const left = await admin.query(
        `select datname from pg_database where datname like 'emmaus_t_${process.pid}_%'`,
      );
      for (const row of left.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: '', inMemory: true });
  await database.migrate();
  await runImport(database.db, { swordPath, books: FIXTURE_BOOKS });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const dir = resolve('.cache');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `test-template-${process.pid}.tar.gz`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
  // 17 MB a run: removed at the end, so .cache does not fill up with every run's template.
  return () => rmSync(path, { force: true });
}

export const withDatabase = (url: string, db: string): string => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};
