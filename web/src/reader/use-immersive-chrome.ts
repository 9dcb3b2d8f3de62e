import { useEffect, useState } from 'react';

// How long after showing or hiding its chrome a change of the page's height is taken for that change's.
const OWN_LAYOUT_MS = 1000;

/**
 * Immersive mode: the header and bottom bar step aside while the reader scrolls down through the text,
 * and come back on scrolling up or on any tap. Study mode always shows them.
 */
export const useImmersiveChrome = (immersive: boolean): boolean => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!immersive) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    let height = document.documentElement.scrollHeight;
    let current = false;
    let changedAt = Number.NEGATIVE_INFINITY;
    const set = (next: boolean) => {
      if (next === current) return;
      current = next;
      changedAt = performance.now();
      setHidden(next);
    };
    const onScroll = () => {
      const y = window.scrollY;
      const h = document.documentElement.scrollHeight;
      // A scroll that comes with a new page height just after this hook showed or hid what it controls is
      // the browser's answer to that, not the reader's: it keeps the position in range (the page got
      // shorter at its end) or anchored. Taken for the reader's, it undid what caused it: at a chapter's end
      // on a phone the chips hid, the page shrank, the clamped scroll read as 'up' and showed them, the page
      // grew and scrolled 'down'... for ever, moving the verse action sheet too (issue 18).
      const own = h !== height && performance.now() - changedAt < OWN_LAYOUT_MS;
      height = h;
      if (!own) {
        if (y > last + 8 && y > 80) set(true);
        else if (y < last - 8) set(false);
      }
      last = y;
    };
    const onTap = () => set(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pointerup', onTap);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointerup', onTap);
    };
  }, [immersive]);
  return hidden;
};
