import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigationType } from 'react-router';
import { sendQueuedAnnotations } from '../api/annotation-queries.ts';
import { signOutPending, subscribeSignOutPending } from '../api/pending-sign-out.ts';
import { useDownloads } from '../offline/use-downloads.ts';
import { useOnline } from '../offline/use-online.ts';
import { LAST_READ_KEY } from './launch.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { flushPageViews, recordPageView } from './page-views.ts';
import { startUpdater } from './updater.ts';

const READ = /^\/api\/(bibles|feature-flags|bible\/[^/]+\/(toc|book\/[^/]+\/chapters\/\d+))$/;

/**
 * On the very first visit the chapter, contents, translations and flags were fetched before the worker existed: once it
 * controls the page, they are fetched again through it, so what was just read also opens offline.
 */
const refetchThroughWorker = async (queryClient: QueryClient) => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((ok) =>
      navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }),
    );
  }
  for (const e of performance.getEntriesByType('resource')) {
    const url = new URL(e.name);
    if (url.origin === location.origin && READ.test(url.pathname))
      void fetch(url.pathname + url.search).catch(() => undefined);
  }
  // The reader's annotations carry the reader's id: asked again by the app itself, with it.
  void queryClient.invalidateQueries({ queryKey: ['annotations'] });
};

/** Highlights, notes and bookmarks changed offline go to the server; the lists then show its answer. */
const sendAnnotations = async (queryClient: QueryClient) => {
  if ((await sendQueuedAnnotations()) > 0) {
    void queryClient.invalidateQueries({ queryKey: ['annotations'] });
    // Readings and memory verse reviews wait in the same outbox (issue 33).
    void queryClient.invalidateQueries({ queryKey: ['habits'] });
  }
};

/**
 * What makes the app an installable, offline-capable app, loaded after the first paint (it is not part
 * of the reader's first JavaScript): the service worker, the update check, page views, and the offline
 * banner and update prompt.
 */
export const Component = () => {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const online = useOnline();
  const downloads = useDownloads();
  const [updateReady, setUpdateReady] = useState(false);
  const updater = useRef<ReturnType<typeof startUpdater> | null>(null);
  const queryClient = useQueryClient();
  const signingOut = useSyncExternalStore(subscribeSignOutPending, signOutPending);

  useEffect(() => {
    // Not under the Vite dev server (port 5174), which has no service worker to serve.
    if (location.port !== '5174' && 'serviceWorker' in navigator) {
      const hadWorker = navigator.serviceWorker.controller !== null;
      void navigator.serviceWorker
        .register('/service-worker.js')
        .then(() => (hadWorker ? undefined : refetchThroughWorker(queryClient)))
        .catch(() => undefined);
    }
    updater.current = startUpdater(() => setUpdateReady(true));
    const onOnline = () => {
      void flushPageViews();
      void sendAnnotations(queryClient);
    };
    window.addEventListener('online', onOnline);
    if (navigator.onLine) void sendAnnotations(queryClient);
    return () => {
      updater.current?.stop();
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);

  // Every history change (links, back and forward, the first load): a page view, the last chapter read,
  // and a moment to take a waiting update.
  const first = useRef(true);
  const lastPath = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, same path too
  useEffect(() => {
    // A redirect that only rewrites the query (replace, same path) is not another page view.
    if (pathname !== lastPath.current || navigationType === 'POP') recordPageView(pathname);
    lastPath.current = pathname;
    if (/^\/read\/[A-Z0-9]{3}\/\d+$/.test(pathname)) {
      try {
        localStorage.setItem(LAST_READ_KEY, pathname);
      } catch {
        // Storage refused: the app opens at home instead.
      }
    }
    if (first.current) first.current = false;
    else updater.current?.navigated();
  }, [pathname, key]);

  return (
    <>
      {(!online || signingOut) && (
        <OfflineBanner
          lines={[
            ...(online
              ? []
              : [
                  downloads.length > 0
                    ? "You're offline — reading from your downloads"
                    : "You're offline — chapters you've read are still here",
                ]),
            // Issue 35: signed out here at once; the server's session ends when it can be reached.
            ...(signingOut
              ? [
                  "You're signed out on this device. Your session on the server will be ended as soon as Emmaus can reach it.",
                ]
              : []),
          ]}
        />
      )}
      {/* In its own live region on <body>, above every layer: on phones the study panel is a modal
          drawer that covers the page and hides the rest from assistive technology, yet a reader typing
          in it is exactly who must see the prompt. Radix leaves [aria-live] elements exposed. */}
      {createPortal(
        <div className="update-region" aria-live="polite">
          {updateReady && (
            <div className="update-prompt" role="status">
              <span>Updated — </span>
              <button type="button" className="link-button" onClick={() => updater.current?.reloadNow()}>
                reload
              </button>
            </div>
          )}
        </div>,
        document.body,
      )}
    </>
  );
};
