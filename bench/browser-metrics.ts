import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserMetrics {
  /** JavaScript the reader route loads, gzip-compressed as a build artifact (the target's unit). */
  readerJsGzipKb: number;
  readerJsFiles: number;
  /** Each of those files, largest first: what to move behind import() when the total grows. */
  readerJs: Array<{ path: string; gzipBytes: number }>;
  /** Next-chapter click → the new chapter's text painted, over several clicks. */
  nextChapterMs: number[];
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((p / 100) * (xs.length - 1))] ?? NaN;
export const median = (xs: number[]) => pct(xs, 50);

// In the page: click "next", resolve once the new chapter's text is in and painted. A string, not a
// function: tsx would wrap a function's inner helpers in a __name() the page does not have.
const NEXT_AND_WAIT_FOR_PAINT = `(prev) => new Promise((resolve) => {
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const title = document.querySelector('.reader-title')?.textContent ?? '';
    if (title !== prev && document.querySelector('.chapter [data-verse]')) {
      observer.disconnect();
      // Two frames: the first callback runs before the paint, the second after it.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  document.querySelector('a[aria-label="Next chapter"]').click();
})`;

/** The sizes the reader is measured at: a phone's (the bench's) and a desktop's, where the menu is docked. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Measures in Debian's Chromium what a reader of /read/JHN/3 downloads and how fast "next" paints. */
export const measureBrowser = async (
  base: string,
  distDir: string,
  viewport: { width: number; height: number } = VIEWPORTS.phone,
): Promise<BrowserMetrics> => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}/read/JHN/3`);
    await page.locator('.chapter [data-verse]').first().waitFor();
    // Everything loaded before any tool is used, the work after first paint included (service worker
    // registration, offline banner, update check), but not the service worker's own precaching.
    await page.waitForLoadState('networkidle');
    const readerJs = [...scripts]
      .map((p) => ({ path: p, gzipBytes: gzipSync(readFileSync(join(distDir, p)), { level: 9 }).length }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = readerJs.reduce((n, f) => n + f.gzipBytes, 0);

    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Let the prefetch of the next chapter finish, as it would while someone reads.
      await page.waitForLoadState('networkidle');
      const before = (await page.locator('.reader-title').textContent()) ?? '';
      const ms = await page.evaluate(`(${NEXT_AND_WAIT_FOR_PAINT})(${JSON.stringify(before)})`);
      times.push(Number(ms));
    }
    return { readerJsGzipKb: gzipBytes / 1024, readerJsFiles: scripts.size, readerJs, nextChapterMs: times };
  } finally {
    await browser.close();
  }
};

export { CHROMIUM_ARGS };

/** The reader's JavaScript, file by file (the bench prints the total; this says where it goes). */
export const formatReaderJs = (m: BrowserMetrics) =>
  [
    `reader JavaScript (/read/JHN/3 until the network is idle, no tool used): ${(m.readerJsGzipKb).toFixed(1)} KB gzip in ${m.readerJsFiles} files   target ≤ 150 KB`,
    ...m.readerJs.map((f) => `  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.path}`),
  ].join('\n');

// `node --import tsx bench/browser-metrics.ts http://127.0.0.1:PORT [phone|desktop]`: against a server
// already running on a fresh `npm run build` (dist/web); at a phone's size unless told.
if (process.argv[1]?.endsWith('browser-metrics.ts') && process.argv[2]) {
  const size = process.argv[3] === 'desktop' ? 'desktop' : 'phone';
  console.log(`at the ${size}'s size (${VIEWPORTS[size].width}×${VIEWPORTS[size].height}):`);
  console.log(formatReaderJs(await measureBrowser(process.argv[2], 'dist/web', VIEWPORTS[size])));
}
