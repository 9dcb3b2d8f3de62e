import { useEffect, useRef } from 'react';

/** ← and → change chapter, unless the reader is typing or a dialog is open. */
export const useChapterKeys = (onPrev: (() => void) | undefined, onNext: (() => void) | undefined) => {
  const handlers = useRef({ onPrev, onNext });
  handlers.current = { onPrev, onNext };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"]'))
        return;
      if (document.querySelector('[role="dialog"]')) return;
      if (e.key === 'ArrowLeft') handlers.current.onPrev?.();
      else if (e.key === 'ArrowRight') handlers.current.onNext?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
