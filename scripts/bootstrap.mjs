#!/usr/bin/env node
// `npm start` and `npm test` on a fresh Debian/Ubuntu clone: install what is missing (apt packages,
// node_modules, the web build), then serve or test. Plain JavaScript on purpose: it runs before
// `npm ci` has installed tsx or TypeScript. Every step is skipped when already done, so a second run is fast.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { assignShards, fileFilter, readDurations, specFiles } from './e2e-shards.mjs';

const root = new URL('..', import.meta.url).pathname;
const mode = process.argv[2] ?? 'start';
const passThrough = process.argv.slice(3);

// The SWORD modules and mod2imp for the import, and the English word list home search's speller reads
// (wamerican: /usr/share/dict/american-english); Chromium for the e2e tests and the bench's reader and
// Lighthouse figures; pg_dump/pg_restore for the PostgreSQL pass's backup round trip; wrk for `npm run bench`.
const APT = {
  start: [
    'sword-text-web',
    'sword-text-kjv',
    'sword-comm-mhcc',
    'sword-dict-strongs-greek',
    'sword-dict-strongs-hebrew',
    'sword-dict-naves',
    'libsword-utils',
    'wamerican',
  ],
  test: ['chromium', 'postgresql-client'],
  bench: ['wrk', 'chromium'],
};

const say = (msg) => console.log(`bootstrap: ${msg}`);
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`bootstrap: \`${[cmd, ...args].join(' ')}\` failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
};

const installed = (pkg) => {
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).includes(
      'install ok installed',
    );
  } catch {
    return false;
  }
};

const ensureApt = (packages) => {
  const missing = packages.filter((p) => !installed(p));
  if (missing.length === 0) return;
  const cmd = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`bootstrap: missing Debian packages. Install them as root, then run this again:\n  ${cmd}`);
    process.exit(1);
  }
  say(`installing ${missing.join(', ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

const hashFiles = (paths) => {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const e of readdirSync(p).sort()) walk(join(p, e));
    } else {
      h.update(p);
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(join(root, p));
  return h.digest('hex');
};

/** Runs `step` unless the stamp file records the same inputs hash as now. */
const unlessFresh = (stamp, inputs, label, step) => {
  const hash = hashFiles(inputs);
  const path = join(root, stamp);
  if (existsSync(path) && readFileSync(path, 'utf8') === hash) return;
  say(label);
  step();
  writeFileSync(path, hash);
};

const ensureNodeModules = () =>
  unlessFresh('node_modules/.emmaus-lock-hash', ['package-lock.json'], 'npm ci', () =>
    run('npm', ['ci', '--no-audit', '--no-fund']),
  );

const ensureWebBuild = () =>
  unlessFresh(
    'dist/web/.emmaus-build-hash',
    [
      'web',
      'common',
      'package-lock.json',
      'tsconfig.json',
      'scripts/compress-web.mjs',
      'scripts/build-pwa.mjs',
    ],
    'building the web app',
    () => run('npm', ['run', '--silent', 'build']),
  );

// `npm start` runs the server bundled into one file (scripts/build-server.mjs): loading it through tsx
// cost seconds of start-up. Rebuilt whenever the server's sources change.
const ensureServerBuild = () =>
  unlessFresh(
    'server/.build/.emmaus-build-hash',
    ['server/src', 'common/src', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'],
    'building the server',
    () => run(process.execPath, ['scripts/build-server.mjs']),
  );

const tsx = (script, args = [], env = {}) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env } });

// The e2e run in shards side by side (E2E_SHARDS, default 2): one test at a time leaves most of a core
// idle (page loads, animations, polls), so two shards on two cores take little more than half as long.
// A third was tried at stop 41: its shards took 13.6–15.9 min against two shards' 12.8–15.2 (the cores
// were then full) and it made load-bound failures more likely.
// Each shard has its own ports, data directory, copy of the web build and output folder
// (playwright.config.ts); the first shard's directory is imported here once and copied for the others.
// On a machine with more cores (a CI runner of four or eight) each core takes a shard, up to four.
const E2E_SHARDS = Number(process.env.E2E_SHARDS ?? Math.min(4, Math.max(2, availableParallelism())));
const shardEnv = (i) => ({
  E2E_PORT: String(3199 - 10 * i),
  E2E_DATA_DIR: i === 0 ? '.cache/e2e-data' : `.cache/e2e-data-${i + 1}`,
  E2E_WEB_DIST: `.cache/e2e-web-${i + 1}`,
  E2E_OUTPUT_DIR: `test-results/shard-${i + 1}`,
  E2E_SERVER_BUILT: '1',
});

/** Runs a command with its output kept, resolving to its exit code and output. */
const collect = (cmd, args, env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

/** Runs a command printing each line of its output after `label`, resolving to its exit code. */
const prefixed = (label, cmd, args, env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`${label} ${line}`);
      });
      stream.on('end', () => rest && console.log(`${label} ${rest}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });

const prepareE2eData = () =>
  collect(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/e2e-seed.ts',
      '--share-import',
      '.cache/e2e-ai-data',
      ...Array.from({ length: E2E_SHARDS - 1 }, (_, i) => [
        '--share-import',
        shardEnv(i + 1).E2E_DATA_DIR,
      ]).flat(),
    ],
    { DATA_DIR: shardEnv(0).E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  );

/** The e2e shards side by side (their own ports and data: shardEnv); the shards that failed. */
const runE2e = async () => {
  // One bundle for every shard's server (each would otherwise build the same file at once).
  ensureServerBuild();
  say(`end-to-end tests in Chromium, ${E2E_SHARDS} shard(s) side by side`);
  // Files split by their last measured durations (scripts/e2e-shards.mjs), so the shards end together.
  const shards = assignShards(specFiles(), readDurations(), E2E_SHARDS);
  const codes = await Promise.all(
    shards.map((shard, i) => {
      const env = shardEnv(i);
      rmSync(join(root, env.E2E_WEB_DIST), { recursive: true, force: true });
      cpSync(join(root, 'dist/web'), join(root, env.E2E_WEB_DIST), { recursive: true });
      const files = E2E_SHARDS > 1 ? shard.files.map(fileFilter) : [];
      say(`e2e shard ${i + 1}: ${shard.files.length} files, about ${Math.round(shard.seconds / 60)} min`);
      return prefixed(`[e2e ${i + 1}/${E2E_SHARDS}]`, 'npx', ['playwright', 'test', ...files], env);
    }),
  );
  return codes.flatMap((c, i) => (c === 0 ? [] : [`e2e shard ${i + 1} (exit ${c})`]));
};

/**
 * The PostgreSQL pass: only the tests whose outcome can depend on the database (computed from their
 * imports by scripts/database-tests.ts); the others ran on PGlite and would run the same code again.
 */
const runPostgresPass = () => {
  const files = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/database-tests.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  say(`integration tests on PostgreSQL (TEST_DATABASE_URL): the ${files.length} that reach the database`);
  return prefixed('[postgres]', 'npx', ['vitest', 'run', '--project', 'server', ...files], {}).then((c) =>
    c === 0 ? [] : [`the PostgreSQL pass (exit ${c})`],
  );
};

const failIf = (failed) => {
  if (failed.length > 0) {
    console.error(`bootstrap: ${failed.join(', ')} failed`);
    process.exit(1);
  }
};

ensureApt([...APT.start, ...(mode === 'test' ? APT.test : []), ...(mode === 'bench' ? APT.bench : [])]);
ensureNodeModules();
ensureWebBuild();

if (mode === 'start') {
  // main.ts migrates, imports what is missing or stale, and listens. Signals are forwarded so a
  // SIGTERM to `npm start` shuts the server down gracefully.
  ensureServerBuild();
  const child = spawn(process.execPath, ['server/.build/main.mjs', ...passThrough], {
    stdio: 'inherit',
    cwd: root,
  });
  for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else if (mode === 'test' && passThrough[0] === 'e2e') {
  // `npm test -- e2e`: the end-to-end part alone, as `npm test` runs it.
  const seeded = await prepareE2eData();
  if (seeded.code !== 0) {
    console.error(seeded.output);
    process.exit(seeded.code || 1);
  }
  failIf(await runE2e());
} else if (mode === 'test') {
  // The e2e servers' library is imported once, on one core while the checks (tsc) take the other.
  const e2eData = prepareE2eData();
  run('npm', ['run', 'check']);
  say('unit and integration tests on PGlite');
  run('npx', ['vitest', 'run'], { env: { ...process.env, TEST_DATABASE_URL: '' } });
  const seeded = await e2eData;
  if (seeded.code !== 0) {
    console.error(seeded.output);
    console.error('bootstrap: preparing the e2e data failed (test/e2e-seed.ts)');
    process.exit(seeded.code || 1);
  }
  if (!process.env.TEST_DATABASE_URL)
    say('TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (.ci/run sets it)');
  // Not beside them after all: its timing-bound tests (health within 200 ms while a page is parsed)
  // failed on a loaded machine (stop 42), so it runs first and the shards after it.
  failIf(process.env.TEST_DATABASE_URL ? await runPostgresPass() : []);
  failIf(await runE2e());
} else if (mode === 'bench') {
  // The bench times `npm start` as a returning user gets it: with the server already bundled.
  ensureServerBuild();
  tsx('bench/run.ts', passThrough);
} else {
  console.error(`bootstrap: unknown mode ${mode} (start | test | bench)`);
  process.exit(2);
}
