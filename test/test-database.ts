import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../server/src/db/database.ts';

/** A private database for one test file, loaded from the run's template (see global-setup.ts). */
export const createTestDatabase = async (): Promise<Database> => {
  const pgTemplate = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    // Named after the run's template, so a run's teardown drops only its own leftovers.
    const name = `emmaus_t_${pgTemplate.replace('emmaus_tpl_', '')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ dataDir: '', databaseUrl: u.toString() });
    return {
      ...database,
      async close() {
        await database.close();
        // pool.end() can resolve before the server has seen every connection go; a forced drop would
        // then kill one mid-goodbye. Try a plain drop a few times first.
        for (let i = 0; i < 20; i++) {
          try {
            await admin.query(`drop database if exists ${name}`);
            break;
          } catch {
            await new Promise((r) => setTimeout(r, 50));
          }
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ dataDir: '', inMemory: true, loadDataDir: new Blob([template]) });
};
