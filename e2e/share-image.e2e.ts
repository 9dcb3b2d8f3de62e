import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, snap } from './helpers.ts';

// Issue 33: "Share as image" from the verse action bar: a preview, a choice of style and shape, then the
// phone's share sheet with the file, or a download.

const dialog = (page: Page, reference: string) =>
  page.getByRole('dialog', { name: `Share ${reference} as an image` });

/** The preview's picture as the browser decoded it. */
const previewSize = (page: Page) =>
  page
    .locator('.share-image-preview img')
    .evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth ? { width: img.naturalWidth, height: img.naturalHeight } : null,
    );

const openShareImage = async (page: Page, path: string, reference: string) => {
  await page.goto(path);
  await chapterReady(page);
  await page
    .getByRole('toolbar', { name: `Actions for ${reference}` })
    .getByRole('button', { name: 'Share as image' })
    .click();
  const d = dialog(page, reference);
  await expect(d).toBeVisible();
  // A thread's first picture loads the fonts: seconds on a busy machine.
  await expect(d.getByRole('img', { name: new RegExp(`^${reference}`) })).toBeVisible({ timeout: 60_000 });
  return d;
};

test('share a verse as an image: preview, style and shape, download', async ({ page }, info) => {
  test.setTimeout(180_000); // a few pictures rendered on a shared machine
  const d = await openShareImage(page, '/read/JHN/11?verse=35', 'John 11:35');
  await expect.poll(() => previewSize(page)).toEqual({ width: 1080, height: 1080 });
  await snap(page, info, 'share-image-light-square');

  // axe on the dialog as it shows, at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const violations = (await new AxeBuilder({ page }).include('.share-image').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);

  await d.getByRole('radio', { name: 'Dark' }).check();
  await expect(d.getByRole('img', { name: 'John 11:35 in the dark style' })).toBeVisible({ timeout: 30_000 });
  await d.getByRole('radio', { name: 'Story' }).check();
  await expect.poll(() => previewSize(page), { timeout: 30_000 }).toEqual({ width: 1080, height: 1920 });
  await snap(page, info, 'share-image-dark-story');

  // Headless Chromium has no share sheet for files: the picture downloads.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    d.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('John-11-35-dark.png');
  const file = info.outputPath('downloaded.png');
  await download.saveAs(file);
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
  await expect(d.getByRole('status')).toHaveText('Saved to your downloads');

  await d.getByRole('button', { name: 'Close' }).click();
  await expect(d).toBeHidden();
});

test('on a phone with a share sheet, the picture goes to it as a PNG file', async ({ page }, info) => {
  test.setTimeout(120_000);
  // The Web Share API as a phone offers it (level 2: files), recording what the page shares.
  await page.addInitScript(() => {
    const w = window as unknown as { shared?: { name: string; type: string; size: number }[] };
    Object.assign(navigator, {
      canShare: (data: ShareData) => Boolean(data.files?.length),
      share: async (data: ShareData) => {
        w.shared = (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size }));
      },
    });
  });
  const d = await openShareImage(page, '/read/PSA/23?verse=1-6', 'Psalms 23:1–6');
  await d.getByRole('radio', { name: 'Parchment' }).check();
  await expect(d.getByRole('img', { name: 'Psalms 23:1–6 in the parchment style' })).toBeVisible({
    timeout: 30_000,
  });
  await snap(page, info, 'share-image-parchment-long');
  await d.getByRole('button', { name: 'Share…' }).click();
  await expect(d.getByRole('status')).toHaveText('Shared');
  const shared = await page.evaluate(() => (window as unknown as { shared?: unknown }).shared);
  expect(shared).toEqual([
    { name: 'Psalms-23-1-6-parchment.png', type: 'image/png', size: expect.any(Number) },
  ]);
});

test('more verses than a picture holds: the dialog says to choose fewer', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/read/JHN/3?verse=1-7');
  await chapterReady(page);
  await page
    .getByRole('toolbar', { name: 'Actions for John 3:1–7' })
    .getByRole('button', { name: 'Share as image' })
    .click();
  await expect(dialog(page, 'John 3:1–7').getByRole('alert')).toHaveText(
    'A picture holds up to 6 verses. Choose fewer verses to share them as an image.',
  );
});
