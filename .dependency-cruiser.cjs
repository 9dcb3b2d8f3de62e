/**
 * The import rules of docs/ARCHITECTURE.md, checked by `npm run check` (issue 19 item 12).
 * Tests and the test helpers may reach anywhere to set up data; production code may not.
 */
const notTest = '\\.test\\.ts$|^test/|^e2e/|^bench/';
// The web app's layers (api/ ← shared folders ← features ← shell/), kept with the app and tested there.
const webLayers = require('./web/import-layers.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order and responsibilities unclear; split the shared part out.',
      severity: 'error',
      from: { pathNot: notTest },
      to: { circular: true },
    },
    {
      name: 'module-internals-stay-home',
      comment:
        "A server module uses another module only through the service app.ts passes in: never its tables (.schema.ts), repository, presenter or other internals. Type-only imports of another module's service or user row are allowed, and its errors (.errors.ts: an unknown church is the same 404 wherever a church id is taken).",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: notTest },
      to: {
        path: '^server/src/modules/([^/]+)/',
        pathNot: [
          '^server/src/modules/$1/',
          '\\.service\\.ts$',
          '\\.errors\\.ts$',
          '^server/src/modules/users/(users\\.repository|user-context)\\.ts$',
        ],
      },
    },
    {
      name: 'common-is-pure',
      comment: 'common/ is shared by the browser and the server: no imports of either side.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|web|test|scripts)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(server|test|scripts)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'lib-is-cross-cutting',
      comment: 'server/src/lib knows no feature module.',
      severity: 'error',
      from: { path: '^server/src/lib/' },
      to: { path: '^server/src/modules/' },
    },
    ...webLayers.rules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache|server/\\.build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
