import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './db/database.ts';
import { lockDataDir } from './db/lock.ts';

/**
 * Backups of the embedded database (`npm run admin -- backup FILE` / `restore FILE`, issue 34). One
 * file: a first line naming the format, a line of JSON (what follows and its sizes), the secret that
 * signs user ids (anonymous readers keep their ids across a restore), then PGlite's own dump of its
 * data directory (dumpDataDir, a gzip'd tar). PostgreSQL is backed up with pg_dump (README).
 *
 * Not while the server runs: the data directory is locked by the running server (db/lock.ts), and a
 * second process opening a live PGlite directory would corrupt it, so `backup` refuses with the lock's
 * message. Stop the server, back up (seconds to a minute), start it again.
 */
const MAGIC = 'EMMAUS-BACKUP';
const FORMAT_VERSION = 1;

interface Manifest {
  format: 'emmaus-backup';
  version: number;
  created_at: string;
  database: 'pglite';
  secret_bytes: number;
  data_bytes: number;
}

const SECRET_FILE = 'user-id-secret';

/** The secret that signs user ids: USER_ID_SECRET when set, else the one the server keeps in DATA_DIR. */
const currentSecret = (dataDir: string, configured: string | undefined): string | undefined => {
  if (configured) return configured;
  const path = join(dataDir, SECRET_FILE);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined;
};

export const backupDataDir = async (
  opts: { dataDir: string; databaseUrl?: string | undefined; userIdSecret?: string | undefined },
  file: string,
): Promise<string[]> => {
  if (opts.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (README "Running in production", Backups)',
    );
  if (!existsSync(join(opts.dataDir, 'pglite')))
    throw new Error(`no embedded database in ${opts.dataDir} (DATA_DIR): nothing to back up`);
  if (existsSync(file)) throw new Error(`${file} exists already: choose a new file name`);
  // Takes the data directory's lock: refuses while the server (or another command) has it open.
  const lock = lockDataDir(opts.dataDir);
  let dump: Blob;
  try {
    const database = await openDatabase({ dataDir: opts.dataDir });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      dump = await client.dumpDataDir('gzip');
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
  const secret = Buffer.from(currentSecret(opts.dataDir, opts.userIdSecret) ?? '', 'utf8');
  const data = Buffer.from(await dump.arrayBuffer());
  const manifest: Manifest = {
    format: 'emmaus-backup',
    version: FORMAT_VERSION,
    created_at: new Date().toISOString(),
    database: 'pglite',
    secret_bytes: secret.length,
    data_bytes: data.length,
  };
  // Never over an existing file, readable by its owner alone; a backup cut short is refused on restore
  // (its header gives the sizes).
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.write(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
    await handle.write(secret);
    await handle.write(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return [
    `backup written to ${file} (${(data.length / 1e6).toFixed(1)} MB; it holds readers' data and the user-id secret: keep it private)`,
  ];
};

/** Whether a data directory holds anything of a database (an empty or missing one does not). */
const holdsData = (dataDir: string): boolean =>
  existsSync(dataDir) && readdirSync(dataDir).some((name) => name === 'pglite' || name === SECRET_FILE);

export const restoreDataDir = async (
  opts: { dataDir: string; databaseUrl?: string | undefined; userIdSecret?: string | undefined },
  file: string,
): Promise<string[]> => {
  if (opts.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (README "Running in production", Backups)',
    );
  if (!existsSync(file)) throw new Error(`no file ${file}`);
  const bytes = readFileSync(file);
  const first = bytes.indexOf(0x0a);
  const second = first < 0 ? -1 : bytes.indexOf(0x0a, first + 1);
  if (first < 0 || second < 0 || bytes.subarray(0, first).toString() !== MAGIC)
    throw new Error(`${file} is not an Emmaus backup`);
  const manifest = JSON.parse(bytes.subarray(first + 1, second).toString()) as Manifest;
  if (manifest.format !== 'emmaus-backup' || manifest.version !== FORMAT_VERSION)
    throw new Error(`${file}: backup format ${manifest.version} is not one this version restores`);
  const start = second + 1;
  if (bytes.length !== start + manifest.secret_bytes + manifest.data_bytes)
    throw new Error(`${file} is incomplete or damaged (its size is not what its header says)`);
  if (holdsData(opts.dataDir))
    throw new Error(
      `${opts.dataDir} (DATA_DIR) holds a database already: restore into an empty or new directory`,
    );
  // The lock keeps a server from starting on the directory while it is being filled.
  const lock = lockDataDir(opts.dataDir);
  try {
    const secret = bytes.subarray(start, start + manifest.secret_bytes).toString('utf8');
    const data = new Blob([bytes.subarray(start + manifest.secret_bytes)]);
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    try {
      const client = await PGlite.create({ dataDir: dir, loadDataDir: data });
      await client.query('select 1');
      await client.close();
      if (secret) writeFileSync(join(opts.dataDir, SECRET_FILE), secret, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Half a restore is no database: left empty, so the restore can simply be run again.
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(opts.dataDir, SECRET_FILE), { force: true });
      throw err;
    }
  } finally {
    lock.release();
  }
  const lines = [`restored ${file} (made ${manifest.created_at}) into ${opts.dataDir}`];
  if (opts.userIdSecret && manifest.secret_bytes > 0) {
    const backedUp = bytes.subarray(start, start + manifest.secret_bytes).toString('utf8');
    if (backedUp !== opts.userIdSecret)
      lines.push(
        "warning: USER_ID_SECRET differs from the secret in the backup: readers' ids will not be recognised; unset it to use the restored one",
      );
  }
  return lines;
};
