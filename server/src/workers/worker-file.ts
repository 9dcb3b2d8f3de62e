import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ROOT } from '../paths.ts';

const BUILD_DIR = join(SERVER_ROOT, '.build');
let built: Promise<string> | undefined;

/**
 * The worker's module. `npm start` runs the bundle (server/.build/main.mjs), built with its worker
 * (server/.build/worker.mjs) by scripts/build-server.mjs. Run from source (tests, tsx) the worker is
 * bundled on first use, by content, into server/.build/ (so its packages resolve from node_modules):
 * a worker thread cannot load TypeScript, and going through tsx's loader in every thread would cost
 * seconds of start-up each.
 */
export const workerFile = (): Promise<string> => {
  built ??= locate();
  return built;
};

const locate = async (): Promise<string> => {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.mjs')) return join(dirname(here), 'worker.mjs');
  // esbuild is a build tool: imported only here, only when running from source.
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(SERVER_ROOT, 'src/workers/worker-main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  const code = out.outputFiles[0]?.contents;
  if (!code) throw new Error('worker bundle: no output');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(BUILD_DIR, `worker-dev-${hash}.mjs`);
  if (!existsSync(file)) {
    await mkdir(BUILD_DIR, { recursive: true });
    // Test processes build at once: each writes its own file, then one rename wins (same bytes).
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, code);
    await rename(tmp, file);
  }
  return file;
};
