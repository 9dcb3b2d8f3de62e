import { describe, expect, it } from 'vitest';
import { hostilePage } from '../../../../test/hostile-church-sites.ts';
import { PAGE_LIMITS } from './bounded-dom.ts';
import { type PageBounds, parsePage } from './parse-page.ts';

// parsePage is what a worker thread may run: plain data in, plain data out, a page beyond the bounds a
// result (not an exception, whose class a thread would lose), and no walk quadratic in the page.

const bounds: PageBounds = { ...PAGE_LIMITS, videoHosts: [] };
const doc = (body: string) =>
  `<!doctype html><html><head><title>Bounded Church</title></head><body>${body}</body></html>`;

/** The parse's result and the CPU milliseconds it took. */
const timed = async (html: string, b: PageBounds = bounds) => {
  const before = process.cpuUsage();
  const result = await parsePage({ html, url: 'http://church.test/', bounds: b });
  const { user, system } = process.cpuUsage(before);
  return { result, cpuMs: (user + system) / 1000 };
};

describe('parsePage', () => {
  it('answers plain data that survives a structured clone (a worker thread can send it back)', async () => {
    const { result } = await timed(hostilePage('manylinks', '') ?? '');
    expect(result.ok).toBe(true);
    expect(structuredClone(result)).toEqual(result);
    if (result.ok) expect(result.facts.ld?.name).toBe('Many Links Chapel');
  });

  it('answers a page beyond the bounds with a typed result, not an exception', async () => {
    const { result } = await timed(doc('<div>'.repeat(2_000)));
    expect(result).toMatchObject({ ok: false, code: 'page_too_complex', reason: 'depth' });
    const late = await timed(doc('<p>Sunday worship</p>'), { ...bounds, deadline: Date.now() - 1 });
    expect(late.result).toMatchObject({ ok: false, code: 'page_too_complex', reason: 'deadline' });
  });

  it.each([
    // Each link's label and each paragraph's text is bounded in nodes, and a walk of at most N nodes
    // pushes at most N of an element's children: 500 nested links or 250 nested paragraphs around
    // 45,000 elements were 22 M and 11 M pushes (seconds), quadratic in the page.
    [
      '500 nested links around 45,000 empty elements',
      `<nav>${'<a href="/about">'.repeat(500)}${'<b></b>'.repeat(45_000)}</nav>`,
    ],
    [
      '250 nested paragraphs around 45,000 empty elements',
      `${'<p><span>'.repeat(250)}${'<b></b>'.repeat(45_000)}`,
    ],
    ['a <h1> of 45,000 elements', `<h1>${'<b></b>'.repeat(45_000)}</h1>`],
  ])('reads %s well within the budget', async (_what, body) => {
    const { result, cpuMs } = await timed(doc(body));
    expect(result).toMatchObject({ ok: true, facts: { title: 'Bounded Church' } });
    expect(cpuMs).toBeLessThan(PAGE_LIMITS.budgetMs / 2);
  });

  it('reads head tags in one walk: OpenGraph, description, touch icon, JSON-LD', async () => {
    const html = `<!doctype html><html><head><title>Head Church</title>
      <meta property="og:site_name" content="Head Church"><meta name="description" content="A parish.">
      <meta property="og:image" content="/og.png"><link rel="icon apple-touch-icon" href="/touch.png">
      <script type="application/ld+json">{"@type":"Church","name":"Head Church LD"}</script></head>
      <body><h1>Welcome</h1></body></html>`;
    const { result } = await timed(html);
    expect(result).toMatchObject({
      ok: true,
      facts: {
        title: 'Head Church',
        h1: 'Welcome',
        ogSiteName: 'Head Church',
        metaDescription: 'A parish.',
        ogImage: 'http://church.test/og.png',
        appleTouchIcon: 'http://church.test/touch.png',
        ld: { type: 'Church', name: 'Head Church LD' },
      },
    });
  });
});
