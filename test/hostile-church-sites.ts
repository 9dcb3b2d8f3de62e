// Home pages built to make a website analysis slow or crash (issue: 195 KB of nested <div>s froze the
// server for 16–30 s, 1.4 MB of links for minutes, 20,000 levels crashed the walk with a RangeError).
// Served by fake-church-sites.ts at /<name>/; each page is built once.

const doc = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** How many links the `manylinks` home page holds in its navigation. */
export const MANY_LINKS = 20_000;

const BUILDERS: Record<string, () => string> = {
  /** 195 KB of nested <div>s. */
  deepdivs: () => doc('<title>Deep Church</title>', `${'<div>'.repeat(39_000)}Sunday worship`),
  /** 20,000 nested <span>s: deeper than a recursive walk's stack. */
  deepspans: () => doc('<title>Deeper Church</title>', `${'<span>'.repeat(20_000)}Sunday worship`),
  /** 1.4 MB of <a href> links, none closed (each nests in the one before). */
  openlinks: () => doc('<title>Link Church</title>', '<a href="/openlinks/sermons">Sermons '.repeat(36_000)),
  /** A church whose navigation holds 20,000 links: big, but within what is read. */
  manylinks: () =>
    doc(
      `<title>Many Links Chapel</title><script type="application/ld+json">${JSON.stringify({ '@type': 'Church', name: 'Many Links Chapel' })}</script>`,
      `<nav>${Array.from({ length: MANY_LINKS }, (_, i) => `<a href="/manylinks/event-${i}">Event ${i}</a>`).join('')}<a href="/manylinks/about">About us</a></nav><main><p>Many Links Chapel is a congregation that worships Jesus Christ every Sunday at 10 AM, and reads the Bible together.</p></main>`,
    ),
  /** JSON-LD nested 49,000 arrays deep, then a church. */
  ldnest: () =>
    doc(
      `<title>Nested Data Church</title><script type="application/ld+json">${'['.repeat(49_000)}${']'.repeat(49_000)}</script>`,
      '<main><p>Nested Data Church worships every Sunday at 9 AM.</p></main>',
    ),
  /** A navigation link whose path is not valid percent-encoded UTF-8. */
  badescape: () =>
    doc(
      '<title>Escape Church</title>',
      '<nav><a href="/badescape/%E0%A4%A-about">About us</a></nav><main><p>Escape Church worships every Sunday at 9 AM.</p></main>',
    ),
  /** A menu of 4,000 characters of service words without a time, then the service time. */
  servicewords: () =>
    doc(
      '<title>Service Words Church</title>',
      `<div>${'Sunday worship service '.repeat(175)}</div><div>Sunday worship at 9 AM</div>`,
    ),
};

const built = new Map<string, string>();

/** The hostile home page at /<site>/, or null when `site` is not one of them. */
export const hostilePage = (site: string, path: string): string | null => {
  const build = BUILDERS[site];
  if (!build || path !== '') return null;
  const html = built.get(site) ?? build();
  built.set(site, html);
  return html;
};
