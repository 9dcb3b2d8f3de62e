import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server/src/paths.ts';
import { databaseTestFiles } from './database-tests.ts';

const repo = dirname(SERVER_ROOT);
const fake = mkdtempSync(join(tmpdir(), 'emmaus-db-tests-'));
afterAll(() => rmSync(fake, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(fake, path)), { recursive: true });
  writeFileSync(join(fake, path), text);
};

describe('the PostgreSQL pass’s test files', () => {
  it('takes a test that reaches the database through helpers, cycles or a spawned script, and no other', () => {
    write('test/db.ts', "export const url = process.env.TEST_DATABASE_URL;\nimport './cycle.ts';\n");
    write('test/cycle.ts', "import { url } from './db.ts';\nexport const again = url;\n");
    write('test/app.ts', "export { url } from './db';\n");
    write('test/pure.ts', 'export const one = 1;\n');
    write('server/src/a.test.ts', "import {\n  url,\n} from '../../test/app.ts';\n");
    write('server/src/b.test.ts', "import { one } from '../../test/pure.ts';\n");
    write('server/src/c.test.ts', "spawnTs('test/cycle.ts', [], {});\n");
    write('server/src/d.test.ts', "const m = await import('../../test/cycle.ts');\n");
    write('scripts/e.test.ts', "import { inject } from 'vitest';\ninject('postgresTemplate');\n");
    write('server/node_modules/x/f.test.ts', 'TEST_DATABASE_URL');
    expect(databaseTestFiles(fake)).toEqual([
      'scripts/e.test.ts',
      'server/src/a.test.ts',
      'server/src/c.test.ts',
      'server/src/d.test.ts',
    ]);
  });

  it('includes every test here that makes a database or an app', () => {
    const listed = new Set(databaseTestFiles(repo));
    const all = [...listed, ...allTests(repo)].filter((f) =>
      /createTestApp|createTestDatabase|openDatabase|inject\(/.test(readFileSync(join(repo, f), 'utf8')),
    );
    expect(all.filter((f) => !listed.has(f))).toEqual([]);
    expect(listed.has('server/src/modules/auth/auth.test.ts')).toBe(true);
    expect(listed.has('server/src/lib/memo.test.ts')).toBe(false);
  });
});

const allTests = (root: string): string[] =>
  ['server', 'scripts'].flatMap((d) =>
    readdirSync(join(root, d), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts') && !/node_modules|\.build/.test(f))
      .map((f) => `${d}/${f}`),
  );
