import { adjacentChapter } from '../../common/src/navigation.ts';
import type { BibleService } from './modules/bible/bible.service.ts';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// The reader chrome's icons, as web/src/ui/icons.tsx draws them (keep the two in step: a difference
// is a layout shift when the app takes over).
const svg = (paths: string) =>
  `<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
const MENU = svg('<path d="M4 6h16M4 12h16M4 18h16"></path>');
const LEFT = svg('<path d="M15 18l-6-6 6-6"></path>');
const RIGHT = svg('<path d="M9 18l6-6-6-6"></path>');
const SPEAKER = svg(
  '<path d="M11 5 6 9H3v6h3l5 4z"></path><path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13"></path>',
);
const SEARCH = svg('<circle cx="11" cy="11" r="7"></circle><path d="m20 20-4.2-4.2"></path>');
const ASK = svg('<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"></path>');
const BOOK = svg(
  '<path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5z"></path><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5"></path>',
);
const HOME = svg('<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"></path>');
const STUDIES = svg(
  '<path d="M2 5h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2zM22 5h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7z"></path>',
);
const NOTES = svg('<path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z"></path>');

/** The phone's tab bar (web/src/shell/tab-bar.tsx, issue 36), Bible current, as the app draws it. */
const tabBar = (here: string) =>
  `<nav class="tab-bar" aria-label="Sections">${[
    ['/', 'Home', HOME],
    [here, 'Bible', BOOK],
    ['/reading-plans', 'Studies', STUDIES],
    ['/my-notes', 'Notes', NOTES],
    ['/search', 'Search', SEARCH],
  ]
    .map(
      ([href, label, icon]) =>
        `<a href="${href}" class="tab"${label === 'Bible' ? ' aria-current="page"' : ''}>${icon}<span>${label}</span></a>`,
    )
    .join('')}</nav>`;

/**
 * Until the app runs, the prerendered page stands in for it: shown instead of #root, on phones only
 * (wider screens lay the reader out beside a sidebar the server does not draw), and not at all for a
 * reader whose settings (public/theme-init.js marks them on <html>) lay the page out otherwise or read
 * another translation. The app removes #prerender once its own reader is ready (web/src/reader/prerendered.ts).
 */
const styleFor = (bibleId: string) => {
  const off = `html[data-prerender="off"],html[data-translation]:not([data-translation="${bibleId}"])`;
  return `<style>@media (max-width:768px){#prerender~#root{display:none}}@media (min-width:769px){#prerender{display:none}}${off
    .split(',')
    .map((h) => `${h} #prerender`)
    .join(',')}{display:none}${off
    .split(',')
    .map((h) => `${h} #prerender~#root`)
    .join(',')}{display:block}</style>`;
};

const link = (href: string | undefined, label: string, icon: string) =>
  href
    ? `<a class="icon-button" aria-label="${label}" href="${href}">${icon}</a>`
    : '<span class="icon-button placeholder"></span>';

/**
 * The reader's first paint in the HTML itself (issue 17: Lighthouse mobile ≥ 95): `/read/JHN/3` gets
 * the chapter the API serves (from the server's chapter cache) inside the reader's chrome, marked up as
 * the app marks it up, so the text is painted before any JavaScript runs and the app's takeover moves
 * nothing. Anything that is not a real chapter of the translation gets nothing (the app then says not
 * found, as before). The app's rule for its translation: this device's choice, else the reader's saved
 * one, else the default, which is the one prerendered; see styleFor for the device's choice.
 */
export const createReaderPrerender =
  (bible: Pick<BibleService, 'chapter' | 'toc'>, bibleId: string) =>
  async (path: string): Promise<{ head: string; body: string } | undefined> => {
    const m = /^\/read\/([1-4A-Za-z][A-Za-z0-9]{2})\/([1-9]\d{0,2})\/?$/.exec(path);
    if (!m) return undefined;
    const bookId = (m[1] as string).toUpperCase();
    const chapter = Number(m[2]);
    try {
      const books = await bible.toc(bibleId, 'full');
      const book = books.find((b) => b.id === bookId);
      if (!book) return undefined;
      const html = (await bible.chapter(bibleId, bookId, chapter)).body.body.toString('utf8');
      const prev = adjacentChapter(books, bookId, chapter, -1);
      const next = adjacentChapter(books, bookId, chapter, 1);
      const href = (r: typeof prev) => r && `/read/${r.bookId}/${r.chapter}`;
      const nextName = next && (books.find((b) => b.id === next.bookId)?.name ?? next.bookId);
      const body = [
        `<div id="prerender" data-bible="${escapeHtml(bibleId)}" data-book="${bookId}" data-chapter="${chapter}">`,
        '<div class="app with-tab-bar"><div class="app-main"><div class="reader-layout">',
        '<div class="reader mode-study " style="--text-size: 1.2rem; --text-leading: 1.8;">',
        '<header class="reader-header">',
        `<div class="header-start"><button type="button" class="icon-button" aria-label="Open menu">${MENU}</button></div>`,
        '<nav class="chapter-nav" aria-label="Chapters">',
        link(href(prev), 'Previous chapter', LEFT),
        `<h1 class="reader-title"><button type="button" class="title-button" aria-haspopup="dialog">${escapeHtml(`${book.name} ${chapter}`)}</button></h1>`,
        link(href(next), 'Next chapter', RIGHT),
        '</nav><div class="header-end">',
        `<button type="button" class="icon-button" aria-label="Read aloud" aria-expanded="false">${SPEAKER}</button>`,
        '<button type="button" class="icon-button text-settings-button" aria-label="Text settings" aria-haspopup="dialog"><span aria-hidden="true">Aa</span></button>',
        `<a class="icon-button" aria-label="Search the Bible" href="/search">${SEARCH}</a>`,
        '</div></header>',
        // The chapter markup is the API's own (docs/chapter-html.md: escaped when imported). No
        // id="chapter-text" nor data-passage: those name the app's own article, once it is ready.
        `<main class="reader-main"><article aria-label="Chapter text" class="chapter"><div class="chapter-html">${html}</div></article><div class="end-of-chapter" aria-hidden="true"></div></main>`,
        '<div class="bottom-bar"><div class="bottom-bar-slot" data-slot="chat">',
        `<button type="button" class="pill-button" aria-pressed="false">${ASK}Ask</button>`,
        `<button type="button" class="pill-button" aria-pressed="false">${BOOK}<span class="pill-label">Commentary</span></button></div>`,
        next
          ? `<a class="next-chapter" aria-hidden="true" tabindex="-1" href="${href(next)}">${escapeHtml(`${nextName} ${next.chapter}`)}${RIGHT}</a>`
          : '',
        '</div></div></div></div>',
        tabBar(`/read/${bookId}/${chapter}`),
        '</div></div>',
      ].join('');
      return { head: styleFor(bibleId), body };
    } catch {
      // An unknown chapter (404 from the service) or a failing database: the plain shell, as before.
      return undefined;
    }
  };

export type ReaderPrerender = ReturnType<typeof createReaderPrerender>;
