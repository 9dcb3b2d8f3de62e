import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady } from './helpers.ts';

// Every theme on the desktop; on a phone two of them (a light and a dark, one of each family): the
// colours are the same at every size, what a phone adds is its own controls (stop 44, decision 0022).
const THEMES = [
  { family: 'simple', dark: false, phone: true },
  { family: 'simple', dark: true, phone: false },
  { family: 'parchment', dark: false, phone: false },
  { family: 'parchment', dark: true, phone: true },
] as const;

const seriousViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

for (const theme of THEMES) {
  test(`no serious accessibility violations on home, reader and navigator (${theme.family}${theme.dark ? ', dark' : ''})`, async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop' && !theme.phone, 'this theme is checked on the desktop');
    // Three pages and three axe runs: some 25 s alone, past the default 30 s beside another shard.
    test.setTimeout(75_000);
    // Reduced motion: axe must judge colours at rest, not halfway through a fade.
    await page.emulateMedia({ colorScheme: theme.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    await page.addInitScript((f) => localStorage.setItem('themeFamily', f), theme.family);
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);
    // A selection and red letters are on screen, so their contrast is checked too.
    await page.goto('/read/JHN/3?verse=16');
    await chapterReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'John 3', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
