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
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
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
