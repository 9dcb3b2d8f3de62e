import { useEffect } from 'react';
import { recordReading } from './reading-position.ts';

/**
 * Remembers the chapter and how far down it the reader is (saved while scrolling, at most every
 * 400 ms), and on arrival scrolls back to `resumeY` when the address asked to continue reading.
 */
export const useRecordReading = (
  bibleId: string,
  bookId: string,
  chapter: number,
  ready: boolean,
  resumeY: number | undefined,
) => {
  useEffect(() => {
    if (!ready) return;
    if (resumeY !== undefined) window.scrollTo({ top: resumeY, behavior: 'instant' });
    const save = () => recordReading({ bibleId, bookId, chapter, scrollY: Math.round(window.scrollY) });
    save();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        save();
      }, 400);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, [bibleId, bookId, chapter, ready, resumeY]);
};
