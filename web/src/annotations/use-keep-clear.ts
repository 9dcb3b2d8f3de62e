import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** Room between the action bar and the verses it keeps clear of. */
const GAP = 12;

/**
 * The selection's action bar never covers the selected verses, and the chapter's last lines can always
 * be scrolled above it (issue 36: on a desktop the floating bar sat over the next verse, on a phone the
 * sheet over the last lines).
 *
 * While the bar shows, `--verse-actions-space` on the root says how much of the window's bottom it takes,
 * and the reader's text keeps that much room below its end (reader.css). When the selection changes, or
 * the bar moves (a phone's tab bar giving way to it), and the selected lines lie under the bar, the page scrolls up just enough, never carrying the first selected line
 * under the sticky header.
 */
export const useKeepClear = (
  bar: RefObject<HTMLElement | null>,
  selected: readonly number[],
  offset: number,
) => {
  // `offset` (where the bar sits above the window's bottom) moves it without resizing it: measured again.
  useLayoutEffect(() => {
    void offset;
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => {
      const top = el.getBoundingClientRect().top;
      root.style.setProperty(
        '--verse-actions-space',
        `${Math.max(0, Math.round(window.innerHeight - top)) + GAP}px`,
      );
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--verse-actions-space');
    };
  }, [bar, offset]);

  const key = selected.join(',');
  useEffect(() => {
    void offset;
    // After the frame that lays out the bar (and the room below the text) with this selection.
    const frame = requestAnimationFrame(() => {
      const el = bar.current;
      if (!el || !key) return;
      const lines = key
        .split(',')
        .flatMap((n) => [...document.querySelectorAll(`#root .chapter [data-verse="${n}"]`)])
        .flatMap((v) => [...v.getClientRects()]);
      if (!lines.length) return;
      const barTop = el.getBoundingClientRect().top;
      const lowest = Math.max(...lines.map((r) => r.bottom));
      const highest = Math.min(...lines.map((r) => r.top));
      const headerBottom =
        document.querySelector('#root .reader-header')?.getBoundingClientRect().bottom ?? 0;
      const under = lowest - (barTop - GAP);
      // A selection taller than the room above the bar: its first line just under the header.
      const shift = Math.min(under, highest - Math.max(0, headerBottom) - GAP);
      if (under > 0 && shift > 0) window.scrollBy({ top: shift });
    });
    return () => cancelAnimationFrame(frame);
  }, [bar, key, offset]);
};
