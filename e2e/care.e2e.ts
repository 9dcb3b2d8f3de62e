import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, controlled, snap } from './helpers.ts';

// Care for a reader in crisis (issue 29), as a reader meets it on phone and desktop.

const ask = async (page: Page, question: string) => {
  await page.goto('/');
  const search = page.getByPlaceholder('Ask any question or enter a passage');
  await search.fill(question);
  await search.press('Enter');
};

/** Whether the element's box lies inside the viewport (seen without scrolling). */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight && r.height > 0;
    });

test('"i want to kill myself" shows the care card above a passage of comfort, and an answer of comfort', async ({
  page,
}, info) => {
  await ask(page, 'i want to kill myself');
  await expect(page).toHaveURL(/\/read\/PSA\/34\?/);
  await chapterReady(page);
  // In the study panel, first: under the question, before the answer, read out as it appears.
  const panelCard = page.locator('.chat-messages .care-card');
  await expect(panelCard).toBeVisible();
  await expect(panelCard).toHaveAttribute('role', 'alert');
  await expect(panelCard.getByRole('heading')).toHaveText('You are not alone. Please reach someone now.');
  await expect(panelCard).toContainText('If you are in immediate danger, call your local emergency number.');
  await expect(panelCard.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(panelCard.getByRole('link', { name: 'findahelpline.com' })).toBeVisible();
  expect(await inView(page, '.chat-messages .care-card')).toBe(true);
  const answer = page.locator('.bubble.assistant').last();
  await expect(answer).toContainText('Please reach someone now');
  await expect(answer).toContainText('Yahweh is near to those who have a broken heart');
  await expect(answer).not.toContainText('kill the wicked');
  await expect(answer).not.toContainText('For reflection');
  // Above the passage too, on the page itself.
  await expect(page.locator('.reader-main .care-card')).toBeAttached();
  await snap(page, info, 'care-card');
});

test('a friend in danger: the gentle pointer under the question, no card, and a passage for those who comfort', async ({
  page,
}, info) => {
  await ask(page, "my mate says he's going to end it tonight");
  await expect(page).toHaveURL(/\/read\/2CO\/1\?/);
  await chapterReady(page);
  const note = page.locator('.chat-messages .support-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('If someone you love may be in danger');
  await expect(note.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(page.locator('.care-card')).toHaveCount(0);
  await snap(page, info, 'support-friend');
});

test('a question about death in Scripture shows no card', { tag: '@flow' }, async ({ page }) => {
  await ask(page, 'why did Saul kill himself?');
  await expect(page).toHaveURL(/\/read\/1SA\/31/);
  await chapterReady(page);
  await page.locator('.bubble.assistant').last().getByText('For reflection:').waitFor();
  await expect(page.locator('.care-card')).toHaveCount(0);
});

// The app's chunks (the search's reference parser, the care model) are in the service worker's cache.
const precached = (page: Page, names: string[]) =>
  expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const urls: string[] = [];
          for (const key of await caches.keys())
            for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
          return wanted.every((name) => urls.some((u) => u.includes(name)));
        }, names),
      { timeout: 60_000 },
    )
    .toBe(true);

test.describe('with the service worker', () => {
  // What this test checks is the service worker's (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('offline, the card and a passage of comfort are still there', { tag: '@flow' }, async ({
    page,
    context,
    allowFailedRequests,
  }) => {
    test.setTimeout(120_000);
    allowFailedRequests();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Emmaus' })).toBeVisible();
    await controlled(page);
    await precached(page, ['passage-path', 'care-model-data']);
    await context.setOffline(true);
    const search = page.getByPlaceholder('Ask any question or enter a passage');
    await search.fill('i dont want to be alive anymore');
    await search.press('Enter');
    await expect(page.locator('.care-card')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read a passage of comfort' })).toHaveAttribute(
      'href',
      '/read/PSA/34?verse=18',
    );
    await context.setOffline(false);
  });
});
