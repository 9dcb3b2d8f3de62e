import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT, serverPath } from '../server/src/paths.ts';

// `npm start` runs the server as one bundled file (scripts/build-server.mjs). Every file the server
// reads (prompts, site pages, demo studies, home tables, migrations) is found through
// server/src/paths.ts, which must give the same answers from inside the bundle as from source.
const probeDir = join(SERVER_ROOT, '.build', `probe-${process.pid}`);
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

describe('the bundled server', () => {
  it('finds its prompts, site pages, demo studies, home tables and migrations where the sources do', async () => {
    mkdirSync(probeDir, { recursive: true });
    const entry = join(probeDir, 'entry.ts');
    writeFileSync(
      entry,
      `import { SERVER_ROOT } from '../../src/paths.ts';\nconsole.log(JSON.stringify(SERVER_ROOT));\n`,
    );
    // Bundled exactly as build-server.mjs does, to a file at the bundle's own depth (server/.build/).
    const outfile = join(SERVER_ROOT, '.build', `probe-${process.pid}.mjs`);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
    });
    try {
      const root = JSON.parse(execFileSync(process.execPath, [outfile], { encoding: 'utf8' }));
      expect(root).toBe(SERVER_ROOT);
    } finally {
      rmSync(outfile, { force: true });
    }
    for (const p of [
      serverPath('prompts'),
      serverPath('data', 'site'),
      serverPath('data', 'demo', 'sermon-studies.json'),
      serverPath('src', 'modules', 'home', 'data', 'life-questions.jsonl'),
      serverPath('drizzle', 'meta', '_journal.json'),
    ])
      expect([p, existsSync(p)]).toEqual([p, true]);
  });

  it('builds main.ts with nothing left unresolved', () => {
    const out = execFileSync(process.execPath, ['scripts/build-server.mjs'], { encoding: 'utf8' });
    expect(out).toMatch(/server\/\.build\/main\.mjs/);
    expect(existsSync(serverPath('.build', 'main.mjs'))).toBe(true);
  });
});
