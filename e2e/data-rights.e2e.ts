import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, keepShot, tapVerse } from './helpers.ts';

// Issue 34, a reader's data rights: My Profile → "Download my data" gives a file with what the reader
// made; "Delete my account and data" (typed confirmation) leaves them a fresh anonymous reader whose
// note is gone.

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, info: TestInfo, name: string) => {
  await keepShot(page, { path: info.outputPath(`${name}.png`) });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await keepShot(page, { path: `${SHOTS}/${info.project.name}-${name}.png` });
  }
};

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Downloads the reader's data from My Profile and reads the file. */
const downloadData = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^emmaus-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    user: { id: string };
    account: { email: string } | null;
    annotations: { kind: string; text: string | null }[];
  };
};

test('download my data, then delete my account and data', async ({ page, allowFailedRequests }, info) => {
  // After the delete, the profile's sign-in methods are sometimes still asked once as the deleted
  // account (401 in the browser's console, nothing shown): seen in 1 of 2 full runs after the stop-45
  // fix in forget-user.ts. Allowed until that race is closed; every other console line still fails.
  allowFailedRequests();
  // One size: the phone's own test below deletes an anonymous reader's data; this one taps a verse and
  // runs axe (size-dependent, so not a @flow: scripts/e2e-flows.test.ts).
  test.skip(info.project.name !== 'desktop', 'the account flow runs at desktop size');
  // Sign-up, a note, two downloads and two axe runs: past the default 30 s on a loaded machine.
  test.setTimeout(180_000);
  const email = `leaving-${info.project.name}-${Date.now()}@example.org`;
  const note = `Kept in the valley ${Date.now()}`;
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // Hashing the password takes seconds on a loaded machine.
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 30_000 });

  await page.goto('/read/PSA/23');
  await chapterReady(page);
  await tapVerse(page, 4);
  await page
    .getByRole('toolbar', { name: /^Actions for / })
    .getByRole('button', { name: 'Note' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Note on Psalms 23:4' });
  await dialog.getByLabel(/Your note/).fill(note);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(page.locator('.reader-notice')).toHaveText('Note saved');

  await page.goto('/my-profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, info, 'profile-your-data');

  const mine = await downloadData(page);
  expect(mine.account?.email).toBe(email);
  expect(mine.annotations).toEqual([expect.objectContaining({ kind: 'note', text: note })]);

  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account and data?' });
  await expect(confirm).toBeVisible();
  const go = confirm.getByRole('button', { name: 'Delete everything' });
  await expect(go).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('delete me');
  await expect(go).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(go).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, info, 'delete-confirmation');
  await go.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and data were deleted.')).toBeVisible();
  await shot(page, info, 'after-delete');
  // A fresh anonymous reader: signed out, a new id, and no note.
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/my-profile');
  const fresh = await downloadData(page);
  expect(fresh.account).toBeNull();
  expect(fresh.user.id).not.toBe(mine.user.id);
  expect(fresh.annotations).toEqual([]);
  await page.goto('/my-notes');
  await expect(page.getByText(note)).toHaveCount(0);
});

test('an anonymous reader deletes their data the same way (every size)', async ({ page }, info) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/my-profile');
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  // A note made through the API as this reader (the reader's own id, as the app stores it).
  const status = await page.evaluate(async () => {
    const id = localStorage.getItem('emmaus.userId');
    const res = await fetch('/api/user/annotations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(id ? { 'x-user-id': id } : {}) },
      body: JSON.stringify({
        kind: 'note',
        bible_id: 'eng-web',
        book_id: 'JHN',
        chapter: 3,
        verses: [16],
        text: 'anonymous note',
      }),
    });
    const issued = res.headers.get('x-user-id');
    if (issued) localStorage.setItem('emmaus.userId', issued);
    return res.status;
  });
  expect(status).toBe(201);
  expect((await downloadData(page)).annotations).toEqual([
    expect.objectContaining({ text: 'anonymous note' }),
  ]);

  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account and data?' });
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, info, 'anonymous-delete-confirmation');
  await confirm.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText('Your account and data were deleted.')).toBeVisible();
  await page.goto('/my-profile');
  expect((await downloadData(page)).annotations).toEqual([]);
});
