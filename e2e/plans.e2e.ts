import { ADMIN, signIn } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, snap } from './helpers.ts';

test('discover → about → begin → step through every day → celebrate → restart', async ({ page }, info) => {
  await page.goto('/reading-plans');
  await expect(page.getByRole('heading', { name: 'Discover Sermon Studies' })).toBeVisible();
  await expect(page.getByText('New studies appear here as churches publish them')).toBeVisible();
  await expect(page.getByText('Updated every Monday')).toHaveCount(0);
  await expect(page.locator('.plan-card')).toHaveCount(3);
  // The search filters by name, church and description.
  await page.getByLabel('Search Sermon Studies').fill('thomas');
  await expect(page.locator('.plan-card')).toHaveCount(1);
  await page.getByLabel('Search Sermon Studies').fill('emmaus road');
  await expect(page.locator('.plan-card')).toHaveCount(3);
  await page.getByLabel('Search Sermon Studies').fill('');
  await snap(page, info, 'plans-list');

  await page.getByRole('link', { name: /The Lord Is My Shepherd/ }).click();
  await expect(page.getByRole('heading', { name: 'The Lord Is My Shepherd: Psalms of Trust' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Day 1: Psalm 23:1-6/ })).toBeVisible();
  await expect(page.locator('.plan-day')).toHaveCount(5);
  await expect(page.getByText(/Estimated time: \d+-\d+ min/)).toBeVisible();
  await snap(page, info, 'plan-about');
  await page.getByRole('button', { name: 'Begin Reading' }).click();

  await expect(page).toHaveURL(/\/plans\/\d+$/);
  const planUrl = page.url();
  // Plan mode opens the chat with the day's suggestions, the step's question first; on a phone the day
  // opens with its text instead, the chat behind the Ask button (issue 36: the drawer hid the text).
  if (isMobile(info)) {
    await chapterReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
  }
  await expect(
    page.getByRole('button', { name: "Where do you most need to hear 'you are with me' this week?" }),
  ).toBeVisible();
  if (isMobile(info)) {
    // The drawer covers the text on phones: close it, and it stays closed from day to day.
    await expect(page.getByRole('dialog').getByPlaceholder('Ask your own question...')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'The Lord is my shepherd' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Psalms 23', exact: true })).toBeVisible();
  await expect(page.locator('.chapter .selected').first()).toBeVisible();
  // No chapter arrows in plan mode: days instead.
  await expect(page.getByRole('link', { name: 'Next chapter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  await snap(page, info, 'plan-reading');

  for (const [day, title] of [
    [2, 'A very present help'],
    [3, 'Under his wings'],
    [4, 'My help comes from the Lord'],
    [5, 'You have searched me'],
  ] as const) {
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('.plan-banner')).toContainText(`Day ${day} of 5`);
  }
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('heading', { name: 'My help comes from the Lord' })).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('button', { name: 'Next day' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText(/^Completed \w+ \d+, \d{4}$/)).toBeVisible();
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Read Psalms \d+$/ })).toHaveCount(3);
  await snap(page, info, 'plan-completed');

  // The about page now says so; restarting goes back to day 1.
  await page.goto(`${planUrl}/about`);
  await expect(page.getByText('Reading plan completed!')).toBeVisible();
  await page.goto(planUrl);
  await page.getByRole('button', { name: 'Restart This Plan' }).click();
  // On a phone the day opens with its text, no drawer over it (issue 36).
  if (isMobile(info)) await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'The Lord is my shepherd' })).toBeVisible();
  await expect(page.locator('.plan-banner')).toContainText('Day 1 of 5');

  // Home shows the study in progress.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your Sermon Study' })).toContainText('Day 1 of 5');
});

test('a day on the about page starts the study there; the banner closes to the reader; notes open', async ({
  page,
}, info) => {
  await page.goto('/reading-plans');
  await page.getByRole('link', { name: /He Is Risen/ }).click();
  await page.getByRole('button', { name: /^Day 4: John 20:24-31/ }).click();
  // The day opens with its chapter, scrolled to the day's first verse, and the chat: a drawer on phones
  // (closed here), a panel beside the text on wider screens. The banner is clicked once that is done,
  // not while the page still moves (stop 28's own CI run, on a tablet: the click left the URL at /plans/3).
  if (isMobile(info)) {
    await chapterReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else await expect(page.getByPlaceholder('Ask your own question...')).toBeVisible();
  await chapterReady(page);
  await expect(page.getByRole('heading', { name: 'Thomas believes' })).toBeVisible();
  await page.getByRole('button', { name: 'Close Sermon Study' }).click();
  await expect(page).toHaveURL(/\/read\/JHN\/20$/);

  await page.goBack();
  await page.goto(page.url().replace(/\/plans\/(\d+).*/, '/plans/$1/about'));
  await expect(page.getByRole('button', { name: /Day 4/ })).toContainText('Current');
  await page.getByRole('button', { name: 'Sermon Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Witnesses of the Risen Lord' });
  await expect(notes.getByRole('heading', { name: 'Witnesses of the Risen Lord', level: 1 })).toBeVisible();
  const link = notes.getByRole('link', { name: 'John 20:31' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await notes.getByRole('button', { name: 'Close sermon notes' }).click();
  await expect(notes).toHaveCount(0);
});

test('an unknown study and an unknown church say so', { tag: '@flow' }, async ({
  page,
  allowFailedRequests,
}) => {
  allowFailedRequests();
  await page.goto('/plans/999999/about');
  await expect(page.getByRole('heading', { name: 'Sermon Study Not Found' })).toBeVisible();
  await expect(page.getByText("The sermon study you're looking for could not be found.")).toBeVisible();
  await page.goto('/churches/999999');
  await expect(page.getByRole('heading', { name: 'Church Not Found' })).toBeVisible();
  await page.goto('/reading-plans');
  await page.getByRole('link', { name: /He Is Risen/ }).click();
  await page.locator('.plan-about').getByRole('link', { name: 'Emmaus Road Fellowship' }).click();
  await expect(page.getByRole('heading', { name: 'Emmaus Road Fellowship' })).toBeVisible();
  await expect(page.locator('.plan-card')).toHaveCount(3);
});

// The failure is made with page.route, which a service worker's own fetches pass by: once the app's
// worker controls the page, the step call went through it, succeeded, and the day stayed (a flaky run on
// /plans/2). Without the worker the route sees every call.
test.describe('a plan call that fails', () => {
  test.use({ serviceWorkers: 'block' });
  test('when the plan call fails, Next day falls back to the next chapter', async ({
    page,
    allowFailedRequests,
  }, info) => {
    allowFailedRequests();
    await page.goto('/reading-plans');
    await page.getByRole('link', { name: /The Lord Is My Shepherd/ }).click();
    await page.getByRole('button', { name: 'Begin Reading' }).click();
    if (isMobile(info)) await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'The Lord is my shepherd' })).toBeVisible();
    await page.route('**/api/user/plans/current/next-step', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"detail":"down","code":"server.unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/\/read\/PSA\/24$/);
  });
});

test('a paced study opens a day a day: "Mark as read", then "Day 2 opens tomorrow"', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  // The admin paces a demo study for this test only (one worker per shard: nothing else reads it now).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  const { plans } = (await admin.evaluate(() =>
    fetch('/api/reading-plans/suggested').then((r) => r.json()),
  )) as { plans: { id: number; name: string }[] };
  const study = plans.find((p) => p.name.startsWith('Blessed')) ?? plans[0];
  if (!study) throw new Error('no demo study');
  const pace = (paced: boolean) =>
    admin.evaluate(
      async ([id, on]) =>
        (
          await fetch(`/api/reading-plans/${id}`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              'x-user-id': localStorage.getItem('emmaus.userId') ?? '',
            },
            body: JSON.stringify({ paced: on }),
          })
        ).status,
      [study.id, paced] as const,
    );
  expect(await pace(true)).toBe(200);
  try {
    await page.goto(`/plans/${study.id}/about`);
    await expect(page.getByText('One day opens each day from when you start')).toBeVisible();
    await page.getByRole('button', { name: 'Begin Reading' }).click();
    await expect(page).toHaveURL(new RegExp(`/plans/${study.id}$`));
    await chapterReady(page);
    const bar = page.locator('.plan-steps');
    await expect(page.locator('.step-card')).toContainText('Day 2 opens tomorrow');
    await expect(bar.getByRole('button', { name: 'Next day' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'Mark as read' }).click();
    await expect(bar.getByRole('status')).toHaveText('✓ Read · Day 2 opens tomorrow');
    await snap(page, info, 'paced-day-read');
    // The study's page says when the next days open and does not open them early.
    await page.goto(`/plans/${study.id}/about`);
    const day2 = page.getByRole('button', { name: /^Day 2:/ });
    await expect(day2).toContainText('Opens tomorrow');
    await expect(day2).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Day 3:/ })).toContainText('Opens in 2 days');
    await snap(page, info, 'paced-about');
  } finally {
    expect(await pace(false)).toBe(200);
    await adminContext.close();
  }
});
