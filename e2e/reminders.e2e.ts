import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pushServicePort } from '../playwright.config.ts';
import { type PushService, startPushService } from '../test/push-service.ts';
import { expect, test } from './fixtures.ts';
import { chapterReady, keepShot } from './helpers.ts';

// The service worker is what this spec checks (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Reading reminders in Chromium (issue 33): turned on from the profile page, sent by the real server at
// the chosen minute through a local push service speaking the Web Push protocol (web-push-testing, which
// checks the VAPID signature and decrypts), shown by the service worker, and opening the reading on
// click. Headless Chromium has no connection to a browser vendor's push service, so the page's
// PushManager hands out the local service's subscription; the message it received is then delivered to
// the service worker as a real push event (DevTools' ServiceWorker.deliverPushMessage).

const shots = '/tmp/shots-h3';
let push: PushService;
test.beforeAll(async () => {
  push = await startPushService(pushServicePort);
});
test.afterAll(async () => push?.close());

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('a daily reminder: turned on from the profile, shown by the service worker, opening the reading', async ({
  page,
  context,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
  const key = (await (await page.request.get('/api/push/public-key')).json()).public_key as string;
  const sub = await push.subscribe(key);
  await page.addInitScript((s) => {
    let current: unknown = null;
    const fake = {
      endpoint: s.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => true,
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async () => {
      current = fake;
      return fake as unknown as PushSubscription;
    };
  }, sub);

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'Reading reminders' })).toBeVisible();
  await page.getByLabel('Remind me to read each day').check();
  // Due at once: the current minute, in the browser's own time zone (what the page sends).
  const now = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  await page.getByLabel('Time').fill(now);
  await page.locator('#reminders').scrollIntoViewIfNeeded();
  await keepShot(page, { path: `${shots}/profile-reminders-${info.project.name}.png`, fullPage: false });
  await page.getByRole('button', { name: 'Save reminders' }).click();
  // The first save waits for the service worker to be ready (it precaches the app first).
  await expect(page.getByRole('status').filter({ hasText: 'Reminders are on: every day at' })).toBeVisible({
    timeout: 60_000,
  });
  await keepShot(page.locator('#reminders'), { path: `${shots}/reminders-saved-${info.project.name}.png` });
  expect(await seriousViolations(page)).toEqual([]);
  const saved = await page.evaluate(async () => {
    const id = localStorage.getItem('emmaus.userId') ?? '';
    return (await fetch('/api/user/reminders', { headers: { 'x-user-id': id } })).json();
  });
  expect(saved).toMatchObject({ enabled: true, time: now, channels: ['push'] });

  // The server's tick (every 20 s) sends it; the push service checks and decrypts it.
  let message = '';
  await expect
    .poll(
      async () => {
        message = (await push.messages(sub.clientHash))[0] ?? '';
        return message;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .not.toBe('');
  const payload = JSON.parse(message) as { title: string; body: string; url: string };
  expect(payload.title).toMatch(/^Your reading for today: /);
  expect(payload.url).toMatch(/^\/read\/[1-3A-Z]{3}\/\d+/);

  // The message, as the browser's push service would deliver it, to the page's service worker.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x: { scopeURL: string }) => x.scopeURL.startsWith(baseURL ?? ''));
      if (r) resolve(r.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = await registrationId;
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: registration,
      data: message,
    });
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      })),
    );
  // Delivered until shown: one delivery in a CI run was never shown (the worker was starting again); a
  // push service retries too, and the notification's tag makes a second delivery replace the first.
  await expect
    .poll(
      async () => {
        const now = await shown();
        if (now.length === 0) await deliver();
        return now;
      },
      { timeout: 30_000, intervals: [250, 2000] },
    )
    .toEqual([{ title: payload.title, body: payload.body, url: payload.url }]);

  // A click on it opens the reading in this window (the worker's notificationclick handler).
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(e: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventCtor = (
      self as unknown as { NotificationEvent: new (t: string, i: object) => Event }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`${payload.url.replace(/[?]/g, '\\?')}$`));
  await chapterReady(page);
  await keepShot(page, { path: `${shots}/opened-from-notification-${info.project.name}.png` });
});
