import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, snap, tapVerse } from './helpers.ts';

// Issue 18, the rest of the reading screen: footnotes and theme in the text settings, the study drawer
// and the ask panel leaving the text in sight on phones, answers read from their beginning, footnote
// markers for screen readers, and axe on the reader's tools.

const settings = (page: Page) => page.getByRole('dialog', { name: 'Text settings' });
const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Text settings' }).click();
  await expect(settings(page)).toBeVisible();
};
const choose = async (page: Page, group: string, option: string) =>
  settings(page).getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).click();
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const seriousViolations = async (page: Page) => {
  // Reduced motion: axe judges colours at rest, not halfway through a transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * Where the first line of `verse` is: under the study panel (drawer or side panel) or the action bar, out
 * of the window, or in sight (below the sticky header, above or beside the panel).
 */
const lineState = (page: Page, verse: number) =>
  page.evaluate((n) => {
    const line = document.querySelector(`.chapter [data-verse="${n}"]`)?.getClientRects()[0];
    const panel = document.querySelector('.drawer, .side-panel')?.getBoundingClientRect();
    const header = document.querySelector('.reader-header')?.getBoundingClientRect();
    // No panel on a phone whose Ask drawer is closed (plan mode, issue 36): nothing covers the line then.
    if (!line || !header) return 'missing';
    const covers = (r: DOMRect | undefined) =>
      r && line.left < r.right && line.right > r.left && line.top < r.bottom && line.bottom > r.top;
    if (covers(panel)) return 'under the panel';
    if (covers(document.querySelector('.verse-actions')?.getBoundingClientRect()))
      return 'under the action bar';
    if (line.top < header.bottom - 1 || line.bottom > window.innerHeight) return 'out of the window';
    return 'in sight';
  }, verse);

test(
  'text settings: footnotes and cross-references on/off, light/dark/system and parchment; applied at once and kept',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/read/ROM/8');
    await chapterReady(page);
    const footnotes = page.getByRole('button', { name: /^Footnote / });
    const xrefs = page.getByRole('button', { name: /^Cross references/ });
    await expect(footnotes.first()).toBeVisible();
    await expect(xrefs.first()).toBeVisible();
    expect(await theme(page)).toBe('light');
    const lightBg = await background(page);

    await openSettings(page);
    await choose(page, 'Footnotes and cross-references', 'Off');
    await expect(footnotes).toHaveCount(0);
    await expect(xrefs).toHaveCount(0);
    await choose(page, 'Light or dark', 'Dark');
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await background(page)).not.toBe(lightBg);
    await choose(page, 'Theme', 'Parchment');
    await expect.poll(() => theme(page)).toBe('parchmentDark');
    // Native controls follow the theme too: the parallel translation's select was a grey box on the dark page.
    const look = (el: Element) => getComputedStyle(el).backgroundColor;
    expect(await settings(page).getByLabel('Parallel translation').evaluate(look)).toBe(
      await settings(page).evaluate(look),
    );
    await snap(page, info, 'settings-dark-parchment');
    await page.keyboard.press('Escape');
    await snap(page, info, 'reader-dark-parchment-no-notes');

    // Kept after a reload, applied before the app starts (theme-init.js) and after.
    await page.reload();
    await chapterReady(page);
    expect(await theme(page)).toBe('parchmentDark');
    await expect(footnotes).toHaveCount(0);
    await expect(xrefs).toHaveCount(0);

    // Light by choice wins over a dark system; System follows the system again.
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSettings(page);
    await choose(page, 'Light or dark', 'Light');
    await expect.poll(() => theme(page)).toBe('parchment');
    await choose(page, 'Light or dark', 'System');
    await expect.poll(() => theme(page)).toBe('parchmentDark');
    await choose(page, 'Theme', 'Simple');
    await expect.poll(() => theme(page)).toBe('dark');
    await choose(page, 'Footnotes and cross-references', 'On');
    await expect(footnotes.first()).toBeVisible();
    await expect(xrefs.first()).toBeVisible();
    await page.reload();
    await chapterReady(page);
    expect(await theme(page)).toBe('dark');
    await expect(footnotes.first()).toBeVisible();
  },
);

test("plan mode: the day's passage in sight, the chat beside it on wider screens", async ({ page }, info) => {
  await page.goto('/reading-plans');
  await page.getByRole('link', { name: /He Is Risen/ }).click();
  await page.getByRole('button', { name: /^Day 4: John 20:24-31/ }).click();
  await chapterReady(page);
  // A phone opens the day with its text, the Ask drawer closed (issue 36); wider screens show the panel.
  const input = page.getByPlaceholder('Ask your own question...');
  if (isMobile(info)) await expect(input).toBeHidden();
  else await expect(input).toBeVisible();
  // The day starts at verse 24: its first line is in sight, above the drawer on phones, beside the panel
  // on wider screens.
  await expect.poll(() => lineState(page, 24)).toBe('in sight');
  await snap(page, info, 'plan-chat-open');
  // The passage stays readable on: the page still scrolls under a phone's drawer.
  const y = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollBy(0, 120));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y);
});

test('the ask panel keeps the selected verses in sight; a long answer opens at its beginning', async ({
  page,
}, info) => {
  // Verses near the end of the chapter: the text needs room below it to stay above a phone's drawer.
  await page.goto('/read/JHN/3?verse=33-34');
  await chapterReady(page);
  await page
    .getByRole('toolbar', { name: /^Actions for / })
    .getByRole('button', { name: 'Ask' })
    .click();
  const input = page.getByPlaceholder('Ask your own question...');
  await expect(input).toBeVisible();
  await expect.poll(() => lineState(page, 33)).toBe('in sight');
  await expect.poll(() => lineState(page, 34)).toBe('in sight');
  await snap(page, info, 'ask-selection-in-sight');
  if (!isMobile(info)) {
    // The floating action bar stays over the text's column, not over the panel beside it.
    const [bar, panel] = await Promise.all([
      page.getByRole('toolbar', { name: /^Actions for / }).boundingBox(),
      page.locator('.side-panel').boundingBox(),
    ]);
    expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThanOrEqual(panel?.x ?? 0);
  }

  // Two questions: the second answer lands below the first, where following the stream would leave the
  // reader at its end. A short window (a laptop's, a tablet held sideways) makes the answer taller than the
  // panel on every size.
  const size = page.viewportSize();
  if (size && size.height > 640) await page.setViewportSize({ width: size.width, height: 640 });
  const questions = ['What does it mean to certify that God is true?', 'Why say this here?'];
  for (const [i, question] of questions.entries()) {
    await input.fill(question);
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await input.press('Enter');
    await expect(page.locator('.bubble.user')).toHaveCount(i + 1);
    // The retrieval behind an answer can take a while on a busy machine: wait for it as for a state.
    await expect(page.locator('.bubble.assistant').nth(i).getByText('For reflection:')).toBeVisible({
      timeout: 20_000,
    });
  }
  const answer = page.locator('.bubble.assistant').last();
  const box = page.locator('.chat-messages');
  // The answer is longer than the panel shows at once, so its beginning and its end cannot both be in view.
  // Measured until it settles: the streamed bubble is replaced by the stored message when the answer
  // ends, and a node measured in between reads 0 px.
  const boxHeight = await box.evaluate((el) => el.clientHeight);
  await expect
    .poll(() => answer.evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(boxHeight);
  await expect(answer.locator(':scope > *').first()).toBeInViewport();
  await expect(answer.getByText('For reflection:')).not.toBeInViewport();
  await snap(page, info, 'answer-from-its-beginning');
});

test("footnote markers look unlike verse numbers, read as 'footnote a', and show their focus", async ({
  page,
}, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  const marker = page.getByRole('button', { name: 'Footnote a', exact: true }).first();
  const number = page.locator('.chapter sup.vn').first();
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return { style: s.fontStyle, weight: s.fontWeight, family: s.fontFamily, line: s.textDecorationLine };
  };
  const [m, n] = [await marker.evaluate(look), await number.evaluate(look)];
  expect(m.style).toBe('italic');
  expect(n.style).toBe('normal');
  expect(m.weight).not.toBe(n.weight);
  expect(m.family).not.toBe(n.family);
  expect(m.line).toContain('underline');

  // Keyboard: from the text's one verse-number stop, Tab reaches the first footnote marker, drawn focused.
  await number.focus();
  await page.keyboard.press('Tab');
  await expect(marker).toBeFocused();
  const ring = await marker.evaluate((el) => ({
    visible: el.matches(':focus-visible'),
    outline: getComputedStyle(el).outlineStyle,
    width: Number.parseFloat(getComputedStyle(el).outlineWidth),
  }));
  expect(ring).toEqual({ visible: true, outline: 'solid', width: 2 });
  await snap(page, info, 'footnote-focused');
});

test('axe: the text settings panel, parallel view, the action bar and /my-notes have no serious violations', async ({
  page,
}, info) => {
  test.setTimeout(120_000); // four axe runs on a shared machine: over 60 s on a phone beside the other shard
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await openSettings(page);
  expect(await seriousViolations(page)).toEqual([]);
  await settings(page).getByLabel('Parallel translation').selectOption('eng-kjv');
  await page.keyboard.press('Escape');
  await expect(page.locator('.chapter .pv[data-pverse="16"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, info, 'axe-parallel');

  await page.goto('/read/JHN/3?verse=16');
  await chapterReady(page);
  const bar = page.getByRole('toolbar', { name: /^Actions for / });
  await bar.getByRole('button', { name: 'Highlight' }).click();
  await bar.getByRole('button', { name: 'Highlight blue' }).click();
  await expect(page.locator('.reader-notice')).toHaveText('Highlighted blue');
  // The highlight cleared the selection (issue 36): the bar is checked again over a new one.
  await tapVerse(page, 17);
  await bar.getByRole('button', { name: 'Highlight' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, info, 'axe-action-bar');

  await page.goto('/my-notes');
  await expect(page.getByRole('link', { name: /John 3:16/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, info, 'axe-my-notes');
});
