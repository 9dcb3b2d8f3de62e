import { isStreaming, isTyping } from './busy.ts';
import { isNewBuild, updateAction, updateCheckIntervalMs } from './version-rules.ts';

/**
 * Picks up a new build (spec §4 App shell): /version.json is fetched on load, on window focus and on the
 * §9 interval; when its hash changes, the new service worker takes over and the page reloads at a moment
 * that loses nothing, or the reader is offered a small prompt.
 */
export const startUpdater = (onPrompt: () => void) => {
  let current: string | null = null;
  let pending = false;

  const fetchHash = async (): Promise<unknown> => {
    try {
      const res = await fetch('/version.json', { cache: 'no-store' });
      return res.ok ? await res.json() : null;
    } catch {
      return null; // Offline: try again later.
    }
  };

  const apply = async () => {
    const reg = await navigator.serviceWorker?.getRegistration();
    const waiting = reg?.waiting;
    if (!waiting) {
      location.reload();
      return;
    }
    // The new worker takes over first, so the reloaded page runs the new build from the new precache.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    setTimeout(() => location.reload(), 3000);
  };

  const decide = (navigating: boolean) => {
    if (!pending) return;
    const action = updateAction({
      typing: isTyping(),
      streaming: isStreaming(),
      hidden: document.visibilityState === 'hidden',
      navigating,
    });
    if (action === 'reload') void apply();
    else onPrompt();
  };

  const check = async () => {
    const fetched = await fetchHash();
    if (current === null) {
      if (fetched && typeof fetched === 'object' && 'buildHash' in fetched)
        current = String((fetched as { buildHash: unknown }).buildHash);
      return;
    }
    if (!isNewBuild(current, fetched)) return;
    pending = true;
    // Fetches the new service-worker.js, which installs (precaching the new build) and waits.
    const reg = await navigator.serviceWorker?.getRegistration();
    await reg?.update().catch(() => undefined);
    decide(false);
  };

  const onFocus = () => void check();
  const onVisibility = () => decide(false);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  const interval = updateCheckIntervalMs(location);
  const timer = interval === null ? undefined : setInterval(() => void check(), interval);
  void check();

  return {
    /** The reader moved to another page in the app: a good moment, unless something is being typed. */
    navigated: () => decide(true),
    reloadNow: () => void apply(),
    stop: () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer) clearInterval(timer);
    },
  };
};
