import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, controlled, isMobile, keepShot, snap, tapVerse } from './helpers.ts';

// The service worker is what this spec checks (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 33: gentle streaks, reading history and memory verses, at phone size as a reader would: three
// days of reading (the page's clock moved a day at a time), the streak on home, a verse saved from the
// verse actions and practised offline, its grade sent when the connection is back.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';
const shot = async (page: Page, info: TestInfo, name: string) => {
  await snap(page, info, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await keepShot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
  }
};

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** What the server holds for this browser's reader. */
const api = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const id = localStorage.getItem('emmaus.userId') ?? '';
    return (await fetch(p, { headers: { 'X-User-ID': id } })).json();
  }, path);

const DAY = 86_400_000;

test.beforeEach(async ({ context }) => {
  await context.route('/api/analytics/events', (route) => route.fulfill({ status: 202, body: '' }));
});

test('three days of reading make a gentle streak; a memory verse is saved and practised offline', async ({
  page,
  context,
  allowFailedRequests,
}, info) => {
  test.skip(!isMobile(info), 'the reader’s daily habit, checked at phone size');
  test.setTimeout(180_000);
  // Offline, the app's requests fail on purpose.
  allowFailedRequests();
  const start = Date.now();
  await page.clock.install({ time: new Date(start - 2 * DAY) });

  // Three days: each chapter stays open and in view for 20 s of the page's clock, then counts.
  for (const [day, chapter] of [
    [2, 1],
    [1, 2],
    [0, 3],
  ] as const) {
    await page.clock.setSystemTime(new Date(start - day * DAY + (Date.now() - start)));
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/reading') && r.request().method() === 'POST',
    );
    await page.goto(`/read/JHN/${chapter}`);
    await chapterReady(page);
    // 20 s in view on the page's clock (real time passes too, so "not before" is not asserted here).
    await page.clock.fastForward(21_000);
    expect((await recorded).status()).toBe(204);
  }

  const streak = await api(page, '/api/user/streak');
  expect(streak).toMatchObject({ read_today: true, current_days: 3, total_chapters: 3 });

  await page.goto('/');
  await controlled(page);
  const card = page.locator('.streak-card');
  await expect(card.getByRole('heading', { name: '3 days in a row' })).toBeVisible();
  await expect(card.locator('.week-dots li.read')).toHaveCount(
    streak.this_week.filter(Boolean).length as number,
  );
  await expect(card).toContainText('One free day a week keeps your run going.');
  await card.scrollIntoViewIfNeeded();
  await shot(page, info, 'home-streak');
  expect(await seriousViolations(page)).toEqual([]);

  // The menu's reading history: the week, and the chapters newest first.
  // The menu's content loads when it first opens; a click while the service worker takes the page over
  // can be lost, so it is opened until its link shows.
  const historyLink = page.getByRole('link', { name: 'Reading history' });
  await expect(async () => {
    if (!(await historyLink.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(historyLink).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await historyLink.click();
  await expect(page).toHaveURL(/\/reading-history$/);
  await expect(page.locator('.reading-history').getByRole('link')).toHaveText(['John 3', 'John 2', 'John 1']);
  await expect(page.locator('.reading-history li')).toHaveText([/Today/, /Yesterday/, /./]);
  await expect(page.getByRole('heading', { name: '3 days in a row' })).toBeVisible();
  await shot(page, info, 'reading-history');
  expect(await seriousViolations(page)).toEqual([]);

  // A verse saved from the verse actions.
  await page.goto('/read/PSA/119');
  await chapterReady(page);
  await tapVerse(page, 11);
  await page.getByRole('button', { name: 'Memorise' }).click();
  await expect(page.getByText('Psalm 119:11 saved to your memory verses')).toBeVisible();
  const saved = (await api(page, '/api/user/memory-verses')).memory_verses;
  expect(saved).toEqual([expect.objectContaining({ ref: 'PSA.119.11', label: 'Psalm 119:11', reps: 0 })]);

  // Practice, online once so the list is kept for offline.
  await page.goto('/memory');
  await expect(page.getByRole('heading', { name: 'Psalm 119:11' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Psalm 119:11' })).toBeVisible();
  // The reference first; the verse only when asked for, then with words hidden step by step.
  await expect(page.locator('.memory-text')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the verse with hints' }).click();
  await expect(page.locator('.memory-text')).toContainText('I have hidden your word in my heart');
  await page.getByRole('button', { name: 'Hide more words' }).click();
  await page.getByRole('button', { name: 'Hide more words' }).click();
  await expect(page.locator('.memory-text')).toHaveAttribute('data-level', 'letters');
  await expect(page.locator('.memory-text')).toContainText('I h___ h_____ y___ w___');
  await page.getByLabel('Type it from memory (optional)').fill('I have hidden your word in my heart');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/8 of \d+ words in order/)).toBeVisible();
  await shot(page, info, 'memory-practice-offline');
  await page.getByRole('button', { name: 'Good' }).click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(page.getByText('All done for now.')).toBeVisible();
  await shot(page, info, 'memory-done-offline');

  // Back online, the grade reaches the server and FSRS schedules the next practice.
  await context.setOffline(false);
  await expect
    .poll(async () => (await api(page, '/api/user/memory-verses')).memory_verses?.[0]?.reps, {
      timeout: 20_000,
    })
    .toBe(1);
  const [learnt] = (await api(page, '/api/user/memory-verses')).memory_verses;
  expect(Date.parse(learnt.due)).toBeGreaterThan(start);
  expect(learnt.last_review).not.toBeNull();
});
