import { test as base, expect } from '@playwright/test';

// Like the unit tests, a page that logs a console error or throws fails its test (Epic Stack's rule).
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'unexpected console output in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
