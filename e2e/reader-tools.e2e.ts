import type { Page } from '@playwright/test';
import { verseOfTheDay } from '../common/src/verse-of-the-day.ts';
import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, snap } from './helpers.ts';

// Issue 18: text settings, the navigator's filter and recents, parallel view, read aloud, verse of the day.

const settings = (page: Page) => page.getByRole('dialog', { name: 'Text settings' });
const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Text settings' }).click();
  await expect(settings(page)).toBeVisible();
};
const chapterStyle = (page: Page) =>
  page.locator('.chapter').evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: Number.parseFloat(s.fontSize), leading: s.lineHeight, font: s.fontFamily };
  });

test('text settings change the text at once and are kept after a reload', async ({ page }, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  const before = await chapterStyle(page);
  expect(before.font).toContain('Georgia');
  await openSettings(page);
  const dialog = settings(page);
  await dialog.getByRole('button', { name: 'Larger text' }).click();
  await dialog.getByRole('button', { name: 'Larger text' }).click();
  await expect(dialog.getByText('5 of 6')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Loose' }).click();
  await dialog.getByRole('radio', { name: 'Sans' }).click();
  await dialog.getByRole('radio', { name: 'Verse per line' }).click();
  await dialog.getByRole('radiogroup', { name: 'Verse numbers' }).getByRole('radio', { name: 'Off' }).click();
  await dialog.getByRole('radiogroup', { name: 'Red letters' }).getByRole('radio', { name: 'Off' }).click();
  await snap(page, info, 'text-settings');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus goes back to the button that opened the panel.
  await expect(page.getByRole('button', { name: 'Text settings' })).toBeFocused();

  const check = async () => {
    const after = await chapterStyle(page);
    expect(after.size).toBeGreaterThan(before.size * 1.2);
    expect(after.font).not.toContain('Georgia');
    expect(Number.parseFloat(after.leading) / after.size).toBeCloseTo(2.15, 1);
    // Verse per line: each verse is a line of its own; the numbers are out of sight (but still the tab stop).
    const [a, b] = await Promise.all(
      [16, 17].map((n) => page.locator(`.chapter [data-verse="${n}"]`).first().boundingBox()),
    );
    expect(b?.x).toBe(a?.x);
    expect(
      await page
        .locator('.chapter sup.vn')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(1);
    // Red letters off: the words of Jesus take the text's colour.
    const [wj, text] = await page
      .locator('.chapter')
      .evaluate((el) => [
        getComputedStyle(el.querySelector('.wj') as Element).color,
        getComputedStyle(el).color,
      ]);
    expect(wj).toBe(text);
  };
  await check();
  await snap(page, info, 'text-settings-applied');
  await page.reload();
  await chapterReady(page);
  await check();
});

test(
  'the navigator shows names, filters as one types, and lists recent chapters',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/read/JHN/3');
    await chapterReady(page);
    await page.getByRole('button', { name: 'John 3', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Book' });
    // Full names, with the code beside as a hint.
    await expect(dialog.getByRole('button', { name: 'Philemon' })).toContainText('PhilemonPHM');
    const filter = dialog.getByRole('searchbox', { name: 'Filter books' });
    await filter.fill('jo');
    const names = async () => (await dialog.locator('.book-grid .book-name').allTextContents()).sort();
    expect(await names()).toEqual(['1 John', '2 John', '3 John', 'Job', 'Joel', 'John', 'Jonah', 'Joshua']);
    await filter.fill('1 jo');
    expect(await names()).toEqual(['1 John']);
    await snap(page, info, 'navigator-filter');
    await filter.fill('zzz');
    await expect(dialog.getByText('No book matches “zzz”.')).toBeVisible();
    // A chapter after the book goes straight there.
    await filter.fill('1 jo 2');
    await filter.press('Enter');
    await expect(page).toHaveURL(/\/read\/1JN\/2$/);
    await chapterReady(page);

    await page.getByRole('button', { name: '1 John 2', exact: true }).click();
    const recent = dialog.locator('.recent-chapters');
    await expect(dialog.getByRole('heading', { name: 'Recent' })).toBeVisible();
    await expect(recent.getByRole('button')).toHaveText(['1 John 2', 'John 3']);
    await snap(page, info, 'navigator-recent');
    await recent.getByRole('button', { name: 'John 3' }).click();
    await expect(page).toHaveURL(/\/read\/JHN\/3$/);
  },
);

test('parallel view: a second translation beside the first, verse by verse (stacked on phones)', async ({
  page,
}, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await openSettings(page);
  await settings(page).getByLabel('Parallel translation').selectOption('eng-kjv');
  await page.keyboard.press('Escape');
  const second = page.locator('.chapter .pv[data-pverse="16"]');
  await expect(second).toContainText('only begotten Son');
  const first = page.locator('.chapter .v[data-verse="16"]');
  await expect(first).toContainText(/only born.? Son/);
  await first.scrollIntoViewIfNeeded();
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('verse 16 not laid out');
  if (isMobile(info)) {
    // Stacked: the second translation's verse right under the first's.
    expect(b.y).toBeGreaterThan(a.y + a.height - 2);
    expect(b.y - (a.y + a.height)).toBeLessThan(40);
  } else {
    // Side by side, starting on the same line.
    expect(b.x).toBeGreaterThan(a.x + a.width / 2);
    expect(Math.abs(b.y - a.y)).toBeLessThan(2);
  }
  // Every row starts both columns together, all down the chapter.
  const misaligned = await page.locator('.chapter .prow[data-row]').evaluateAll(
    (rows) =>
      rows.filter((r) => {
        const [x, y] = [...r.children].map((c) => c.getBoundingClientRect().top);
        return getComputedStyle(r).gridTemplateColumns.split(' ').length > 1 && x !== y;
      }).length,
  );
  expect(misaligned).toBe(0);
  await snap(page, info, 'parallel');
  // Selecting still works on the first translation, and the choice is kept.
  await page.reload();
  await chapterReady(page);
  await expect(page.locator('.chapter .pv[data-pverse="16"]')).toBeVisible();
  await page.locator('.chapter .v[data-verse="16"] sup.vn').click();
  await expect(page).toHaveURL(/verse=16$/);
});

/** A stand-in for the browser's voice: each utterance "ends" after a short while, as speech would. */
// A voice the test drives: an utterance ends when the test says so (window.__end), never on a timer, so
// a loaded machine cannot let verse 1 end before Pause is pressed (stop 44: it did, at 1.5 s). A paused
// voice does not end; the test checks that pausing holds the reading there.
const fakeSpeech = () => {
  const spoken: string[] = [];
  let paused = false;
  let current: SpeechSynthesisUtterance | null = null;
  const fake = {
    speak(u: SpeechSynthesisUtterance) {
      spoken.push(u.text);
      current = u;
    },
    cancel() {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'canceled' } as SpeechSynthesisErrorEvent);
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
    },
    getVoices: () => [],
  };
  const end = () => {
    if (paused || !current) return;
    const u = current;
    current = null;
    u.onend?.(new Event('end') as SpeechSynthesisEvent);
  };
  Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
  Object.defineProperty(window, '__spoken', { value: spoken });
  Object.defineProperty(window, '__end', { value: end });
};

/** The fake voice finishes what it is saying (fakeSpeech). */
const endUtterance = (page: Page) => page.evaluate(() => (window as unknown as { __end(): void }).__end());

test(
  'read aloud goes verse by verse with the verse marked, pauses, stops, and goes on to the next chapter',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.addInitScript(fakeSpeech);
    await page.goto('/read/PSA/117');
    await chapterReady(page);
    await page.getByRole('button', { name: 'Read aloud' }).click();
    const bar = page.getByRole('region', { name: 'Read aloud' });
    await bar.getByRole('button', { name: 'Play' }).click();
    await expect(bar.getByRole('status')).toHaveText('Reading verse 1');
    await expect(page.locator('.chapter .v.reading').first()).toHaveAttribute('data-verse', '1');
    await snap(page, info, 'read-aloud');
    await bar.getByRole('button', { name: 'Pause' }).click();
    // Paused, the voice holds: the end of its utterance does not come, and verse 1 stays marked.
    await expect(bar.getByRole('button', { name: 'Resume' })).toBeVisible();
    await endUtterance(page);
    await expect(bar.getByRole('status')).toHaveText('Reading verse 1');
    await bar.getByRole('button', { name: 'Resume' }).click();
    await endUtterance(page);
    await expect(bar.getByRole('status')).toHaveText('Reading verse 2');
    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(page.locator('.chapter .v.reading')).toHaveCount(0);
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
    expect(spoken[0]).toMatch(/^Praise Yahweh, all you nations!/);

    // With "Next chapter" on, the end of Psalm 117 goes on into Psalm 118, reading from its first verse.
    await bar.getByRole('checkbox', { name: 'Next chapter' }).check();
    await bar.getByRole('button', { name: 'Play' }).click();
    // Psalm 117's verses are read to their end, one utterance after another.
    await expect
      .poll(async () => {
        await endUtterance(page);
        return new URL(page.url()).pathname;
      })
      .toBe('/read/PSA/118');
    await expect(page.getByRole('region', { name: 'Read aloud' }).getByRole('status')).toHaveText(
      /Reading verse [12]/,
    );
    await page.getByRole('button', { name: 'Close read aloud' }).click();
    await expect(page.locator('.chapter .v.reading')).toHaveCount(0);
  },
);

test('without speech synthesis there is no read-aloud button and the chapter reads as usual', {
  tag: '@flow',
}, async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  });
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await expect(page.getByRole('button', { name: 'Text settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
});

test(
  'verse of the day: the same verse all day, its exact text, and a tap opens it in the reader',
  { tag: '@flow' },
  async ({ page }, info) => {
    // A day whose verse is John 3:16 in the curated list.
    let day = new Date(2026, 0, 1, 9);
    while (verseOfTheDay(day).bookId !== 'JHN' || verseOfTheDay(day).verse !== 16)
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 9);
    await page.clock.setFixedTime(day);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Verse of the Day' });
    await expect(card.locator('blockquote')).toHaveText(
      'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.',
    );
    await expect(card).toContainText('John 3:16');
    await snap(page, info, 'verse-of-the-day');
    await card.locator('blockquote').click();
    await expect(page).toHaveURL(/\/read\/JHN\/3\?verse=16$/);
    await expect(page.locator('.chapter [data-verse="16"].selected').first()).toBeVisible();

    // The next day, another verse.
    await page.clock.setFixedTime(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 9));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Verse of the Day' })).not.toContainText('John 3:16');
    const next = verseOfTheDay(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 9));
    await expect(page.getByRole('link', { name: /^Read / })).toHaveAttribute(
      'href',
      `/read/${next.bookId}/${next.chapter}?verse=${next.verse}`,
    );
  },
);

test('on phones the suggestion chips step aside while scrolling down through the text and come back on scrolling up', async ({
  page,
}, info) => {
  test.skip(!isMobile(info), 'the chips collapse on phones only');
  await page.goto('/read/PSA/119');
  await chapterReady(page);
  const chips = page.locator('.bottom-chips');
  await expect(chips).toBeVisible();
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 300);
  await expect(chips).toHaveCount(0);
  // The Ask button stays; the text above it is not covered by chips.
  await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeVisible();
  await snap(page, info, 'chips-collapsed');
  await page.mouse.wheel(0, -300);
  await expect(chips).toBeVisible();

  // At the chapter's end they settle, shown or not. Hiding them shortens the page, and the browser's
  // clamped scroll once read as the reader scrolling up: they came back, the page grew, and so on for ever,
  // the text jumping and the verse action sheet moving under the finger.
  await page.mouse.wheel(0, 100_000);
  await page.waitForTimeout(1000);
  const states = new Set<string>();
  for (let i = 0; i < 12; i++) {
    states.add(
      await page.evaluate(
        () => `${Math.round(window.scrollY)} ${Boolean(document.querySelector('.bottom-chips'))}`,
      ),
    );
    await page.waitForTimeout(100);
  }
  expect([...states]).toHaveLength(1);
});
