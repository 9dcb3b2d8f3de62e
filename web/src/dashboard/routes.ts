import type { RouteObject } from 'react-router';

// The dashboard's screens, each its own chunk: nothing of the dashboard reaches the reader's bundle.
export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./layout.tsx')).DashboardIndex }) },
  { path: 'setup', lazy: () => import('./setup-route.tsx') },
  { path: 'add-church', lazy: () => import('./add-church-route.tsx') },
  { path: 'setup-church', lazy: () => import('./setup-church-route.tsx') },
  { path: ':churchId/church', lazy: () => import('./church-route.tsx') },
  { path: ':churchId/church/edit', lazy: () => import('./church-route.tsx') },
  { path: ':churchId/videos', lazy: () => import('./videos-route.tsx') },
  { path: ':churchId/videos/:youtubeId', lazy: () => import('./workflow-route.tsx') },
  { path: ':churchId/analytics', lazy: () => import('./analytics-route.tsx') },
  { path: ':churchId/research', lazy: () => import('./research-route.tsx') },
  { path: ':churchId/community', lazy: () => import('./community-route.tsx') },
  { path: ':churchId/settings', lazy: () => import('./settings-route.tsx') },
  { path: '*', lazy: async () => ({ Component: (await import('./layout.tsx')).DashboardIndex }) },
];
