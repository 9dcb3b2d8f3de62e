import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The PostgreSQL pass of `npm test` (scripts/bootstrap.mjs) runs only the server tests whose outcome can
// depend on the database: the rest would run the same code twice. The list is computed, never kept by
// hand, and errs towards running a test: a file is in it when anything it imports (or names as a script
// to spawn), followed through every local file, mentions how a test reaches PostgreSQL.
// `tsx scripts/database-tests.ts` prints the list.

/** The only ways a test reaches PostgreSQL: the URL .ci/run exports, or the template global-setup.ts made. */
const DATABASE_PASS = /TEST_DATABASE_URL|postgresTemplate/;
/** import … from '…', import('…'), export … from '…', and bare import '…'. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;
/** A repository path in a string, as tests spawn scripts and servers: spawnTs('server/src/main.ts', …). */
const SPAWNED = /['"`]((?:server|scripts|test|common)\/[\w./-]+\.(?:ts|mjs|js))['"`]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];
const TEST_ROOTS = ['server', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', '.build', 'dist', 'data']);

const resolveLocal = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return undefined;
};

/** The local files `file` imports or names as a script to spawn. */
const edges = (root: string, file: string, text: string): string[] => {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? '';
    const p = spec.startsWith('.') ? resolveLocal(file, spec) : undefined;
    if (p) out.push(p);
  }
  for (const m of text.matchAll(SPAWNED)) {
    const p = resolveLocal(join(root, 'package.json'), `./${m[1]}`);
    if (p) out.push(p);
  }
  return out;
};

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : testFiles(join(dir, e.name));
    return e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [];
  });

/** The server project's test files (vitest.config.ts) whose outcome can depend on the database, sorted. */
export const databaseTestFiles = (root: string): string[] => {
  const tests = TEST_ROOTS.filter((d) => existsSync(join(root, d))).flatMap((d) => testFiles(join(root, d)));
  // Every local file the tests reach, who imports it, and which files mention the PostgreSQL pass.
  const importers = new Map<string, string[]>();
  const marked: string[] = [];
  const visited = new Set<string>(tests);
  const queue = [...tests];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const text = readFileSync(file, 'utf8');
    if (DATABASE_PASS.test(text)) marked.push(file);
    for (const next of edges(root, file, text)) {
      importers.set(next, [...(importers.get(next) ?? []), file]);
      if (!visited.has(next)) {
        visited.add(next);
        queue.push(next);
      }
    }
  }
  // Walked backwards from those files: everything that reaches one of them.
  const reaches = new Set<string>(marked);
  for (let file = marked.pop(); file !== undefined; file = marked.pop()) {
    for (const from of importers.get(file) ?? []) {
      if (!reaches.has(from)) {
        reaches.add(from);
        marked.push(from);
      }
    }
  }
  return tests
    .filter((f) => reaches.has(f))
    .map((f) => relative(root, f))
    .sort();
};

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${databaseTestFiles(resolve(dirname(process.argv[1] ?? ''), '..')).join('\n')}\n`);
}
