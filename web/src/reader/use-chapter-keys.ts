import { useEffect, useRef } from 'react';

/**
 * ← and → change chapter, unless the reader is typing or a dialog is open. `here` is the address the
 * page was drawn for: while the address is already another chapter's (a navigation not drawn yet, as
 * with → then ← pressed quickly), the handlers would step from the old chapter, so the key waits.
 */
export const useChapterKeys = (
  here: string | undefined,
  onPrev: (() => void) | undefined,
  onNext: (() => void) | undefined,
) => {
  const handlers = useRef({ here, onPrev, onNext });
  handlers.current = { here, onPrev, onNext };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"]'))
        return;
      if (document.querySelector('[role="dialog"]')) return;
      const { here } = handlers.current;
      if (here && window.location.pathname !== here) return;
      if (e.key === 'ArrowLeft') handlers.current.onPrev?.();
      else if (e.key === 'ArrowRight') handlers.current.onNext?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
