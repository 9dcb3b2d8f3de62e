import { useLayoutEffect, useState } from 'react';

export interface AnchorPosition {
  top: number;
  left: number;
  placement: 'above' | 'below';
}

/**
 * Where a floating box of at most `maxWidth` px goes next to `anchor`: above it when there is room,
 * otherwise below, kept inside the viewport. Fixed positioning; recomputed on resize and scroll.
 */
export const useAnchoredPosition = (
  anchor: HTMLElement | null,
  box: HTMLElement | null,
  maxWidth: number,
): AnchorPosition | null => {
  const [pos, setPos] = useState<AnchorPosition | null>(null);
  useLayoutEffect(() => {
    if (!anchor || !box) return;
    const place = () => {
      const a = anchor.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      const width = Math.min(maxWidth, window.innerWidth - 16);
      const left = Math.max(8, Math.min(a.left + a.width / 2 - width / 2, window.innerWidth - width - 8));
      const above = a.top - b.height - 8 >= 8;
      setPos({
        left,
        top: above ? a.top - b.height - 8 : a.bottom + 8,
        placement: above ? 'above' : 'below',
      });
    };
    place();
    // Content that loads later (cross-reference text) changes the box's height.
    const observer = new ResizeObserver(place);
    observer.observe(box);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, box, maxWidth]);
  return pos;
};
