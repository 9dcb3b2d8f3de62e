import { fakeImageHostURL } from '../playwright.config.ts';
import { type FakeImageHost, startFakeImageHost } from '../test/fake-image-host.ts';
import { call, freshChurch, OWNER, signInAs, withoutChurches } from './church-owner-helpers.ts';
import { expect, test } from './fixtures.ts';
import { keepShot } from './helpers.ts';

// Issue 37: a church's logo and the pictures in its about text live on the publisher's host; the server
// copies them when the publisher saves, and a reader's browser loads them from Emmaus only, so the
// publisher's host never sees a reader. The host is started here, on the port playwright.config.ts
// allows the server to fetch from.

let host: FakeImageHost;
test.beforeAll(async () => {
  host = await startFakeImageHost(Number(new URL(fakeImageHostURL).port));
});
test.afterAll(async () => {
  await host?.close();
});

test('a church page shows the publisher’s pictures from Emmaus, never from the publisher’s host @flow', async ({
  page,
  browser,
}) => {
  await signInAs(page, OWNER);
  const churchId = await freshChurch(page, 'riverside');
  const saved = await call(page, 'PUT', `/api/churches/${churchId}`, {
    logo_url: `${host.origin}/logo.png`,
    about: `Riverside Fellowship meets by the river.\n\n![Our meeting hall](${host.origin}/photo.png)\n\nAll are welcome.`,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.logo_url).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
  expect(saved.body.about).toMatch(/!\[Our meeting hall\]\(\/api\/media\/[0-9a-f]{64}\)/);
  // The server fetched each picture once, while saving.
  expect(host.requests.filter((p) => p === '/photo.png')).toHaveLength(1);

  // A reader in a browser of their own: every request it makes is watched.
  const context = await browser.newContext();
  const reader = await context.newPage();
  const requested: string[] = [];
  reader.on('request', (request) => requested.push(request.url()));
  const fetchedBefore = host.requests.length;
  await reader.goto(`/churches/${churchId}`);
  await expect(reader.getByRole('heading', { name: 'Riverside Fellowship' })).toBeVisible();
  await expect(reader.getByText('All are welcome.')).toBeVisible();

  const picture = reader.getByRole('img', { name: 'Our meeting hall' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', saved.body.about.match(/\/api\/media\/[0-9a-f]{64}/)[0]);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const logo = reader.locator('.church-header img');
  await expect(logo).toHaveAttribute('src', saved.body.logo_url);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await keepShot(reader, { path: 'test-results/publisher-images-church.png', fullPage: true });

  const imageHost = new URL(host.origin).host;
  expect(requested.filter((url) => new URL(url).host === imageHost)).toEqual([]);
  expect(requested).toContainEqual(expect.stringMatching(/\/api\/media\/[0-9a-f]{64}$/));
  // Nor did anything else ask it meanwhile (the server fetched nothing again).
  expect(host.requests.length).toBe(fetchedBefore);
  await context.close();
  await withoutChurches(page);
});
