import { ADMIN, expectTopBarFits, PUBLISHER, seriousViolations, signIn } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { keepShot } from './helpers.ts';

// The Publisher Dashboard's frame and the screens that need no sermon pipeline: layout, redirects,
// setup's marketing page, the church profile form, research. Desktop and tablet (spec: desktop first).
test.beforeEach(async ({ page }, info) => {
  test.skip(info.project.name === 'mobile', 'the dashboard is designed for desktop and tablet');
  // The shared machine is slow: sign-in plus several screens and axe runs take more than 30 s there.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a publisher without a church lands on setup: the marketing page, no nav, the URL form', async ({
  page,
}, info) => {
  await signIn(page, PUBLISHER);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
  await expect(page.getByRole('heading', { name: 'Turn Your Sermons Into Daily Bible Study' })).toBeVisible();
  for (const card of [
    'Transform Sunday-Only Believers',
    'Perfect Sermon Complements',
    'Amplify Your Impact',
  ]) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Pastors Choose Emmaus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's the Catch? There isn't one." })).toBeVisible();
  // Spec §2: no left nav on setup; the top bar says there is no church yet.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText('No Church')).toBeVisible();
  await expect(page.getByText('Setup Required')).toBeVisible();
  // Spec §5: submit is off while the URL is empty.
  const analyze = page.getByRole('button', { name: 'Analyze Website' });
  await expect(analyze).toBeDisabled();
  await page.getByLabel("Your church's website").fill('not a url');
  await analyze.click();
  await expect(page.getByText('Please enter a valid website address')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepShot(page, { path: `test-results/dashboard-setup-${info.project.name}.png`, fullPage: true });

  // Every other dashboard path goes to setup while there is no church (spec §2 rules).
  for (const path of ['/dashboard/1/videos', '/dashboard/setup-church', '/dashboard/add-church']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/setup$/);
  }
});

test('an admin sees the layout: nav, breadcrumbs, church selector with roles; /dashboard opens the videos', async ({
  page,
  allowFailedRequests,
}, info) => {
  allowFailedRequests();
  await signIn(page, ADMIN);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/\d+\/videos$/);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Sermons' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Church' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Back to Emmaus/ })).toBeVisible();
  const box = await nav.boundingBox();
  expect(box?.width).toBe(250);
  const top = await page.locator('.dash-top').boundingBox();
  expect(top?.height).toBe(60);
  const selector = page.getByLabel('Church', { exact: true });
  await expect(selector.locator('option', { hasText: 'Emmaus Road Fellowship (admin)' })).toHaveCount(1);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(crumbs.getByText('Sermons')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Sermons', level: 1 })).toBeVisible();

  await nav.getByRole('link', { name: 'Church' }).click();
  await expect(page).toHaveURL(/\/dashboard\/\d+\/church$/);
  await expect(page.getByRole('heading', { name: 'About Your Church' })).toBeVisible();
  await expect(page.getByText('Manage your church profile and settings')).toBeVisible();

  // With churches, setup goes to the selected church's videos.
  await page.goto('/dashboard/setup');
  await expect(page).toHaveURL(/\/dashboard\/\d+\/videos$/);
  await nav.getByRole('link', { name: /Back to Emmaus/ }).click();
  await expect(page).toHaveURL(/\/$/);
  void info;
});

test('the church profile form: unsaved changes, Save rules, logo preview error, Delete Church dialog', async ({
  page,
  allowFailedRequests,
  baseURL,
}, info) => {
  allowFailedRequests();
  await signIn(page, ADMIN);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Church' }).click();
  const name = page.getByLabel('Church name');
  await expect(name).toHaveValue('Emmaus Road Fellowship');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await expect(page.getByLabel('Theological perspective')).toHaveValue('default');
  await name.fill('Emmaus Road Fellowship Church');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await expect(save).toBeEnabled();
  // Spec §5: a blank name (after trimming) cannot be saved.
  await name.fill('   ');
  await expect(save).toBeDisabled();
  await name.fill('Emmaus Road Fellowship');
  await expect(page.getByText('You have unsaved changes')).toHaveCount(0);
  await expect(save).toBeDisabled();

  await page.getByLabel('Logo URL').fill(`${baseURL}/api/no-such-logo.png`);
  await expect(page.getByText('Failed to load logo image. Please check the URL.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepShot(page, { path: `test-results/dashboard-church-${info.project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Delete Church' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Church' });
  await expect(
    dialog.getByText(
      'Are you sure you want to delete this church? This action cannot be undone. You will need to start over with a new church URL if you want to create a new church profile.',
    ),
  ).toBeVisible();
  const dbox = await dialog.boundingBox();
  expect(dbox?.width).toBeLessThanOrEqual(400);
  expect(await seriousViolations(page)).toEqual([]);
  await keepShot(page, { path: `test-results/dashboard-delete-${info.project.name}.png` });
  // Cancel (Escape too) keeps the church.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(name).toHaveValue('Emmaus Road Fellowship');
});

test('research: the placeholder cards, search, filters and the empty state', async ({
  page,
  allowFailedRequests,
}, info) => {
  allowFailedRequests();
  await signIn(page, ADMIN);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/\d+\/videos$/);
  await page.goto(page.url().replace(/videos$/, 'research'));
  await expect(page.getByRole('heading', { name: 'Research & Analysis' })).toBeVisible();
  const cards = page.locator('.dash-research-grid > li');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('button', { name: /^View / })).toBeVisible();
  await expect(cards.first().getByRole('button', { name: /^Export / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepShot(page, { path: `test-results/dashboard-research-${info.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Theology' }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'All Research' }).click();
  await page.getByLabel('Search research').fill('PARABLES');
  await expect(cards).toHaveCount(1);
  await page.getByLabel('Search research').fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No research found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search terms or filters to find research content.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start New Research' })).toBeVisible();
});

// Issue 15: every screen of a church usable on a tablet as on a desktop: the top bar on its one line above
// the heading, nothing pushing the page sideways, and axe finding nothing serious.
test('each church screen: the top bar fits above the heading, no sideways scroll, no serious axe findings', async ({
  page,
  allowFailedRequests,
}, info) => {
  allowFailedRequests();
  await signIn(page, ADMIN);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/\d+\/videos$/);
  const base = page.url().replace(/\/videos$/, '');
  const screens: [string, string][] = [
    ['videos', 'Sermons'],
    ['analytics', 'Analytics'],
    ['church', 'About Your Church'],
    ['church/edit', 'About Your Church'],
    ['research', 'Research & Analysis'],
    ['community', 'Community'],
    ['settings', 'Settings'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(`${base}/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectTopBarFits(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    expect(await seriousViolations(page), path).toEqual([]);
    await keepShot(page, {
      path: `test-results/screen-${path.replace('/', '-')}-${info.project.name}.png`,
    });
  }
  // The demo church has no owner and no members: community and settings say so, not an empty table.
  for (const path of ['community', 'settings']) {
    await page.goto(`${base}/${path}`);
    await expect(page.getByText('No members yet. This church has no owner')).toBeVisible();
    await expect(page.getByRole('table', { name: /members/ })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Church roles' })).toBeVisible();
  // Add Church: no nav, the URL form under the same bar.
  await page.goto('/dashboard/add-church');
  await expect(page.getByRole('heading', { name: 'Add Another Church', level: 1 })).toBeVisible();
  await expect(page.getByText('Set up an additional church profile')).toBeVisible();
  await expectTopBarFits(page);
  expect(await seriousViolations(page), 'add-church').toEqual([]);
  await keepShot(page, { path: `test-results/screen-add-church-${info.project.name}.png` });
});
