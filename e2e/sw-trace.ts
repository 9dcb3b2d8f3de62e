import type { Page } from '@playwright/test';

// A trace of a service-worker update as the page sees it (messages posted to workers, state changes,
// controller changes, reloads), kept in sessionStorage across reloads. A test that follows an update
// prints it when it fails: the update's timing cannot be seen any other way after the fact.

/** Starts the trace; call before the page's first navigation. */
export const traceUpdates = (page: Page) =>
  page.addInitScript(() => {
    const log = (m: string) => {
      const t = JSON.parse(sessionStorage.getItem('e2e.trace') ?? '[]') as string[];
      t.push(`${Math.round(performance.timeOrigin + performance.now()) % 1_000_000} ${m}`);
      sessionStorage.setItem('e2e.trace', JSON.stringify(t));
    };
    const sw = navigator.serviceWorker;
    log(`load ${location.pathname} controller=${sw.controller?.state ?? 'none'}`);
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      log(`post ${JSON.stringify(args[0])} to ${this.state}`);
      return (post as (...a: unknown[]) => void).apply(this, args);
    };
    sw.addEventListener('controllerchange', () => log('controllerchange'));
    sw.addEventListener('message', (e) => log(`message ${String(e.data)}`));
    addEventListener('beforeunload', () => log('unload'));
    void sw.getRegistration().then((reg) => {
      if (!reg) return log('no registration');
      const watch = (w: ServiceWorker | null, name: string) =>
        w?.addEventListener('statechange', () => log(`${name} worker ${w.state}`));
      watch(reg.waiting, 'waiting');
      watch(reg.installing, 'installing');
      watch(reg.active, 'active');
      reg.addEventListener('updatefound', () => {
        log('updatefound');
        watch(reg.installing, 'new');
      });
    });
  });

/** The trace so far, with the registration's workers as they are now. */
export const updateTrace = (page: Page): Promise<string> =>
  page
    .evaluate(async () => {
      // Bounded: a registration stuck mid-update never answers, and the trace was then lost with the
      // rest of the test's time (the CI run of stop 40 waited 150 s here).
      const reg = await Promise.race([
        navigator.serviceWorker.getRegistration(),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2000)),
      ]);
      const states = `active=${reg?.active?.state} waiting=${reg?.waiting?.state} installing=${reg?.installing?.state} controller=${navigator.serviceWorker.controller?.state}`;
      return `${sessionStorage.getItem('e2e.trace')}\n${states} updateAskedAt=${sessionStorage.getItem('emmaus.updateAskedAt')}`;
    })
    .catch((e) => `no trace: ${e}`);
