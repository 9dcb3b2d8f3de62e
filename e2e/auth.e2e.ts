import { expect, test } from './fixtures.ts';
import { askInReader, isDesktop, openMenu } from './helpers.ts';

test('sign up, ask, sign out, then sign in on a fresh browser and find the chat', async ({
  page,
  browser,
}, info) => {
  // Two questions, sign-up, sign-out and sign-in on a second browser: 13–17 s on an idle machine, and
  // past the default 30 s in the CI run of stop 40 on a phone, with other shards beside it.
  test.setTimeout(60_000);
  const email = `reader-${info.project.name}-${Date.now()}@example.org`;
  const password = 'a long enough passphrase';

  // An anonymous question first: it moves to the account on sign-up.
  await askInReader(page, '/read/JHN/3?verse=16', 'Why did God give his Son?');

  await page.goto('/');
  await openMenu(page, info);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  // No profile yet: on to My Profile about a second later.
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });

  // Signed in: the commentary setting reaches the assistant's input.
  await page.goto('/');
  await openMenu(page, info);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('switch', { name: 'Commentary in answers' }).click();
  await expect(page.getByRole('switch', { name: 'Commentary in answers' })).toBeChecked();
  await askInReader(page, '/read/PSA/23', 'Who is the shepherd?');
  await page.getByRole('button', { name: 'Chat actions' }).click();
  await page.getByRole('menuitem', { name: 'See AI Prompt' }).click();
  await expect(page.locator('.audit-block').filter({ hasText: 'Input' })).toContainText(
    "Matthew Henry's Concise Commentary on the chapter",
  );

  await page.goto('/');
  await openMenu(page, info);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  if (!isDesktop(info)) await openMenu(page, info);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Conversations' })).toHaveCount(0);

  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto('/auth?mode=sign-in');
  await other.getByLabel('E-mail').fill(email);
  await other.getByLabel('Password').fill('not the passphrase');
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('alert')).toContainText('Error: ');
  await other.getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await other.goto('/');
  await expect(other.getByRole('region', { name: 'Recent Conversations' }).getByRole('link')).toContainText([
    'Why did God give his Son?',
  ]);
  await fresh.close();
});
