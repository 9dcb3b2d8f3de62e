import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './lock.ts';

/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** A PGlite data dump (see test/global-setup.ts) to start from instead of a directory. */
  loadDataDir?: Blob;
  /** Skip the lock: only for in-memory test databases that no other process can see. */
  inMemory?: boolean;
}

export const openDatabase = async (opts: OpenOptions): Promise<Database> => {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    let closing = false;
    // An idle connection the server drops (a restart, a failover) must not crash the process: the pool
    // discards it and the next query opens a new one. After close() such errors are expected.
    pool.on('error', (err) => {
      // biome-ignore lint/suspicious/noConsole: below the app (no Fastify logger here); stderr is the process log
      if (!closing) console.error(`emmaus: idle PostgreSQL connection lost: ${err.message}`);
    });
    // Fail fast on a bad URL or a server that is down rather than on the first request.
    await pool.query('select 1');
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (opts.inMemory) {
    client = await PGlite.create({ loadDataDir: opts.loadDataDir });
  } else {
    lock = lockDataDir(opts.dataDir);
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dirname(dir), { recursive: true });
    try {
      client = await PGlite.create({ dataDir: dir, loadDataDir: opts.loadDataDir });
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
};
