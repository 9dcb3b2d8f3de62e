import { expect, test } from './fixtures.ts';
import { chapterReady, snap } from './helpers.ts';

const FLASH = "We couldn't find a passage for that question.";

test('chapters out of range open chapter 1, keeping the query', { tag: '@flow' }, async ({ page }) => {
  await page.goto('/read/JHN/0?verse=2');
  await expect(page).toHaveURL(/\/read\/JHN\/1\?verse=2$/);
  await page.goto('/read/JUD/2');
  await expect(page).toHaveURL(/\/read\/JUD\/1$/);
  await expect(page.getByRole('heading', { name: 'Jude 1' })).toBeVisible();
});

test(
  'an unknown book says not found at its own address; a switched-off feature goes home with the message once',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/read/XYZ/1');
    await expect(page.getByRole('heading', { name: 'Passage not found' })).toBeVisible();
    await expect(page.getByText('There is no passage at /read/XYZ/1 in this Bible.')).toBeVisible();
    await expect(page).toHaveURL(/\/read\/XYZ\/1$/);
    await expect(page.getByText(FLASH)).toHaveCount(0);
    await snap(page, info, 'read-notfound');
    // A feature switched off sends home with the message once (require-flag.tsx): the address no longer
    // carries it, so a reload does not bring it back.
    await page.goto('/?notfound=1');
    await expect(page.getByRole('status').filter({ hasText: FLASH })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await snap(page, info, 'home-notfound');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Emmaus' })).toBeVisible();
    await expect(page.getByText(FLASH)).toHaveCount(0);
    await page.goto('/?notfound=1');
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(page.getByText(FLASH)).toHaveCount(0);
  },
);

test('home: a question in the address is asked once and removed from it', { tag: '@flow' }, async ({
  page,
}) => {
  await page.goto('/?question=John%203%3A16');
  await expect(page).toHaveURL(/\/read\/JHN\/3\?verse=16$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the legacy address redirects keeping the query string', { tag: '@flow' }, async ({ page }) => {
  await page.goto('/eng-web/MAL/4?verse=5-6');
  await expect(page).toHaveURL(/\/read\/MAL\/4\?verse=5-6$/);
  await chapterReady(page);
  await expect(page.locator('[data-verse="5"].selected').first()).toBeVisible();
});

test('home: passages open their chapter, questions the chapter that answers them, blanks nothing', {
  tag: '@flow',
}, async ({ page, allowFailedRequests }) => {
  await page.goto('/');
  const search = page.getByPlaceholder('Ask any question or enter a passage');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  // Home has other live regions (the verse of the day's Share status): the flash is the one that must not show.
  await expect(page.getByText(FLASH)).toHaveCount(0);
  await search.fill('Where does Jesus feed the four thousand?');
  await search.press('Enter');
  // The reader asks the question at once and swaps ?question= for the new chat's ?chatId=: either may be
  // what the URL says when it is read.
  await expect(page).toHaveURL(
    /\/read\/(MAT\/15|MRK\/8)\?(question=Where\+does\+Jesus\+feed|chatId=[0-9a-f-]{36}$)/,
  );
  await page.goto('/');
  // Nothing in Scripture matches: the server answers 404 (logged by the browser) and the flash shows.
  allowFailedRequests();
  await page.getByPlaceholder('Ask any question or enter a passage').fill('zzkq xxyv qwrtp');
  await page.getByPlaceholder('Ask any question or enter a passage').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: FLASH })).toBeVisible();
  for (const [typed, url] of [
    ['Psalm 23', /\/read\/PSA\/23$/],
    ['1 Cor 13', /\/read\/1CO\/13$/],
    ['Phil 4:6-7', /\/read\/PHP\/4\?verse=6-7$/],
  ] as const) {
    await page.goto('/');
    await page.getByPlaceholder('Ask any question or enter a passage').fill(typed);
    await page.getByPlaceholder('Ask any question or enter a passage').press('Enter');
    await expect(page).toHaveURL(url);
  }
});

test(
  'home offers example questions that open the chapter answering them',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Try these example Questions' });
    await expect(section.getByRole('button')).toHaveCount(6);
    await snap(page, info, 'home-examples');
    await section
      .getByRole('button', { name: 'Who were the Pharisees and why did they clash with Jesus?' })
      .click();
    // The question rides in the address until its chat exists, then the chat's id replaces it: a fast
    // answer can do both before the first look. A fresh server's first question waits for its indexes.
    await expect(page).toHaveURL(/\/read\/[1-4A-Z]{3}\/\d+\?(question=Who\+were\+the\+Pharisees|chatId=)/, {
      timeout: 30_000,
    });
    await chapterReady(page);
    await expect(page.locator('.bubble.user')).toContainText('Who were the Pharisees');
  },
);
