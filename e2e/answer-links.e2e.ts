import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady } from './helpers.ts';

// Issue 14, "Done means": no answer or search result links to a page that is not found. A sample of
// questions across kinds (from eval/answers-heldout.jsonl) and of searches (a deuterocanon word, a phrase,
// a misspelling, a reference); every link into the app they show is followed.
const QUESTIONS = [
  { at: '/read/JHN/3?verse=5', q: 'What does being born of water and the Spirit refer to?' },
  { at: '/read/MAT/5?verse=5', q: 'Who are the meek and what will they inherit?' },
  { at: '/read/PSA/46?verse=10', q: "What does 'be still' mean here?" },
  { at: '/read/ROM/10?verse=9', q: 'How is a person saved?' },
  { at: '/read/COL/3?verse=23', q: 'How should I do my work?' },
  { at: '/read/JOB/1?verse=21', q: 'Why did Job say the Lord gives and takes away?' },
  { at: '/read/PHP/4?verse=4', q: 'What does the Bible say about joy?' },
  { at: '/read/SIR/30?verse=1', q: 'What does this say about raising children?' },
];
const SEARCHES = [
  'Tobit',
  '"living water"',
  'love your enemies',
  'Nicodemas',
  'wisdom',
  'shepherd',
  'Judith',
  'grace',
];

const appLinks = async (page: Page, selector: string): Promise<string[]> =>
  (
    await page
      .locator(`${selector} a[href^="/"]`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  ).filter((h) => /^\/(read|search|site)\b/.test(h));

test.describe.configure({ mode: 'serial' });

// Opens an address inside the running app, as a click on one of its links does (the router's
// navigation, no page load): a full load per link took this test past 90 s of its shard.
const openInApp = (page: Page, href: string) =>
  page.evaluate((h) => {
    history.pushState(null, '', h);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);

test('every link in a sample of answers and search results opens a page that exists', {
  tag: '@flow',
}, async ({ page }) => {
  test.setTimeout(300_000);
  const links = new Set<string>();
  for (const { at, q } of QUESTIONS) {
    await page.goto(at);
    await chapterReady(page);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const input = page.getByPlaceholder('Ask your own question...');
    await input.fill(q);
    await input.press('Enter');
    const answer = page.locator('.bubble.assistant').last();
    await expect(answer.getByText('For reflection:')).toBeVisible({ timeout: 30_000 });
    const found = await appLinks(page, '.bubble.assistant');
    expect(found.length, `links in the answer to "${q}"`).toBeGreaterThan(0);
    for (const h of found) links.add(h);
  }
  for (const q of SEARCHES) {
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    // A book's name alone ("Tobit") opens the reader; anything else lists results. The first search of a
    // fresh server builds its spelling vocabulary: allow it time.
    await expect(page.locator('.search-total, .chapter [data-verse]').first()).toBeVisible({
      timeout: 20_000,
    });
    const url = new URL(page.url());
    if (url.pathname.startsWith('/read/')) links.add(`${url.pathname}${url.search}`);
    else for (const h of await appLinks(page, 'main')) links.add(h);
  }
  expect(links.size).toBeGreaterThan(20);

  // Reader links are followed chapter by chapter: the chapter shows, with every linked verse in it.
  const chapters = new Map<string, Set<number>>();
  const others: string[] = [];
  for (const h of links) {
    const m = h.match(/^\/read\/([1-4A-Z]{3})\/(\d+)(?:\?verse=(\d+)(?:-(\d+))?)?$/);
    if (!m) {
      others.push(h);
      continue;
    }
    const key = `/read/${m[1]}/${m[2]}`;
    const verses = chapters.get(key) ?? new Set<number>();
    chapters.set(key, verses);
    if (m[3]) for (const v of [Number(m[3]), Number(m[4] ?? m[3])]) verses.add(v);
  }
  await page.goto('/');
  for (const [chapter, verses] of chapters) {
    await openInApp(page, chapter);
    await chapterReady(page);
    await expect(page.getByRole('heading', { name: 'Passage not found' })).toHaveCount(0);
    for (const v of verses)
      await expect(
        page.locator(`.chapter [data-verse="${v}"]`).first(),
        `${chapter} verse ${v}`,
      ).toBeAttached();
  }
  for (const h of others) {
    await page.goto(h);
    if (h.startsWith('/search')) await expect(page.locator('.search-total')).toBeVisible({ timeout: 20_000 });
    else await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
  }
});
