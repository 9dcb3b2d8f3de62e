import { useLayoutEffect, useState } from 'react';

export interface AnchorPosition {
  top: number;
  left: number;
  placement: 'above' | 'below';
  /**
   * The most height the box can have beside the anchor (the larger of the room above and below). A box
   * that caps its height with it always fits on one side; it depends on the anchor alone, never on where
   * the box was put, so placing it cannot feed back into its size (a word study near the bottom of a
   * tablet's screen once flipped between above and below without end, stop 44).
   */
  room: number;
}

/**
 * Where a floating box of at most `maxWidth` px goes next to `anchor`: above it when there is room,
 * otherwise below when there is, otherwise on the roomier side, kept inside the viewport. Fixed
 * positioning; recomputed on resize and scroll.
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
      const roomAbove = a.top - 16;
      const roomBelow = window.innerHeight - a.bottom - 16;
      const above = b.height <= roomAbove || (b.height > roomBelow && roomAbove >= roomBelow);
      const top = above ? a.top - b.height - 8 : a.bottom + 8;
      setPos({
        left,
        top: Math.max(8, Math.min(top, window.innerHeight - b.height - 8)),
        placement: above ? 'above' : 'below',
        room: Math.max(120, roomAbove, roomBelow),
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
