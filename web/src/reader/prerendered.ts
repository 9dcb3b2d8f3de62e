import type { QueryClient } from '@tanstack/react-query';
import { chapterQuery } from '../api/bible-queries.ts';
import { getChapterHtml } from '../api/client.ts';
import { keepReadChapter } from '../api/stored-chapter.ts';

/**
 * The server paints a /read/… page's chapter into the HTML (server/src/reader-prerender.ts) in
 * #prerender, shown on phones instead of #root until the app is ready. Its chapter markup becomes the
 * chapter query's data, so the app renders the same text at once without asking the server again.
 */
export const seedPrerenderedChapter = (queryClient: QueryClient): void => {
  const el = document.getElementById('prerender');
  const html = el?.querySelector('.chapter-html')?.innerHTML;
  const { bible, book, chapter } = el?.dataset ?? {};
  // Not shown (a wider screen, another translation, other settings): the app's page alone is the page.
  if (el && getComputedStyle(el).display === 'none') el.remove();
  if (!html || !bible || !book || !chapter) return;
  const n = Number(chapter);
  queryClient.setQueryData(chapterQuery(bible, book, n).queryKey, html);
  // Read later offline, this chapter must be in the chapter cache as if the app had fetched it: it is
  // fetched once the page is idle (the service worker or keepReadChapter stores it).
  const later = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 2000));
  later(() => {
    getChapterHtml(bible, book, n)
      .then((text) => keepReadChapter(bible, book, n, text))
      .catch(() => undefined);
  });
};

/** The app's own page is ready (or another page is shown): the stand-in goes, in the same frame. */
export const dropPrerendered = (): void => document.getElementById('prerender')?.remove();

declare global {
  interface Window {
    /** A tap on one of the stand-in's buttons before the app ran (public/theme-init.js keeps it). */
    __emmausPrerenderTap?: { label: string; at: number };
  }
}

// A tap older than this is not repeated: the reader has moved on.
const TAP_KEPT_MS = 10_000;

/**
 * The reader is ready: a tap on the stand-in's button (the menu, Ask, the title…) is repeated on the
 * app's button of the same name, once React has drawn it, so the tap is not lost to the takeover.
 */
export const replayPrerenderedTap = (): void => {
  const tap = window.__emmausPrerenderTap;
  window.__emmausPrerenderTap = undefined;
  if (!tap || Date.now() - tap.at > TAP_KEPT_MS) return;
  requestAnimationFrame(() => {
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('#root .reader button'));
    const same = buttons.find(
      (b) => (b.getAttribute('aria-label') || (b.textContent ?? '').trim()) === tap.label,
    );
    same?.click();
  });
};
