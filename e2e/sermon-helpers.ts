import { expect, type Page } from '@playwright/test';
import { videoPlatformURL } from '../playwright.config.ts';

// Shared by the sermon workflow specs: the API as the signed-in page calls it, and the demo church
// pointed at the fake video platform's sermon channel.

export const HOPE_CHANNEL = 'UChopechapel000000000001';

/** The API as the signed-in page calls it (its user id header and session cookie). */
export const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const id = localStorage.getItem('emmaus.userId');
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', ...(id ? { 'x-user-id': id } : {}) },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );

/** The demo church, its channel pointed at the fake platform's sermon channel (through the API). */
export const churchWithChannel = async (page: Page) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/\d+\/videos$/);
  const churchId = Number(/dashboard\/(\d+)/.exec(page.url())?.[1]);
  const res = await api(page, 'PUT', `/api/churches/${churchId}`, {
    youtube_channel: `${videoPlatformURL}/channel/${HOPE_CHANNEL}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return churchId;
};
