import { expect, test } from './fixtures.ts';
import { askInReader, isDesktop, keepShot, openMenu } from './helpers.ts';

// Sign-in through a real OpenID Connect provider (oidc-provider on 127.0.0.1, started by the Playwright
// config as 'Church ID'): its login and consent pages, back to Emmaus, the anonymous chat kept.
test('sign in with an identity provider, keep the anonymous chat, sign out', async ({ page }, info) => {
  const login = `idp-reader-${info.project.name}-${Date.now()}`;
  await askInReader(page, '/read/ROM/8?verse=28', 'What does it mean that all things work together?');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Church ID' }).click();
  // The provider's own pages (a different origin).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.locator('.sign-in-method').filter({ hasText: 'Church ID' })).toContainText('Linked');
  if (info.project.name === 'desktop') await keepShot(page, { path: 'test-results/oidc-my-profile.png' });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent Conversations' }).getByRole('link')).toContainText([
    'What does it mean that all things work together?',
  ]);
  await openMenu(page, info);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  if (!isDesktop(info)) await openMenu(page, info);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Conversations' })).toHaveCount(0);
});

test('a cancelled sign-in at the provider comes back with a clear error', { tag: '@flow' }, async ({
  page,
}) => {
  await page.goto('/auth?mode=sign-in');
  await page.getByRole('button', { name: 'Continue with Church ID' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole('link', { name: /Cancel/i }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('alert')).toHaveText('Error: Sign-in was cancelled.');
});

test('a reader with a password links the identity provider from My Profile', async ({ page }, info) => {
  const login = `linker-${info.project.name}-${Date.now()}`;
  await page.goto('/auth?mode=sign-up');
  await expect(page.getByRole('button', { name: 'Continue with Church ID' })).toBeVisible();
  if (info.project.name === 'mobile') await keepShot(page, { path: 'test-results/oidc-auth-page.png' });
  await page.getByLabel('E-mail').fill(`${login}@idp.test`);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods).toContainText('E-mail and password');
  await methods.getByRole('button', { name: 'Link Church ID' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-profile\?linked=1$/);
  await expect(methods.locator('.sign-in-method').filter({ hasText: 'Church ID' })).toContainText('Linked');
});

test('a provider that is not answering says so and leaves e-mail sign-in open', { tag: '@flow' }, async ({
  page,
  allowFailedRequests,
}) => {
  allowFailedRequests();
  // What the server answers when it could not read the provider's discovery document.
  await page.route('**/api/auth/sign-in/social', (route) =>
    route.fulfill({ status: 404, json: { message: 'Provider not found', code: 'PROVIDER_NOT_FOUND' } }),
  );
  await page.goto('/auth?mode=sign-in');
  await page.getByRole('button', { name: 'Continue with Church ID' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error: This sign-in option is not answering right now. Try again later, or use your e-mail.',
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
