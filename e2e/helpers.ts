import type { Page, TestInfo } from '@playwright/test';

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';
export const isDesktop = (info: TestInfo) => info.project.name === 'desktop';

/** Opens the menu where it is an overlay (phones, tablets); on desktop it is already beside the page. */
export const openMenu = async (page: Page, info: TestInfo) => {
  if (!isDesktop(info)) await page.getByRole('button', { name: 'Open menu' }).click();
};

/** Saves a screenshot with the test's artifacts (test-results/, not committed). */
/**
 * Screenshots for people to look at (a walk-through, a review), not checks: taken only when
 * E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npx playwright test …`). `npm test` leaves them out: a
 * full-page screenshot of a long page costs a second of a loaded machine, and nothing reads them there.
 * A failing test's screenshot is Playwright's own (screenshot: 'only-on-failure') and always taken.
 */
export const screenshotsWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** `target.screenshot(options)` when screenshots are wanted (screenshotsWanted). */
export const keepShot = async (
  target: { screenshot(options: { path?: string; fullPage?: boolean }): Promise<unknown> },
  options: { path?: string; fullPage?: boolean },
): Promise<void> => {
  if (screenshotsWanted) await target.screenshot(options);
};

export const snap = async (page: Page, info: TestInfo, name: string) =>
  keepShot(page, { path: info.outputPath(`${name}.png`) });

/** The chapter text is in and no loading message is left. */
/**
 * The chapter the address names is on the page. The address changes before React draws the new
 * chapter (navigations render in a transition), so on /read/BOOK/N this waits for that chapter's
 * own text, not whatever verses are still showing.
 */
export const chapterReady = async (page: Page) => {
  const at = /\/read\/([0-9A-Z]+)\/(\d+)/.exec(new URL(page.url()).pathname);
  const article = at ? `.chapter[data-passage="${at[1]}.${at[2]}"]` : '.chapter';
  await page.locator(`${article} [data-verse]`).first().waitFor();
};

/**
 * Taps the text of verse `n` as a reader would: inside the first line box of its first piece, towards
 * the end (the verse number sits at the start and is a button of its own).
 */
export const tapVerse = async (page: Page, n: number) => {
  const point = await page
    .locator(`.chapter [data-verse="${n}"]`)
    .first()
    .evaluate(async (el) => {
      el.scrollIntoView({ block: 'center' });
      // The page may still be moving: the last tap's action bar slides in and lifts the selected lines
      // clear of it (use-keep-clear.ts). A point taken mid-move is a tap on the neighbouring verse (a CI
      // run at stop 49 deselected verse 16 with the tap meant for 17), so wait until two frames agree.
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      let last = '';
      for (let i = 0; i < 60; i++) {
        await frame();
        const r = el.getBoundingClientRect();
        const now = `${r.top} ${r.left} ${scrollY}`;
        if (now === last) break;
        last = now;
      }
      const rects = [...el.getClientRects()];
      if (rects.length === 0) throw new Error('verse not rendered');
      // The first point of its text that nothing lies over: a floating action bar or chips may cover
      // part of a verse, and a tap there reaches them, not the verse (as a reader's would).
      const points = rects.flatMap((r) => [
        { x: r.right - Math.min(12, r.width / 3), y: r.top + r.height / 2 },
        { x: r.left + r.width / 2, y: r.top + r.height / 2 },
      ]);
      const open = points.find((p) => {
        const hit = document.elementFromPoint(p.x, p.y);
        return hit !== null && el.contains(hit) && !hit.closest('sup, button, a');
      });
      return open ?? points[0];
    });
  if (!point) throw new Error(`verse ${n} has no point to tap`);
  await page.mouse.click(point.x, point.y);
};

/** Opens `path` in the reader, asks `question` in the study panel and waits for the whole answer. */
export const askInReader = async (page: Page, path: string, question: string) => {
  await page.goto(path);
  await chapterReady(page);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.getByPlaceholder('Ask your own question...').fill(question);
  await page.getByPlaceholder('Ask your own question...').press('Enter');
  await page.locator('.bubble.assistant').last().getByText('For reflection:').waitFor();
};

/** The app's service worker controls the page (specs that allow it: playwright.config.ts blocks it). */
export const controlled = (page: Page, timeout = 60_000) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout });
