import { expect, test } from './fixtures.ts';
import { askInReader, isDesktop, snap } from './helpers.ts';

test(
  'profile and perspective change what the assistant is told (seen in the audit)',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    // Not a Christian profile: no perspective to choose.
    await page.getByText('Curious Explorer').click();
    await expect(page.getByLabel('Faith perspective')).toHaveCount(0);
    await page.getByText('Biblical Scholar').click();
    await page.getByLabel('Faith perspective').selectOption({ label: 'Reformed' });
    await expect(save).toBeEnabled();
    await snap(page, info, 'profile');
    await save.click();
    await expect(page.getByText('Profile updated to Biblical Scholar')).toBeVisible();

    await askInReader(page, '/read/JHN/3?verse=16', 'What does it mean that God loved the world?');
    await page.getByRole('button', { name: 'Chat actions' }).click();
    await page.getByRole('menuitem', { name: 'See AI Prompt' }).click();
    const instructions = page.locator('.audit-block').filter({ hasText: 'Instructions' });
    await expect(instructions).toContainText('## Perspective: Reformed');
    await expect(instructions).toContainText('## The reader: Biblical Scholar');

    await page.goto('/my-profile');
    // The saved profile shown checked: the app runs and has loaded it (a click on the page painted before
    // the app runs does nothing; CI's loaded runner once clicked that soon).
    await expect(page.getByRole('radio', { name: /^Biblical Scholar/ })).toBeChecked();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Profile changes canceled.')).toBeVisible();
  },
);

test('a perspective page selects it; unknown perspectives and pages say so', { tag: '@flow' }, async ({
  page,
  allowFailedRequests,
}) => {
  allowFailedRequests();
  await page.goto('/theologies/lutheran');
  await expect(page.getByText('Perspectives shape answers for Christian profiles.')).toBeVisible();
  await page.goto('/my-profile');
  await page.getByText('New Believer').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated to New Believer')).toBeVisible();
  await page.goto('/theologies/lutheran');
  await expect(page.getByRole('heading', { name: 'Lutheran', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await page.getByRole('button', { name: '+ Select' }).click();
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
  await page.goto('/theologies/pastafarian');
  await expect(page.getByText('Perspective not found')).toBeVisible();
  await page.goto('/site/copyright');
  await expect(page.getByRole('heading', { name: 'Copyright and licences' })).toBeVisible();
  await page.goto('/site/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test(
  'a partner host gets its edition: name, About page and menu entry; /about elsewhere is About Emmaus',
  { tag: '@flow' },
  async ({ page }, info) => {
    const port = new URL(info.project.use.baseURL ?? 'http://127.0.0.1:3199').port;
    await page.goto(`http://grace.localhost:${port}/`);
    await expect(page.getByText('Grace Church Edition')).toBeVisible();
    await page.goto(`http://grace.localhost:${port}/about`);
    await expect(page.getByRole('heading', { name: 'About Grace Church' })).toBeVisible();
    await expect(page.getByText('This edition of Emmaus is our gift to the city.')).toBeVisible();
    await page.goto(`http://grace.localhost:${port}/about-emmaus`);
    await expect(page.getByText('Tailored to You.')).toHaveCount(0);
    await snap(page, info, 'partner-about-emmaus');

    await page.goto('/about');
    await expect(page).toHaveURL(/\/about-emmaus$/);
    await expect(page.getByText('Tailored to You.')).toBeVisible();
    await expect(page.getByText('Grace Church Edition')).toHaveCount(0);
  },
);

test('the install page shows each device with its drawing; phones and tablets find it in the menu', async ({
  page,
}, info) => {
  // As iPhone Safari, which never offers an install prompt: the menu entry leads to the steps here.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'userAgent', {
      get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    }),
  );
  await page.goto('/');
  if (!isDesktop(info)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Install as an App' }).click();
  } else {
    await expect(page.getByRole('link', { name: 'Install as an App' })).toHaveCount(0);
    await page.goto('/install');
  }
  await expect(page.getByRole('heading', { name: 'Install Emmaus' })).toBeVisible();
  for (const device of ['iPhone', 'iPad', 'Android phone']) {
    await page.getByRole('tab', { name: device }).click();
    await expect(
      page.getByRole('img', { name: `${device} with the install control highlighted` }),
    ).toBeVisible();
  }
  await expect(
    page.getByText('Choose “Install app” (or “Add to Home screen”), then “Install”.'),
  ).toBeVisible();
  await snap(page, info, 'install');
});
