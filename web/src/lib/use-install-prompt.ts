import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

// Caught once for the page, from the first script run: Chromium fires beforeinstallprompt early, often
// before the menu (a closed dialog on phones) has mounted anything to listen with.
let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** The browser's install offer, when it makes one (Chromium's beforeinstallprompt), else null. */
export const useInstallPrompt = (): InstallPromptEvent | null =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer,
    () => null,
  );

/**
 * iPhone and iPad Safari install through Share → Add to Home Screen and never offer a prompt: there the
 * menu entry shows the steps (/install). iPadOS reports itself as a Mac, told apart by its touch screen.
 */
export const isIOS = (nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean =>
  /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);

/** Already running as an installed app. */
export const isStandalone = (): boolean =>
  (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
