import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { hasSignedInBefore } from '../api/auth-client.ts';
import { userQuery } from '../api/bible-queries.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { dropPrerendered } from '../reader/prerendered.ts';
import { useApplyTheme } from '../settings/theme.ts';
import { SidebarProvider } from '../ui/sidebar-state.tsx';
import { Sidebar } from './sidebar.tsx';
import { SkipLink } from './skip-link.tsx';
import { TabBar } from './tab-bar.tsx';

// The service worker, update check, page views and offline banner: loaded after the first paint, so the
// reader's first JavaScript does not carry them (issue 17).
const PwaLayer = lazy(() => import('../pwa/pwa-layer.tsx').then((m) => ({ default: m.Component })));
// A publisher request's answer, told once to a signed-in reader (issue 34): only they load it.
const PublisherDecision = lazy(() =>
  import('./publisher-decision.tsx').then((m) => ({ default: m.Component })),
);

const useAfterLoad = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => setTimeout(() => setReady(true), 0);
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
  }, []);
  return ready;
};

/**
 * Every page: the skip link first, the menu beside (or over) the page, on phones the tab bar below it,
 * and the theme applied to <html>.
 */
export const AppShell = () => {
  useApplyTheme();
  const { pathname } = useLocation();
  const afterLoad = useAfterLoad();
  const mobile = useIsMobile();
  // Asked only where someone has signed in on this browser: a first-time reader's page asks nothing more.
  const signedIn =
    useQuery({ ...userQuery(), enabled: afterLoad && hasSignedInBefore() }).data?.is_authenticated === true;
  // The dashboard and the admin console have a navigation of their own (spec §2); sign-in and the
  // printable guide stand alone.
  const menu = pathname !== '/auth' && !pathname.startsWith('/dashboard') && !pathname.startsWith('/admin');
  const tabs = mobile && menu && !/^\/plans\/[^/]+\/guide$/.test(pathname);
  // The server's painted chapter stands in for the reader only (the reader removes it when ready).
  useLayoutEffect(() => {
    if (!pathname.startsWith('/read/')) dropPrerendered();
  }, [pathname]);
  return (
    <SidebarProvider>
      <div className={tabs ? 'app with-tab-bar' : 'app'}>
        <SkipLink />
        {menu && <Sidebar />}
        <div className="app-main">
          {afterLoad && signedIn && pathname !== '/auth' && (
            <Suspense fallback={null}>
              <PublisherDecision />
            </Suspense>
          )}
          <Outlet />
        </div>
        {tabs && <TabBar />}
        {/* New pages start at the top; back and forward return to where the reader was. */}
        {/* A chapter's entries (the selection adds one, lib/use-close-on-back.ts) share one position: Back
            from a selection leaves the page where it is. */}
        <ScrollRestoration getKey={(l) => (l.pathname.startsWith('/read/') ? l.pathname : l.key)} />
        {afterLoad && (
          <Suspense fallback={null}>
            <PwaLayer />
          </Suspense>
        )}
      </div>
    </SidebarProvider>
  );
};
