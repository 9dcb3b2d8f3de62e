import { test as base, expect } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

const allow = new WeakMap<string[], boolean>();

// Like the unit tests, a page that logs a console error or throws fails its test (Epic Stack's rule).
// A test that cuts the network or expects a 404 says so with allowFailedRequests(): the browser's own
// "Failed to load resource" lines are then expected, and nothing else is.
export const test = base.extend<{ consoleErrors: string[]; allowFailedRequests: () => void }>({
  allowFailedRequests: async ({ consoleErrors }, use) => {
    await use(() => {
      allow.set(consoleErrors, true);
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // Another site's pages (the test identity provider's login form) are not ours to judge.
        if (!page.url().startsWith(baseURL)) return;
        // Playwright's own note when playwright.config.ts blocks the service worker: not the app's output.
        if (msg.text() === 'Service Worker registration blocked by Playwright') return;
        // The address says which request failed ("Failed to load resource" alone does not).
        const at = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
        if (msg.type() === 'error' || msg.type() === 'warning')
          errors.push(`${msg.type()}: ${msg.text()}${at}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      const unexpected = allow.get(errors)
        ? errors.filter(
            (e) =>
              !/Failed to load resource: (net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED|the server responded with a status of \d{3})/.test(
                e,
              ),
          )
        : errors;
      expect(unexpected, 'unexpected console output in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
