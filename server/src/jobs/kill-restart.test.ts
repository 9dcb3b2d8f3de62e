import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnTs } from '../../../test/spawn.ts';
import { openDatabase } from '../db/database.ts';
import { IMPORTER_VERSION, SOURCE_KEYS } from '../importer/sources.ts';
import { imports } from '../modules/bible/bible.schema.ts';
import { createJobQueue } from './queue.ts';

const dir = mkdtempSync(join(tmpdir(), 'emmaus-jobs-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const serverEnv = { DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', JOB_TEST_KINDS: '1', LOG_LEVEL: 'warn' };

// The real server process on an embedded data directory: kill -9 mid-job, start again, the job finishes.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('durable jobs across a server crash', () => {
  it('finishes a job after kill -9 of the server in the middle of it and a restart', async () => {
    // The run's migrated template (a fresh migration takes half a minute on a busy machine), with every
    // source marked imported in full so the server skips the import; the test job needs no Bible text.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const setup = await openDatabase({ dataDir: dir, loadDataDir: template });
    await setup.migrate();
    await setup.db
      .insert(imports)
      .values(SOURCE_KEYS.map((source) => ({ source, version: IMPORTER_VERSION, scope: 'full' })))
      .onConflictDoUpdate({ target: imports.source, set: { scope: 'full', version: IMPORTER_VERSION } });
    const { job } = await createJobQueue(setup.db).enqueue('test.sleep', 'test:crash', {
      steps: 6,
      stepMs: 250,
    });
    await setup.close();

    const first = spawnTs('server/src/main.ts', [], serverEnv);
    await first.waitFor(new RegExp(`test.sleep ${job.id} attempt 1 step 2/6`), 60_000);
    first.child.kill('SIGKILL');
    expect(await first.exit()).toBeNull();
    expect(first.output()).not.toMatch(/step 6\/6/);

    const second = spawnTs('server/src/main.ts', [], serverEnv);
    await second.waitFor(new RegExp(`job ${job.id} \\(test.sleep\\) done`), 60_000);
    expect(second.output()).toMatch(new RegExp(`test.sleep ${job.id} attempt 2 step 6/6`));
    second.child.kill('SIGTERM');
    expect(await second.exit()).toBe(0);

    const after = await openDatabase({ dataDir: dir });
    const done = await createJobQueue(after.db).get(job.id);
    await after.close();
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: { steps: 6 }, error: null });
    expect(done?.progress).toEqual({ step: 'step 6', share: 1 });
  }, 180_000);
});
