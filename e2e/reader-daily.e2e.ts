import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, snap, tapVerse } from './helpers.ts';

// Issue 18: the daily reading experience — verse actions, highlights, notes, bookmarks, /my-notes.
const JOHN_3_16 =
  '“For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.” — John 3:16 (WEB)';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const actions = (page: Page) => page.getByRole('toolbar', { name: /^Actions for / });

test('select → Copy puts the exact verse text with its reference and translation on the clipboard', async ({
  page,
}, info) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await expect(actions(page)).toHaveCount(0);
  await tapVerse(page, 16);
  await expect(actions(page)).toBeVisible();
  await expect(actions(page)).toHaveAccessibleName('Actions for John 3:16');
  await actions(page).getByRole('button', { name: 'Copy' }).click();
  await expect(actions(page).getByRole('status')).toHaveText('Copied John 3:16');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JOHN_3_16);
  await snap(page, info, 'verse-actions');

  // Two verses and a gap: the quote marks the gap and the reference lists both runs.
  await tapVerse(page, 17);
  await tapVerse(page, 19);
  await expect(actions(page)).toHaveAccessibleName('Actions for John 3:16–17, 19');
  await actions(page).getByRole('button', { name: 'Copy' }).click();
  await expect(actions(page).getByRole('status')).toHaveText('Copied John 3:16–17, 19');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^“For God so loved .* eternal life\. For God didn’t send .* … This is the judgment, .*” — John 3:16–17, 19 \(WEB\)$/,
  );

  // Share without a native share sheet copies the link to the selection.
  await actions(page).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(actions(page).getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/read\/JHN\/3\?verse=16-17,19$/,
  );

  // Escape (from the toolbar) clears the selection and the bar goes.
  await actions(page).getByRole('button', { name: 'Copy' }).focus();
  await page.keyboard.press('Escape');
  await expect(actions(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);
});

test('Compare shows the verses in every installed translation', async ({ page }, info) => {
  await page.goto('/read/JHN/3?verse=16');
  await chapterReady(page);
  await actions(page).getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare John 3:16' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^WEB/ })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^KJV/ })).toBeVisible();
  await expect(dialog).toContainText('For God so loved the world, that he gave his only begotten Son');
  await snap(page, info, 'compare');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus is back where it was: the Compare button.
  await expect(actions(page).getByRole('button', { name: 'Compare' })).toBeFocused();
});

test('highlight, note and bookmark survive a reload, are listed and exported on /my-notes, and reach another device after sign-in', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000); // three browser contexts, a sign-up and a sign-in on a shared machine
  await page.goto('/read/PSA/23?verse=1');
  await chapterReady(page);
  const bar = actions(page);
  await bar.getByRole('button', { name: 'Highlight' }).click();
  await bar.getByRole('button', { name: 'Highlight green' }).click();
  await expect(page.locator('.reader-notice')).toHaveText('Highlighted green');
  await expect(page.locator('[data-verse="1"][data-highlight="green"]').first()).toBeVisible();

  // The highlight does not move the text: its place on the page (not in the viewport, which tapping a verse
  // may scroll by a few pixels on a phone) stays the same.
  const placeOf2 = () =>
    page
      .locator('[data-verse="2"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await placeOf2();
  // Verse 1 deselected, and seen deselected before verse 4 is tapped: a tap while the page still settled
  // after the highlight could miss (CI, phone size), and the note went to "Psalms 23:1, 4". Tapped again
  // only while it is still selected.
  const verse1 = page.getByRole('button', { name: /^Select verse 1\b/ }).first();
  await expect(async () => {
    if ((await verse1.getAttribute('aria-pressed')) === 'true') await tapVerse(page, 1);
    await expect(verse1).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await tapVerse(page, 4);
  await bar.getByRole('button', { name: 'Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Note on Psalms 23:4' });
  await expect(dialog.getByLabel(/Your note/)).toBeFocused();
  await dialog.getByLabel(/Your note/).fill('Even **there**, not alone.');
  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
  // Saving the note cleared the selection (issue 36): verse 4 is tapped again for the bookmark.
  await expect(page.locator('.reader-notice')).toHaveText('Note saved');
  await expect(bar).toHaveCount(0);
  await tapVerse(page, 4);
  await bar.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.locator('.reader-notice')).toHaveText('Bookmarked');
  await expect(bar).toHaveCount(0);
  await expect(page.locator('sup.vn.has-note.has-bookmark')).toHaveCount(1);
  // Issue 36: the marks sit beside the number, in its line (in the flow of the number's own box), not
  // placed out of the flow above it, over the words of the line before.
  const marked = await page.locator('sup.vn.has-note.has-bookmark').evaluate((vn) => {
    const marks = ['::before', '::after'].map((p) => getComputedStyle(vn, p));
    const line = (vn.closest('.v') ?? vn).getClientRects()[0];
    return {
      shown: marks.every((m) => m.content !== 'none' && m.display !== 'none'),
      inFlow: marks.every((m) => m.position === 'static'),
      // A superscript rises a little; a mark above the line rose a whole line.
      withinLine: line ? vn.getBoundingClientRect().top >= line.top - 10 : false,
    };
  });
  expect(marked).toEqual({ shown: true, inFlow: true, withinLine: true });
  expect(await placeOf2()).toBe(before);
  await snap(page, info, 'annotated-psalm');

  await page.goto('/read/PSA/23?verse=4');
  await chapterReady(page);
  await expect(page.locator('[data-verse="1"][data-highlight="green"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select verse 4 (has a note, bookmarked)' })).toHaveCount(1);
  await expect(actions(page).getByRole('button', { name: 'Edit note' })).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // /my-notes lists them by book, searchable and filterable, each opening the reader at its verses.
  await page.goto('/my-notes');
  await expect(page.getByRole('heading', { name: 'My Notes & Highlights' })).toBeVisible();
  const psalms = page.getByRole('region', { name: 'Psalms' });
  await expect(psalms.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Kind').selectOption('note');
  await expect(psalms.getByRole('listitem')).toHaveCount(1);
  await expect(psalms).toContainText('Even **there**, not alone.');
  await page.getByLabel('Kind').selectOption('');
  await page.getByLabel('Colour').selectOption('green');
  await expect(psalms.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Colour').selectOption('');
  await page.getByLabel('Search notes and highlights').fill('not alone');
  await expect(psalms.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search notes and highlights').fill('');
  await snap(page, info, 'my-notes');
  expect(await seriousViolations(page)).toEqual([]);

  const md = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  const mdText = readFileSync(await (await md).path(), 'utf8');
  expect(mdText).toContain('## Psalms');
  expect(mdText).toContain('- **Psalms 23:4** (eng-web) — Note\n  Even **there**, not alone.');
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const jsonPath = await (await json).path();
  const exported = JSON.parse(readFileSync(jsonPath, 'utf8'));
  expect(exported.annotations.map((a: { kind: string }) => a.kind).sort()).toEqual([
    'bookmark',
    'highlight',
    'note',
  ]);

  // Import into a fresh reader: the same three appear; importing again adds nothing.
  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto('/my-notes');
  await expect(other.getByText('Nothing yet.')).toBeVisible();
  await other.locator('input[type=file]').setInputFiles(jsonPath);
  await expect(other.getByRole('status')).toHaveText('Imported 3 of 3 new items.');
  await other.locator('input[type=file]').setInputFiles(jsonPath);
  await expect(other.getByRole('status')).toHaveText('Imported 0 of 0 new items.');
  await expect(other.getByRole('region', { name: 'Psalms' }).getByRole('listitem')).toHaveCount(3);
  await fresh.close();

  // Opening one goes to the reader at its verses.
  await page.getByRole('link', { name: 'Psalms 23:4' }).first().click();
  await expect(page).toHaveURL(/\/read\/PSA\/23\?verse=4$/);

  // Sign up here; then sign in on another device: the marks are there.
  const email = `marks-${info.project.name}-${Date.now()}@example.org`;
  const password = 'a long enough passphrase';
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();

  const device = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const second = await device.newPage();
  await second.goto('/auth?mode=sign-in');
  await second.getByLabel('E-mail').fill(email);
  await second.getByLabel('Password').fill(password);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await second.goto('/read/PSA/23');
  await chapterReady(second);
  await expect(second.locator('[data-verse="1"][data-highlight="green"]').first()).toBeVisible();
  await expect(second.getByRole('button', { name: 'Select verse 4 (has a note, bookmarked)' })).toHaveCount(
    1,
  );
  await snap(second, info, 'other-device');
  await device.close();
});

test('keyboard only: select a verse, reach the action bar, highlight, and remove it', async ({ page }) => {
  await page.goto('/read/ROM/8');
  await chapterReady(page);
  const number = page.getByRole('button', { name: 'Select verse 28' });
  await number.focus();
  await page.keyboard.press('Enter');
  await expect(actions(page)).toBeVisible();
  // The bar follows the text in tab order; Tab from the last verse controls gets there.
  await actions(page).getByRole('button', { name: 'Copy' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(actions(page).getByRole('button', { name: 'Share', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(actions(page).getByRole('button', { name: 'Share as image' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(actions(page).getByRole('button', { name: 'Highlight' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const swatch = actions(page).getByRole('button', { name: 'Highlight yellow' });
  await swatch.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-verse="28"][data-highlight="yellow"]').first()).toBeVisible();
  // The highlight cleared the selection (issue 36); the verse is selected again to remove it.
  await expect(actions(page)).toHaveCount(0);
  await number.focus();
  await page.keyboard.press('Enter');
  await actions(page).getByRole('button', { name: 'Highlight' }).focus();
  await page.keyboard.press('Enter');
  await actions(page).getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.reader-notice')).toHaveText('Highlight removed');
  await expect(page.locator('[data-verse="28"][data-highlight]')).toHaveCount(0);
});

/** The reader's place in Psalm 119 is saved past verse 100 (saved while scrolling, at most every 400 ms). */
const savedFarDown = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        Object.values(
          JSON.parse(localStorage.getItem('emmaus.lastRead') ?? '{}') as Record<
            string,
            { bookId: string; chapter: number; scrollY: number }
          >,
        ).some((p) => p.bookId === 'PSA' && p.chapter === 119 && p.scrollY > 1000),
      ),
    )
    .toBe(true);

test('Continue reading on home returns to the chapter and the scroll position; the menu lists the history', async ({
  page,
}, info) => {
  await page.goto('/read/PSA/119');
  await chapterReady(page);
  await page
    .locator('[data-verse="100"]')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(1000);
  await savedFarDown(page);
  await page.goto('/read/JHN/1');
  await chapterReady(page);
  await page.goto('/read/PSA/119');
  await chapterReady(page);
  await page
    .locator('[data-verse="100"]')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await savedFarDown(page);
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Continue reading Psalms 119' });
  await expect(link).toBeVisible();
  await snap(page, info, 'continue-reading');
  await link.click();
  await expect(page).toHaveURL(/\/read\/PSA\/119$/);
  await chapterReady(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
  await expect(page.locator('[data-verse="100"]').first()).toBeInViewport();

  await page.goto('/');
  if (info.project.name !== 'desktop') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByText('Reading history').click();
  const history = page.locator('.reading-history').getByRole('link');
  await expect(history).toHaveText(['Psalms 119', 'John 1']);
});

test('keyboard: a skip link to the text; the verse numbers are one tab stop moved with the arrow keys', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto('/read/ROM/12');
  await chapterReady(page);
  // The skip link is the page's first stop, before the menu (issue 36: e2e/navigation-tabs.e2e.ts).
  const skip = page.getByRole('button', { name: 'Skip to the text' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await expect.poll(focusedName).toBe('Select verse 1');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedName).toBe('Select verse 2');
  // Arrows move between verses here; they do not change chapter.
  await page.keyboard.press('ArrowRight');
  await expect.poll(focusedName).toBe('Select verse 3');
  await expect(page).toHaveURL(/\/read\/ROM\/12$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/\/read\/ROM\/12\?verse=2$/);
  // Only one verse number is a tab stop.
  const stops = await page.locator('.chapter sup.vn[tabindex="0"]').count();
  expect(stops).toBe(1);
  await page.keyboard.press('Tab');
  expect(await focusedName()).not.toMatch(/^Select verse/);
});
