// Bundles the server into one ES module (server/.build/main.mjs) that `npm start` runs with plain
// node. Run through tsx, start-up spent 2.5–5.7 s resolving and loading a few thousand files through
// the loader's hooks (each a round trip to its thread); one pre-transpiled file loads in a fraction of
// that. Packages stay external (loaded from node_modules as usual). The file sits one level below
// server/, like server/src/paths.ts, so every path the server computes from it is the same.
import { build } from 'esbuild';

const started = Date.now();
// SERVER_BUILD_DIR (one level below server/) lets two checkouts' test runs build side by side.
const outdir = process.env.SERVER_BUILD_DIR ?? 'server/.build';
// The worker threads' module (server/src/workers/worker-main.ts) is bundled beside it: a worker loads
// only the pure code of its tasks (decision 0023).
await build({
  entryPoints: { main: 'server/src/main.ts', worker: 'server/src/workers/worker-main.ts' },
  outdir,
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`build-server: ${outdir}/main.mjs and worker.mjs in ${Date.now() - started} ms`);
