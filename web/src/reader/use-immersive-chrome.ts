import { useEffect, useState } from 'react';

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
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last + 8 && y > 80) setHidden(true);
      else if (y < last - 8) setHidden(false);
      last = y;
    };
    const onTap = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pointerup', onTap);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointerup', onTap);
    };
  }, [immersive]);
  return hidden;
};
