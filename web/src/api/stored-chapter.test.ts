import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chapterQuery } from './bible-queries.ts';
import { CHAPTER_CACHE, ChapterNotOffline } from './stored-chapter.ts';

// Issue 17: a chapter read on the first visit, before the service worker controls the page, opens
// offline at once. Against a fake fetch and an in-memory Cache Storage.
const stored = new Map<string, Map<string, string>>();
const fakeCaches = {
  open: async (name: string) => {
    const cache = stored.get(name) ?? new Map<string, string>();
    stored.set(name, cache);
    return { put: async (url: string, res: Response) => void cache.set(url, await res.text()) };
  },
  match: async (url: string) => {
    for (const cache of stored.values()) {
      const body = cache.get(url);
      if (body !== undefined) return new Response(body);
    }
    return undefined;
  },
};
const JOHN_3 =
  '<p><span class="v" data-verse="3">Most certainly I tell you, unless one is born anew…</span></p>';
const URL_JHN_3 = '/api/bible/eng-web/book/JHN/chapters/3';

let online = true;
const stubBrowser = (controller: object | null) => {
  vi.stubGlobal('caches', fakeCaches);
  vi.stubGlobal('navigator', { serviceWorker: { controller }, onLine: online });
  vi.stubGlobal('fetch', async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(JOHN_3, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
};
const readChapter = () => chapterQuery('eng-web', 'JHN', 3).queryFn?.({} as never);
// The page's put is not awaited by the reader (the chapter shows at once): wait for it here.
const settled = () => new Promise((ok) => setTimeout(ok, 0));

beforeEach(() => {
  stored.clear();
  online = true;
});
afterEach(() => vi.unstubAllGlobals());

describe('chapters read before the service worker controls the page', () => {
  it('are stored by the page in the chapter cache and read back offline', async () => {
    stubBrowser(null);
    expect(await readChapter()).toBe(JOHN_3);
    await settled();
    expect(stored.get(CHAPTER_CACHE)?.get(URL_JHN_3)).toBe(JOHN_3);

    online = false;
    stubBrowser(null);
    expect(await readChapter()).toBe(JOHN_3);
  });

  it('are left to the service worker once it controls the page', async () => {
    stubBrowser({});
    expect(await readChapter()).toBe(JOHN_3);
    await settled();
    expect(stored.size).toBe(0);
  });

  it('offline, a chapter never read says so', async () => {
    online = false;
    stubBrowser(null);
    await expect(readChapter()).rejects.toBeInstanceOf(ChapterNotOffline);
  });
});
