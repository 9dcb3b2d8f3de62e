import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPath } from '../paths.ts';
import { type DataDirLock, lockDataDir } from './lock.ts';
import { gateQuiet } from './quiet.ts';
import { takeTurns } from './turns.ts';

/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock, so instances
   * starting at once migrate and import one after the other (the later ones find nothing left to do);
   * on PGlite the data-directory lock already keeps every other process out.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every notification on `channel` (PostgreSQL LISTEN/NOTIFY;
   * PGlite's own, within its one process). After a lost connection is re-established, '*' is delivered:
   * notifications may have been missed meanwhile. Resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** The PostgreSQL pool's connections now (metrics); absent on the embedded database, which has one. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// Any fixed 64-bit key, the same in every instance (pg_advisory_lock's key space is the database's).
const STARTUP_LOCK_KEY = 4_208_731_562_017;

const migrationsFolder = serverPath('drizzle');

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
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async withStartupLock(work) {
        // One connection holds the lock for the whole start-up (a session lock belongs to its connection).
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, onMessage) =>
        listenPg(opts.databaseUrl as string, channel, onMessage, listeners, () => closing),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        closing = true;
        await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
        await pool.end();
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
  takeTurns(client);
  gateQuiet(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    withStartupLock: (work) => work(),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      // Called with no argument: PGlite's unlisten takes an optional transaction as its first.
      return () => unlisten();
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
};

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A dropped connection is
 * opened again after a second, then '*' tells the listener that it may have missed notifications.
 */
const listenPg = async (
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  open: Set<pg.Client>,
  closing: () => boolean,
): Promise<() => Promise<void>> => {
  let stopped = false;
  let current: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    client.on('error', () => {
      open.delete(client);
      void client.end().catch(() => undefined);
      if (stopped || closing()) return;
      const retry = () =>
        connect().then(
          () => onMessage('*'),
          () => setTimeout(retry, 1000).unref(),
        );
      setTimeout(retry, 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    open.add(client);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    if (current) {
      open.delete(current);
      await current.end().catch(() => undefined);
    }
  };
};
