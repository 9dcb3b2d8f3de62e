import type { RouteObject } from 'react-router';

// The dashboard's screens, each its own chunk: nothing of the dashboard reaches the reader's bundle.
// One folder per screen; this folder holds the frame (guard, layout, breadcrumbs, the selected church)
// and shared/ what several screens use.
export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./layout.tsx')).DashboardIndex }) },
  { path: 'setup', lazy: () => import('./setup/setup-route.tsx') },
  { path: 'add-church', lazy: () => import('./setup/add-church-route.tsx') },
  { path: 'setup-church', lazy: () => import('./setup/setup-church-route.tsx') },
  { path: ':churchId/church', lazy: () => import('./church/church-route.tsx') },
  { path: ':churchId/church/edit', lazy: () => import('./church/church-route.tsx') },
  { path: ':churchId/videos', lazy: () => import('./videos/videos-route.tsx') },
  { path: ':churchId/videos/:youtubeId', lazy: () => import('./workflow/workflow-route.tsx') },
  // A church's studies are listed with its sermons.
  { path: ':churchId/studies', lazy: () => import('./videos/videos-route.tsx') },
  { path: ':churchId/studies/:planId', lazy: () => import('./studies/study-route.tsx') },
  { path: ':churchId/analytics', lazy: () => import('./analytics/analytics-route.tsx') },
  { path: ':churchId/research', lazy: () => import('./research/research-route.tsx') },
  { path: ':churchId/community', lazy: () => import('./community/community-route.tsx') },
  { path: ':churchId/settings', lazy: () => import('./settings/settings-route.tsx') },
  { path: '*', lazy: async () => ({ Component: (await import('./layout.tsx')).DashboardIndex }) },
];
