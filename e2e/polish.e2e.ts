import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HOME_PROMPT_MAX } from '../common/src/contracts/home.ts';
import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, snap, tapVerse } from './helpers.ts';

// Issue 36, the polish pass over what a reader meets first: the highlight colours, a selection that
// clears after its action, the page for an unknown address, book names in reader addresses, and the home
// question's limit.

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const actions = (page: Page) => page.getByRole('toolbar', { name: /^Actions for / });

/** Opens `before`, then `path`: Back from `path` has a chapter to return to. */
const readAfter = async (page: Page, before: string, path: string) => {
  await page.goto(before);
  await chapterReady(page);
  await page.goto(path);
  await chapterReady(page);
};

test('the highlight swatches show five named colours, and highlighting clears the selection', async ({
  page,
}, info) => {
  test.setTimeout(120_000); // axe and three actions on a shared machine
  await page.goto('/read/JHN/3?verse=16');
  await chapterReady(page);
  await actions(page).getByRole('button', { name: 'Highlight', exact: true }).click();
  const names = ['yellow', 'green', 'blue', 'pink', 'purple'];
  const swatches = names.map((c) => actions(page).getByRole('button', { name: `Highlight ${c}` }));
  const backgrounds = await Promise.all(
    swatches.map((s) => s.evaluate((el) => getComputedStyle(el).backgroundColor)),
  );
  // Five different colours, none the bar's plain button white (the bug: all five were rgb(255, 255, 255)).
  expect(new Set(backgrounds).size).toBe(5);
  const plain = await actions(page)
    .getByRole('button', { name: 'Copy' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const b of backgrounds) expect(b).not.toBe(plain);
  await snap(page, info, 'highlight-swatches');
  expect(await seriousViolations(page)).toEqual([]);

  await swatches[2]?.click();
  await expect(page.locator('[data-verse="16"][data-highlight="blue"]').first()).toBeVisible();
  // The action is done: the selection clears (the bar goes, the address forgets the verse), and the
  // reader says what happened.
  await expect(actions(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);
  await expect(page.locator('.reader-notice')).toHaveText('Highlighted blue');
  await expect(page.locator('.chapter .v.selected')).toHaveCount(0);
  await snap(page, info, 'highlight-done');

  // A bookmark clears it too; a new selection brings the bar back and hides the old message.
  await tapVerse(page, 17);
  await expect(page.locator('.reader-notice')).toBeHidden();
  await actions(page).getByRole('button', { name: 'Bookmark' }).click();
  await expect(actions(page)).toHaveCount(0);
  await expect(page.locator('.reader-notice')).toHaveText('Bookmarked');

  // And a saved note.
  await tapVerse(page, 18);
  await actions(page).getByRole('button', { name: 'Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Note on John 3:18' });
  await dialog.getByLabel(/Your note/).fill('Believing, not earning.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(actions(page)).toHaveCount(0);
  await expect(page.locator('.reader-notice')).toHaveText('Note saved');
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);

  // My Notes shows the verses' words in the highlight's colour, the date and the translation's short name.
  await page.goto('/my-notes');
  const john = page.getByRole('region', { name: 'John' });
  await expect(john.getByRole('listitem')).toHaveCount(3);
  const highlighted = john.getByRole('listitem').filter({ hasText: 'John 3:16' });
  const words = highlighted.locator('blockquote span');
  await expect(words).toContainText('For God so loved the world');
  expect(await words.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    await page
      .locator('.chapter, body')
      .first()
      .evaluate(() => {
        const probe = Object.assign(document.createElement('span'), { className: 'hl-blue' });
        document.body.append(probe);
        const c = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return c;
      }),
  );
  await expect(highlighted).toContainText('WEB');
  await expect(highlighted).not.toContainText('eng-web');
  await expect(highlighted.locator('time')).toHaveText(/\d{4}/);
  await expect(john.getByRole('listitem').filter({ hasText: 'John 3:18' })).toContainText(
    'Believing, not earning.',
  );
  await expect(
    john.getByRole('listitem').filter({ hasText: 'John 3:18' }).locator('blockquote'),
  ).toContainText('He who believes in him is not judged');
  await snap(page, info, 'my-notes');
});

test('an unknown address has a page of its own, with a search and ways home and to the studies', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // The address stays, and it is not asked as a question.
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByText("We couldn't find a passage")).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse Sermon Studies' })).toHaveAttribute(
    'href',
    '/reading-plans',
  );
  await snap(page, info, 'not-found');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Search the Bible').fill('living water');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=living\+water$/);
});

test('book names and abbreviations in a reader address open the canonical chapter', {
  tag: '@flow',
}, async ({ page }) => {
  test.setTimeout(120_000); // eight page loads on a shared machine
  for (const [path, canonical] of [
    ['/read/John/3', /\/read\/JHN\/3$/],
    ['/read/john/3?verse=16', /\/read\/JHN\/3\?verse=16$/],
    ['/read/Jn/1', /\/read\/JHN\/1$/],
    ['/read/1cor/13', /\/read\/1CO\/13$/],
    ['/read/Psalm/23', /\/read\/PSA\/23$/],
    ['/read/Song%20of%20Songs/2', /\/read\/SNG\/2$/],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(canonical);
    await chapterReady(page);
  }
  // Back does not return to the name: the address was replaced.
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await page.goto('/read/Romans/8');
  await expect(page).toHaveURL(/\/read\/ROM\/8$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);
  // Still not found: a name that is no book.
  await page.goto('/read/Hezekiah/2');
  await expect(page.getByRole('heading', { name: 'Passage not found' })).toBeVisible();
});

test('a chapter past the book’s end says how many chapters the book has where it lands', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // By book code and by name.
  for (const path of ['/read/JHN/99', '/read/John/99']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/read\/JHN\/1$/);
    await chapterReady(page);
    await expect(page.getByRole('status').filter({ hasText: 'John has 21 chapters' })).toBeVisible();
  }
  await snap(page, info, 'chapter-out-of-range');
  // The next chapter is a chapter like any other: the note does not follow.
  await page.goto('/read/JHN/2');
  await chapterReady(page);
  await expect(page.getByText('John has 21 chapters')).toHaveCount(0);
});

test('a home question over the limit is refused at once, with a counter as the limit nears', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/home')) asked.push(r.method());
  });
  await page.goto('/');
  const box = page.getByPlaceholder('Ask any question or enter a passage');
  await box.fill('a'.repeat(100));
  await expect(page.getByText(/characters$/)).toHaveCount(0);
  await box.fill('Why '.repeat(110));
  await expect(page.getByText(`439 / ${HOME_PROMPT_MAX} characters`)).toBeVisible();
  await box.fill('Why '.repeat(130));
  await expect(page.getByText(`519 / ${HOME_PROMPT_MAX} characters`)).toBeVisible();
  await box.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Please shorten your question (${HOME_PROMPT_MAX} characters at most).` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await snap(page, info, 'home-too-long');
  expect(asked).toEqual([]);
  // Shortened under the limit, the message goes.
  await box.fill('Why '.repeat(100));
  await expect(page.getByText('Please shorten your question')).toHaveCount(0);
});

test('an example question asks once however fast it is clicked twice', { tag: '@flow' }, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/home')) asked.push(r.method());
  });
  await page.goto('/');
  const example = page
    .getByRole('region', { name: 'Try these example Questions' })
    .getByRole('button')
    .first();
  await example.dblclick();
  await expect(page).toHaveURL(/\/read\//);
  expect(asked).toEqual(['POST']);
});

test('Back closes an open panel instead of leaving the chapter', async ({ page }, info) => {
  test.setTimeout(90_000);
  await readAfter(page, '/read/JHN/2', '/read/JHN/3');
  const settings = page.getByRole('dialog', { name: 'Text settings' });
  await page.getByRole('button', { name: 'Text settings' }).click();
  await expect(settings).toBeVisible();
  await page.goBack();
  await expect(settings).toHaveCount(0);
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);
  await expect(page.getByRole('heading', { name: 'John 3', exact: true })).toBeVisible();

  // Closed by its own button, the panel leaves no step behind: the next Back leaves the chapter.
  await page.getByRole('button', { name: 'Text settings' }).click();
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/2$/);
  await chapterReady(page);

  if (info.project.name === 'mobile') {
    // The study drawer over the text on a phone.
    await page.goto('/read/JHN/3');
    await chapterReady(page);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByPlaceholder('Ask your own question...')).toBeVisible();
    await page.goBack();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/read\/JHN\/3$/);
    await snap(page, info, 'back-closed-drawer');
  }
});

test('Back on a phone closes a note dialog over the verse actions, not the actions', async ({
  page,
}, info) => {
  test.skip(!isMobile(info), 'the sheets of a phone');
  await readAfter(page, '/read/JHN/2', '/read/JHN/3');
  const actions = page.getByRole('toolbar', { name: /^Actions for / });
  await tapVerse(page, 3);
  await expect(actions).toBeVisible();
  await actions.getByRole('button', { name: 'Note' }).click();
  const note = page.getByRole('dialog', { name: 'Note on John 3:3' });
  await expect(note).toBeVisible();
  await page.goBack();
  await expect(note).toHaveCount(0);
  await expect(actions).toBeVisible();
  await expect(page).toHaveURL(/\/read\/JHN\/3\?verse=3$/);
  // A note saved closes the dialog and clears the selection: both their entries go, so one Back leaves.
  await actions.getByRole('button', { name: 'Note' }).click();
  await note.getByRole('textbox').fill('Born from above');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(actions).toHaveCount(0);
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/2$/);
});

test('a study day on a phone opens with its text and its day buttons in view', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/reading-plans');
  await page.getByRole('link', { name: /The Lord Is My Shepherd/ }).click();
  await page.getByRole('button', { name: /Begin Reading|Continue Reading|Restart This Plan/ }).click();
  await expect(page).toHaveURL(/\/plans\/\d+$/);
  await chapterReady(page);
  await expect(page.locator('.plan-banner')).toBeVisible();
  if (info.project.name === 'mobile') await expect(page.getByRole('dialog')).toHaveCount(0);
  const next = page.getByRole('button', { name: /^(Next day|Complete)$/ });
  await expect(next).toBeInViewport();
  // Nothing lies over the button: a tap there reaches it. Polled: the box is read, then the point is
  // hit-tested, and a layout still settling (the chapter's late styles) can move the button in between.
  const hitAtButton = async () => {
    const box = await next.boundingBox();
    if (!box) return null;
    return page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
  };
  await expect.poll(hitAtButton).toMatch(/Next day|Complete/);
  if (info.project.name === 'mobile') {
    // One solid bar: Ask, Commentary and the day's buttons in one row, no chips or next-chapter pill
    // floating over the text, and it stays while the reader scrolls down the day's verses.
    const bar = page.locator('.bottom-bar');
    await expect(bar).toHaveClass(/plan-bar/);
    await expect(bar.locator('.chip')).toHaveCount(0);
    const rows = await bar.evaluate((el) =>
      [...el.querySelectorAll('button')].map((b) => Math.round(b.getBoundingClientRect().top)),
    );
    expect(new Set(rows).size).toBe(1);
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    await expect(next).toBeInViewport();
  }
  await snap(page, info, 'study-day');
});

test('buttons side by side have one height, primary or not, link or button', async ({ page }, info) => {
  test.setTimeout(90_000);
  // Each row of buttons a reader meets (the study's about page, the study day): the buttons sharing a
  // row have one height.
  const uneven = async () =>
    page.evaluate(() => {
      const rows = new Map<Element, string[]>();
      for (const b of document.querySelectorAll<HTMLElement>('.pill-button')) {
        if (!b.parentElement || b.getClientRects().length === 0) continue;
        const list = rows.get(b.parentElement) ?? [];
        list.push(
          `${b.textContent?.trim() || b.getAttribute('aria-label')}: ${Math.round(b.getBoundingClientRect().height)}`,
        );
        rows.set(b.parentElement, list);
      }
      const multi = [...rows.values()].filter((r) => r.length > 1);
      return {
        rows: multi.length,
        uneven: multi
          .filter((r) => new Set(r.map((x) => x.split(': ').pop())).size > 1)
          .map((r) => r.join(', ')),
      };
    });
  await page.goto('/reading-plans');
  // Every card has a cover: the sermon's picture, or a plain one (issue 36).
  const cards = page.locator('.plan-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(await page.locator('.plan-card .plan-cover').count());
  await snap(page, info, 'discover');
  await page.getByRole('link', { name: /The Lord Is My Shepherd/ }).click();
  await expect(page.getByRole('button', { name: /Begin Reading|Continue Reading/ })).toBeVisible();
  const about = await uneven();
  await snap(page, info, 'study-about');
  expect(about.rows).toBeGreaterThan(0);
  expect(about.uneven).toEqual([]);
  await page.getByRole('button', { name: /Begin Reading|Continue Reading/ }).click();
  await chapterReady(page);
  await expect(page.getByRole('button', { name: /^(Next day|Complete)$/ })).toBeVisible();
  const day = await uneven();
  expect(day.rows).toBeGreaterThan(0);
  expect(day.uneven).toEqual([]);
  await snap(page, info, 'button-heights');
});

test('the action bar never covers the selected verse, and the last lines scroll above it', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  /** Puts verse `n`'s last line `above` px over the bottom bar, then taps its text there. */
  const tapLow = async (n: number, above: number) => {
    const point = await page.evaluate(
      ([v, a]) => {
        const pieces = [...document.querySelectorAll(`#root .chapter [data-verse="${v}"]`)];
        const rects = pieces.flatMap((p) => [...p.getClientRects()]);
        const last = rects[rects.length - 1];
        if (!last) throw new Error('verse not rendered');
        // Just above whatever sits at the window's bottom (the reader's buttons, a phone's tab bar).
        const floor = Math.min(
          window.innerHeight,
          ...[...document.querySelectorAll('#root .bottom-bar > *, .tab-bar')].map(
            (e) => e.getBoundingClientRect().top,
          ),
        );
        window.scrollBy(0, last.bottom - (floor - (a as number)));
        const now = [...(pieces[pieces.length - 1]?.getClientRects() ?? [])].pop();
        return now ? { x: now.left + now.width / 2, y: now.top + now.height / 2 } : null;
      },
      [n, above],
    );
    if (!point) throw new Error(`verse ${n} has no point`);
    await page.mouse.click(point.x, point.y);
  };
  /** The selected verse's lines all lie above the action bar and below the header. */
  const clear = (n: number) =>
    page.evaluate((v) => {
      const bar = document.querySelector('.verse-actions')?.getBoundingClientRect();
      const header = document.querySelector('#root .reader-header')?.getBoundingClientRect();
      const lines = [...document.querySelectorAll(`#root .chapter [data-verse="${v}"]`)].flatMap((p) => [
        ...p.getClientRects(),
      ]);
      if (!bar || !lines.length) return 'no bar';
      const low = Math.max(...lines.map((r) => r.bottom));
      const high = Math.min(...lines.map((r) => r.top));
      if (low > bar.top) return `under the bar by ${Math.round(low - bar.top)} px`;
      if (header && high < header.bottom - 1) return 'under the header';
      return 'clear';
    }, n);
  // A verse low in the window: the bar appears under the finger, and the page moves the verse above it.
  await tapLow(16, 8);
  await expect(actions(page)).toBeVisible();
  await expect.poll(() => clear(16)).toBe('clear');
  await snap(page, info, 'keep-clear-middle');
  await actions(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(actions(page)).toHaveCount(0);
  // The chapter's last verse, at the very end of the page: there is room to lift it above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await tapLow(36, 8);
  await expect(actions(page)).toBeVisible();
  await expect.poll(() => clear(36)).toBe('clear');
  await snap(page, info, 'keep-clear-last');
});

test('Back clears the selection and closes the navigator, the menu and the word sheet; their links leave in one step', async ({
  page,
}, info) => {
  test.skip(!isMobile(info), 'the sheets of a phone');
  test.setTimeout(120_000);
  await readAfter(page, '/read/JHN/2', '/read/JHN/3');
  const heading = page.getByRole('heading', { name: 'John 3', exact: true });
  const atJohn3 = async () => {
    await expect(page).toHaveURL(/\/read\/JHN\/3$/);
    await expect(heading).toBeVisible();
  };

  // The selection's sheet: Back clears it, and the address loses ?verse=.
  await tapVerse(page, 16);
  await expect(actions(page)).toBeVisible();
  await page.goBack();
  await expect(actions(page)).toHaveCount(0);
  await atJohn3();
  await expect(page.locator('.chapter .selected')).toHaveCount(0);
  // Cleared by its × instead, it leaves no step behind (checked at the end: one Back to John 2).
  await tapVerse(page, 17);
  await actions(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(actions(page)).toHaveCount(0);
  await atJohn3();

  // The navigator: Back closes it; a chapter chosen in it takes its place, so Back returns here.
  const navigator = page.getByRole('dialog', { name: 'Select a Book' });
  await page.getByRole('button', { name: 'John 3', exact: true }).click();
  await expect(navigator).toBeVisible();
  await page.goBack();
  await expect(navigator).toHaveCount(0);
  await atJohn3();
  await page.getByRole('button', { name: 'John 3', exact: true }).click();
  await navigator.getByRole('button', { name: 'Ruth' }).click();
  await page.getByRole('dialog', { name: 'Ruth' }).getByRole('button', { name: 'Ruth 2' }).click();
  await expect(page).toHaveURL(/\/read\/RUT\/2$/);
  await chapterReady(page);
  await page.goBack();
  await atJohn3();

  // The sliding menu: Back closes it; an entry followed from it is one Back from here.
  const menu = page.getByRole('dialog', { name: /menu/i });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toHaveCount(0);
  await atJohn3();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Memory verses' }).click();
  await expect(page).toHaveURL(/\/memory$/);
  await page.goBack();
  await atJohn3();
  await expect(menu).toHaveCount(0);

  // A link tapped the moment a sheet closes (its step back still on its way) is not undone by that step.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.evaluate(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    document.querySelector<HTMLAnchorElement>('.tab-bar a[href="/search"]')?.click();
  });
  await expect(page).toHaveURL(/\/search$/);
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(/\/search$/);
  await page.goBack();
  await atJohn3();

  // Nothing was left behind: one Back leaves John 3 for John 2.
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/2$/);
  await chapterReady(page);
});

test('Back closes the word sheet; All occurrences is one Back from the chapter', async ({ page }, info) => {
  test.skip(!isMobile(info), 'the sheets of a phone');
  test.setTimeout(120_000);
  await readAfter(page, '/read/JHN/20', '/read/JHN/21');
  await page.getByRole('button', { name: 'Text settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Text settings' });
  await settings
    .getByRole('radiogroup', { name: 'Word study (Greek and Hebrew)' })
    .getByRole('radio', { name: 'Tap words' })
    .click();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  const sheet = page.getByRole('dialog').filter({ has: page.locator('.ws-entry') });
  const firstWord = page.locator('.chapter [data-verse="15"] .ws-w[role="button"]').first();
  await firstWord.click();
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/read\/JHN\/21$/);
  await firstWord.click();
  await sheet.getByRole('link', { name: 'All occurrences' }).click();
  await expect(page).toHaveURL(/\/word\/G/);
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/21$/);
  await chapterReady(page);
  await expect(sheet).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/20$/);
});

test('a reference followed from the study drawer is one Back from the chapter the answer was read in', async ({
  page,
}, info) => {
  test.skip(!isMobile(info), 'the drawer of a phone');
  test.setTimeout(120_000);
  await readAfter(page, '/read/JHN/2', '/read/JHN/3?verse=5');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const input = page.getByPlaceholder('Ask your own question...');
  await input.fill('What does being born of water and the Spirit refer to?');
  await input.press('Enter');
  const answer = page.locator('.bubble.assistant').last();
  await expect(answer.getByText('For reflection:')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="false"]').first()).toBeAttached();
  const link = answer
    .locator('a[href^="/read/"]')
    .filter({ hasNotText: /John 3/ })
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/read\//);
  const from = page.url();
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(href, page.url()).pathname);
  // The drawer gives the new chapter the screen, and its entry became the new chapter's: one Back
  // returns to the chapter the answer was read in, and one more to the one before it.
  await expect(input).toBeHidden();
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(from).pathname);
  await page.goBack();
  await expect(page).toHaveURL(/\/read\/JHN\/2$/);
});
