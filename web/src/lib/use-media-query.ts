import { useSyncExternalStore } from 'react';
import { MEDIA } from './layout.ts';

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

export const useIsDesktop = () => useMediaQuery(MEDIA.desktop);
export const useIsMobile = () => useMediaQuery(MEDIA.mobile);
