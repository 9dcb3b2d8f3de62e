import { useEffect } from 'react';
import { report } from '../lib/report.ts';
import { recordReading } from './reading-position.ts';

/** A chapter counts as read (issue 33: streaks, history) once open and in view this long. */
export const READ_AFTER_MS = 20_000;

/**
 * Calls `done` once the page has been visible for `ms` in all (time in a background tab or with the
 * screen off does not count); answers the cancel.
 */
export const afterVisibleFor = (ms: number, done: () => void): (() => void) => {
  let seen = 0;
  let since: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    since = Date.now();
    timer = setTimeout(done, Math.max(0, ms - seen));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      if (timer === undefined) arm();
    } else if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      seen += Date.now() - (since ?? Date.now());
    }
  };
  if (document.visibilityState === 'visible') arm();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
};

/**
 * Remembers the chapter and how far down it the reader is (saved while scrolling, at most every
 * 400 ms), and on arrival scrolls back to `resumeY` when the address asked to continue reading. After
 * 20 s in view the chapter is recorded as read on the server (streaks and reading history, issue 33).
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
    // Read for 20 s: the server counts the chapter (offline, it waits in the outbox). The sender loads
    // then, so it is not part of the reader's first JavaScript.
    const cancelRead = afterVisibleFor(READ_AFTER_MS, () => {
      import('../api/habits.ts')
        .then((m) => m.recordChapterRead({ bibleId, bookId, chapter }))
        .catch((error) => report('Recording a chapter read', error));
    });
    return () => {
      cancelRead();
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, [bibleId, bookId, chapter, ready, resumeY]);
};
