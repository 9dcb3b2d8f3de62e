import { createBrowserRouter, Navigate, useLocation, useParams } from 'react-router';
import { adminRoutes } from './admin/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { connectSheets } from './lib/use-close-on-back.ts';
import { AppError } from './shell/app-error.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { gated } from './shell/require-flag.tsx';

/** /eng-web/{bookId}/{chapter} is the legacy reader address: same place, same query string. */
const LegacyReader = () => {
  const { bookId = '', chapter = '1' } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/read/${bookId}/${chapter}${search}`} />;
};

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <AppError />,
    // Shown while a lazily loaded route's code arrives on the first load.
    hydrateFallbackElement: <p className="status">Loading...</p>,
    children: [
      // Lazy like every page: the reader's first JavaScript does not carry the home page (issue 33's
      // budget); home.ts's `Component` is the page.
      { path: '/', lazy: () => import('./home/home-route.tsx').then((m) => ({ Component: m.Home })) },
      { path: '/read/:bookId/:chapter', lazy: () => import('./reader/reader-route.tsx') },
      { path: '/eng-web/:bookId/:chapter', element: <LegacyReader /> },
      { path: '/search', lazy: () => import('./search/search-route.tsx') },
      { path: '/chat/:chatId', lazy: () => import('./chat/chat-redirect-route.tsx') },
      { path: '/audit/:chatId', lazy: () => import('./audit/audit-route.tsx') },
      {
        path: '/reading-plans',
        lazy: gated('enable_reading_plans', () => import('./plans/reading-plans-route.tsx')),
      },
      {
        path: '/plans/:planId/about',
        lazy: gated('enable_reading_plans', () => import('./plans/plan-about-route.tsx')),
      },
      {
        path: '/plans/:planId/guide',
        lazy: gated('enable_reading_plans', () => import('./plans/plan-guide-route.tsx')),
      },
      { path: '/plans/:planId', lazy: gated('enable_reading_plans', () => import('./plans/plan-route.tsx')) },
      { path: '/churches/:churchId', lazy: () => import('./plans/church-route.tsx') },
      { path: '/my-notes', lazy: () => import('./annotations/my-notes-route.tsx') },
      { path: '/reading-history', lazy: () => import('./habits/reading-history-route.tsx') },
      { path: '/memory', lazy: () => import('./habits/memory-route.tsx') },
      { path: '/auth', lazy: () => import('./auth/auth-route.tsx') },
      { path: '/my-profile', lazy: () => import('./profile/profile-route.tsx') },
      { path: '/profile', lazy: () => import('./profile/profile-route.tsx') },
      { path: '/theologies/:id', lazy: () => import('./profile/theology-route.tsx') },
      { path: '/site/:slug', lazy: () => import('./about/site-route.tsx') },
      { path: '/install', lazy: () => import('./about/install-route.tsx') },
      { path: '/settings/offline', lazy: () => import('./offline/offline-settings-route.tsx') },
      { path: '/word/:strongs', lazy: () => import('./reader/word-study/occurrences-route.tsx') },
      { path: '/about', lazy: () => import('./about/partner-about-route.tsx') },
      { path: '/about-emmaus', lazy: () => import('./about/about-route.tsx') },
      {
        path: '/dashboard',
        lazy: gated('enable_reading_plans', () => import('./dashboard/dashboard-route.tsx')),
        children: dashboardRoutes,
      },
      { path: '/admin', lazy: () => import('./admin/admin-route.tsx'), children: adminRoutes },
      // An unknown address is said where it is, with ways on (issue 36).
      { path: '*', lazy: () => import('./shell/not-found-route.tsx') },
    ],
  },
]);

// Sheets answer Back (lib/use-close-on-back.ts): links from them replace their entries, and nothing is
// taken back while a page is still loading.
connectSheets({
  navigating: () => router.state.navigation.state !== 'idle',
  replace: (to, stay) => void router.navigate(to, { replace: true, preventScrollReset: stay }),
});
