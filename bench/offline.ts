import { chromium } from 'playwright-core';

// Offline reading (issue 17): the size and time of a whole-translation download, through the app as a
// reader does it (Settings → Offline: one request, unpacked and stored in Cache Storage), and the time
// to open a downloaded chapter never read before with the network cut. Prints figures; asserts nothing.

export interface OfflineMetrics {
  downloadBytes: number;
  /** The server's first answer: packing the translation (once per server process). */
  coldFetchMs: number;
  /** The file again from the warm server, without storing it. */
  warmFetchMs: number;
  /** Click → 'available offline': fetch, unpack, 1,189+ chapters and the search text stored. */
  downloadAndStoreMs: number;
  /** Offline: navigation to a downloaded chapter → its text in the page. */
  offlineOpenMs: number[];
}

const OFFLINE_CHAPTERS = ['ROM/8', 'ISA/53', 'GEN/1', 'MAT/5', 'PSA/119'];

export const measureOffline = async (base: string, bibleId = 'eng-web'): Promise<OfflineMetrics> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    // bypassCSP: playwright-core's waitForFunction polls through eval, which the app's CSP refuses.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${base}/read/JHN/3`);
    await page.waitForFunction(
      'navigator.serviceWorker && navigator.serviceWorker.controller !== null',
      undefined,
      {
        timeout: 120_000,
      },
    );
    // Functions, not strings: the app's CSP forbids eval. No inner named helpers (tsx would wrap them).
    const timeFetch = (u: string) =>
      page.evaluate(async (target) => {
        const t = performance.now();
        const body = await (await fetch(target, { cache: 'no-store' })).arrayBuffer();
        return [performance.now() - t, body.byteLength] as const;
      }, u);
    const url = `/api/bible/${bibleId}/download`;
    const [coldFetchMs] = await timeFetch(url);
    const [warmFetchMs, downloadBytes] = await timeFetch(url);

    await page.goto(`${base}/settings/offline`);
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: /^Download WEB for offline \(/ });
    await button.waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    await button.click();
    await main.getByText('✓ WEB available offline').waitFor({ timeout: 180_000 });
    const downloadAndStoreMs = Date.now() - t0;

    await context.setOffline(true);
    const offlineOpenMs: number[] = [];
    for (const ch of OFFLINE_CHAPTERS) {
      const t = Date.now();
      await page.goto(`${base}/read/${ch}`);
      await page.locator('.chapter [data-verse]').first().waitFor({ timeout: 30_000 });
      offlineOpenMs.push(Date.now() - t);
    }
    return { downloadBytes, coldFetchMs, warmFetchMs, downloadAndStoreMs, offlineOpenMs };
  } finally {
    await browser.close();
  }
};

export const formatOffline = (m: OfflineMetrics) => {
  const sorted = [...m.offlineOpenMs].sort((a, b) => a - b);
  return `offline reading (WEB, Chromium 390×844)
  download file            ${(m.downloadBytes / 1024 / 1024).toFixed(2)} MB gzip, one request
  fetch                    first ${Math.round(m.coldFetchMs)} ms (server packs it once)   again ${Math.round(m.warmFetchMs)} ms
  download → stored        ${(m.downloadAndStoreMs / 1000).toFixed(1)} s (fetch, unpack, every chapter + search text into Cache Storage)
  offline chapter open     median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms   max ${sorted.at(-1)} ms   (${m.offlineOpenMs.length} chapters never read, full page load)`;
};

// `node --import tsx bench/offline.ts http://127.0.0.1:PORT`: against a server already running.
if (process.argv[1]?.endsWith('offline.ts') && process.argv[2]) {
  console.log(formatOffline(await measureOffline(process.argv[2])));
}
