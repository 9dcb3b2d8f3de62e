import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { planPassages, readingPlans } from './modules/reading-plans/reading-plans.schema.ts';

// Issue 33: shared reader and study links carry Open Graph and Twitter card tags with the verse's
// picture (an absolute address), so a messenger shows the verse.

const dist = mkdtempSync(join(tmpdir(), 'emmaus-og-'));
let t: TestApp;
let publicStudy = 0;
let privateStudy = 0;

/** The content of a meta tag (property= or name=), unescaped only as far as the test needs. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Emmaus</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist: dist, publicUrl: 'https://emmaus.example' });
  const plans = await t.database.db
    .insert(readingPlans)
    .values([
      { name: 'Abide <in> "Me" & rest', description: 'Seven days in John 15.', visibility: 'public' },
      { name: 'A private study', description: 'Not for sharing.', visibility: 'private' },
    ])
    .returning({ id: readingPlans.id });
  publicStudy = plans[0]?.id ?? 0;
  privateStudy = plans[1]?.id ?? 0;
  await t.database.db.insert(planPassages).values([
    {
      planId: publicStudy,
      passageOrder: 1,
      bookId: 'JHN',
      startChapter: 3,
      startVerse: 16,
      endChapter: 3,
      endVerse: 17,
      name: 'Day 1',
    },
    {
      planId: privateStudy,
      passageOrder: 1,
      bookId: 'JHN',
      startChapter: 11,
      startVerse: 35,
      endChapter: 11,
      endVerse: 35,
      name: 'Day 1',
    },
  ]);
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('link previews', () => {
  it('gives a verse link the verse, its picture at PUBLIC_URL, and a large Twitter card', async () => {
    const res = await t.app.inject({ url: '/read/JHN/11?verse=35' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('John 11:35 (WEB) — Emmaus');
    expect(meta(html, 'og:description')).toBe('Jesus wept.');
    expect(meta(html, 'og:image')).toBe(
      'https://emmaus.example/api/bible/eng-web/image?ref=JHN.11.35&amp;style=light&amp;size=square',
    );
    expect(meta(html, 'og:url')).toBe('https://emmaus.example/read/JHN/11?verse=35');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    // The address the tag names is the picture itself.
    const path = (meta(html, 'og:image') ?? '')
      .replace('https://emmaus.example', '')
      .replaceAll('&amp;', '&');
    const png = await t.app.inject({ url: path });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  }, 120_000);

  it('pictures at most the verses one image holds', async () => {
    const res = await t.app.inject({ url: '/read/PSA/119?verse=1-20' });
    expect(meta(res.body, 'og:image')).toContain('ref=PSA.119.1-6&amp;');
  });

  it('takes the origin from the request, through a trusted proxy, without PUBLIC_URL', async () => {
    const behindProxy = await createTestApp({ webDist: dist, trustProxy: 1 });
    try {
      const res = await behindProxy.app.inject({
        url: '/read/JHN/3?verse=16',
        headers: { 'x-forwarded-host': 'bible.church.example', 'x-forwarded-proto': 'https' },
      });
      expect(meta(res.body, 'og:image')).toBe(
        'https://bible.church.example/api/bible/eng-web/image?ref=JHN.3.16&amp;style=light&amp;size=square',
      );
      const direct = await behindProxy.app.inject({
        url: '/read/JHN/3?verse=16',
        headers: { host: 'localhost:3000' },
      });
      expect(meta(direct.body, 'og:image')).toMatch(/^http:\/\/localhost:3000\/api\/bible\/eng-web\/image\?/);
    } finally {
      await behindProxy.close();
    }
    // A second app on a loaded machine takes a while to build.
  }, 240_000);

  it.each(['', '/about'])(
    'gives a public study link%s its name, first day’s verses and picture, escaped',
    async (tail) => {
      const res = await t.app.inject({ url: `/plans/${publicStudy}${tail}` });
      const html = res.body;
      expect(meta(html, 'og:title')).toBe(
        'Abide &lt;in&gt; &quot;Me&quot; &amp; rest — a Sermon Study on Emmaus',
      );
      expect(html).not.toContain('<in>');
      expect(meta(html, 'og:description')).toMatch(/^For God so loved the world/);
      expect(meta(html, 'og:image')).toBe(
        'https://emmaus.example/api/bible/eng-web/image?ref=JHN.3.16-17&amp;style=light&amp;size=square',
      );
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    },
  );

  it.each([() => `/plans/${privateStudy}`, () => '/plans/999999', () => '/plans/abc'])(
    'tells nothing of a private or unknown study (%#)',
    async (url) => {
      const res = await t.app.inject({ url: url() });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('A private study');
    },
  );
});
