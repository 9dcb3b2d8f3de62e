import { isStreaming, isTyping } from './busy.ts';
import { isNewBuild, updateAction, updateCheckIntervalMs } from './version-rules.ts';

/** Resolves when `worker` has installed (or failed, or `ms` passed): never hangs the update. */
const installed = (worker: ServiceWorker, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      if (worker.state !== 'installing') resolve();
    };
    worker.addEventListener('statechange', done);
    setTimeout(resolve, ms);
    done();
  });

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

  // One update at a time, one reload: a page change can report twice (a redirect replaces the address),
  // and two applies meant two SKIP_WAITING posts, two fallback timers and up to four reloads in 50 ms.
  let applying = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
    // A page still here 5 s after its reload asks again. Traced in offline.e2e under load: Chromium
    // held the new worker's activation until the page began to unload, and the reload that released it
    // never arrived; the page ran on under the new worker.
    setTimeout(() => location.reload(), 5_000);
  };

  const apply = async () => {
    if (applying) return;
    applying = true;
    const reg = await navigator.serviceWorker?.getRegistration();
    // update() answers once the new worker is found, not once it has installed: a reload now would
    // come back under the old worker and the new one would wait until every tab closed.
    if (reg?.installing) await installed(reg.installing, 10_000);
    const waiting = reg?.waiting;
    if (!waiting) {
      reloadOnce();
      return;
    }
    // The new worker takes over first, so the reloaded page runs the new build from the new precache.
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // Should the worker never take over, the page still reloads; it finds the worker waiting and asks
    // again (below). Long enough for a new worker to activate on a slow phone.
    setTimeout(reloadOnce, 10_000);
  };

  // A new build's worker left waiting (the reload above came first, or the last tab closed while one
  // installed): a page that has just opened loses nothing, so it is asked to take over now, once a
  // minute at most so that a worker that never activates cannot cause a reload loop.
  const resumeWaiting = async () => {
    const reg = await navigator.serviceWorker?.getRegistration();
    if (!reg?.waiting || !navigator.serviceWorker.controller) return;
    const key = 'emmaus.updateAskedAt';
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) {
      pending = true;
      onPrompt();
      return;
    }
    sessionStorage.setItem(key, String(Date.now()));
    pending = true;
    decide(true);
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
  void resumeWaiting().catch(() => undefined);

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
