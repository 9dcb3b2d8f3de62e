#!/usr/bin/env node
// After `vite build`, before compress-web: what makes Emmaus an installable, offline-capable app
// (issue 17). Writes into the built app:
//   icons/   192, 512, maskable 512 and the 180 px Apple touch icon, rendered from web/public/logo.svg;
//   manifest.webmanifest;
//   version.json        {buildHash} — the app compares it with its own to pick up a new build;
//   service-worker.js   web/src/pwa/service-worker.ts bundled (Workbox runtime): the app shell precached, chapters and the table of contents cached as read.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { build } from 'esbuild';

const dist = process.argv[2] ?? 'dist/web';
const logo = readFileSync('web/public/logo.svg', 'utf8');
const BRAND = '#7a4b2a';
const LIGHT_BG = '#fdfcfa';

const png = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
// Maskable: launchers crop to any shape inside the centre 80%, so the logo sits well inside it on a
// full-bleed square of its own colour.
const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;
mkdirSync(join(dist, 'icons'), { recursive: true });
writeFileSync(join(dist, 'icons/icon-192.png'), png(logo, 192));
writeFileSync(join(dist, 'icons/icon-512.png'), png(logo, 512));
writeFileSync(join(dist, 'icons/maskable-512.png'), png(maskable, 512));
writeFileSync(join(dist, 'icons/apple-touch-icon.png'), png(maskable, 180));

const manifest = {
  id: '/',
  name: 'Emmaus — AI Assisted Bible Reader',
  short_name: 'Emmaus',
  description: 'Read the Bible, offline too, and ask an AI assistant about any passage. Free and anonymous.',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  // One colour each is all a manifest holds; index.html gives the dark theme colour by media query.
  theme_color: LIGHT_BG,
  background_color: LIGHT_BG,
  categories: ['books', 'education', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Continue reading',
      short_name: 'Continue',
      url: '/?source=pwa-continue',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Sermon Studies',
      short_name: 'Studies',
      url: '/reading-plans',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
writeFileSync(join(dist, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

// The build hash: every file the browser runs (index.html names the hashed bundles; the rest are hashed
// in full), so any change to what readers get is a new hash.
const hash = createHash('sha256');
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const f = join(dir, name);
    if (statSync(f).isDirectory()) walk(f);
    else if (!/\.(map|br|gz)$/.test(name) && name !== 'version.json' && name !== 'service-worker.js') {
      hash.update(relative(dist, f)).update(readFileSync(f));
    }
  }
};
walk(dist);
const buildHash = hash.digest('hex').slice(0, 16);
writeFileSync(join(dist, 'version.json'), JSON.stringify({ buildHash }));

// The app shell to precache: Vite's hashed bundles need no revision (their names change with their
// content); the rest are revised by their content hash.
const SHELL = [
  /^index\.html$/,
  /^assets\/.*\.(js|css)$/,
  /^icons\/.*\.png$/,
  /^logo\.svg$/,
  /^theme-init\.js$/,
  /^manifest\.webmanifest$/,
];
const MAX_PRECACHED = 4 * 1024 * 1024;
const precache = [];
const list = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const f = join(dir, name);
    const rel = relative(dist, f).split('\\').join('/');
    if (statSync(f).isDirectory()) list(f);
    else if (SHELL.some((re) => re.test(rel)) && statSync(f).size <= MAX_PRECACHED) {
      const revision = rel.startsWith('assets/')
        ? null
        : createHash('md5').update(readFileSync(f)).digest('hex');
      precache.push({ url: `/${rel}`, revision });
    }
  }
};
list(dist);
const size = precache.reduce((n, e) => n + statSync(join(dist, e.url.slice(1))).size, 0);

await build({
  entryPoints: ['web/src/pwa/service-worker.ts'],
  outfile: join(dist, 'service-worker.js'),
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(precache),
    'process.env.NODE_ENV': '"production"',
  },
});
console.log(
  `build-pwa: build ${buildHash}; service worker precaches ${precache.length} files (${Math.round(size / 1024)} KB)`,
);
