import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, snap } from './helpers.ts';

test('commentary opens in a bottom drawer on phones and beside the text, half and half, on wider screens', async ({
  page,
}, info) => {
  await page.goto('/read/JHN/3?verse=23');
  await chapterReady(page);
  await page.getByRole('button', { name: 'Commentary' }).click();
  const relevant = page.locator('.commentary-section.relevant');
  await expect(relevant).toHaveCount(1);
  await expect(relevant.getByRole('heading')).toHaveText('Verses 22–36');
  await expect(page.getByText("Matthew Henry's Concise Commentary")).toBeVisible();
  await snap(page, info, 'study-panel');
  if (isMobile(info)) {
    const drawer = page.getByRole('dialog', { name: 'Commentary' });
    await expect(drawer).toBeVisible();
    // Opens at 60% of the window's height.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(844 - box.y) : 0;
      })
      .toBeGreaterThan(0.6 * 844 - 30);
    expect((await drawer.boundingBox())?.width).toBeLessThanOrEqual(500);
    // Over the text on a phone the drawer is a dialog for the keyboard (issue 18): focus moves into it,
    // Tab and Shift+Tab go round inside it, Escape closes it and focus goes back to what opened it.
    await expect(drawer).toBeFocused();
    const focusedInDrawer = () =>
      drawer.evaluate((d) => (d.contains(document.activeElement) ? document.activeElement?.outerHTML : null));
    await page.keyboard.press('Tab');
    const first = await focusedInDrawer();
    expect(first).not.toBeNull();
    await page.keyboard.press('Shift+Tab');
    const last = await focusedInDrawer();
    expect(last).not.toBeNull();
    expect(last).not.toBe(first);
    await page.keyboard.press('Tab');
    expect(await focusedInDrawer()).toBe(first);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Commentary' })).toBeFocused();
  } else {
    const panel = page.getByRole('complementary', { name: 'Commentary' });
    await expect(panel).toBeVisible();
    const reader = await page.locator('.reader').boundingBox();
    const side = await panel.boundingBox();
    expect(Math.abs((reader?.width ?? 0) - (side?.width ?? 0))).toBeLessThan(2);
    await page.getByRole('button', { name: 'Close study panel' }).click();
    await expect(panel).toHaveCount(0);
  }
});
