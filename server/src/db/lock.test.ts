import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTs } from '../../../test/spawn.ts';
import { openDatabase } from './database.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'emmaus-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// The lock guards PGlite's directory; a PostgreSQL server does its own locking.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('data directory lock', () => {
  it('refuses a second process on a live data directory and leaves the data intact', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(sql`insert into users (id) values ('11111111-1111-4111-8111-111111111111')`);
    await first.close();

    const holder = spawnTs('test/hold-data-dir.ts', [], { DATA_DIR: dir });
    await holder.waitFor(/holding/);
    try {
      // The importer and the server are both refused, with a message that says why.
      for (const script of ['scripts/import.ts', 'server/src/main.ts']) {
        const second = spawnTs(script, [], { DATA_DIR: dir, PORT: '0' });
        expect(await second.exit()).toBe(1);
        expect(second.output()).toMatch(/in use by another Emmaus process \(pid \d+\)/);
      }
    } finally {
      holder.child.kill('SIGTERM');
      expect(await holder.exit()).toBe(0);
    }
    const reopened = await openDatabase({ dataDir: dir });
    const rows = await reopened.db.execute(sql`select id from users`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await reopened.close();
  });

  it('reclaims a lock left by a process that died (kill -9)', () => {
    const dir = tempDir();
    // A pid that cannot be alive: above the kernel's pid_max.
    writeFileSync(join(dir, 'emmaus.lock'), JSON.stringify({ pid: 2 ** 30, host: undefined }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'emmaus.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('refuses within one process too', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'emmaus.lock'), JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('data directory lock under races', () => {
  it('two processes racing for a stale lock: exactly one wins, every time', async () => {
    const dir = tempDir();
    const racers = [0, 1].map(() => spawnTs('test/race-data-dir-lock.ts', [], { DATA_DIR: dir }));
    try {
      await Promise.all(racers.map((r) => r.waitFor(/ready/)));
      const rounds = 60;
      for (let round = 1; round <= rounds; round++) {
        // Left by a process that died (kill -9): a pid that cannot be alive, or a half-written file.
        const stale = round % 3 === 0 ? '' : JSON.stringify({ pid: 2 ** 30 });
        writeFileSync(join(dir, 'emmaus.lock'), stale);
        for (const r of racers) r.child.kill('SIGUSR1');
        await Promise.all(racers.map((r) => r.waitFor(new RegExp(`try ${round}: (got|refused)`), 20_000)));
        const winners = racers.filter((r) => new RegExp(`try ${round}: got`).test(r.output()));
        expect(winners.length, `round ${round}:\n${racers.map((r) => r.output()).join('\n---\n')}`).toBe(1);
        for (const r of racers) r.child.kill('SIGUSR2');
        await Promise.all(racers.map((r) => r.waitFor(new RegExp(`released ${round}\\b`), 20_000)));
      }
    } finally {
      for (const r of racers) r.child.kill('SIGTERM');
    }
  }, 120_000);
});
