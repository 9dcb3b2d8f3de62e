import type { RouteObject } from 'react-router';

// The admin console's sections, each its own chunk: nothing of it reaches the reader's bundle.
export const adminRoutes: RouteObject[] = [
  // /admin opens on the users.
  { index: true, lazy: () => import('./users-section.tsx') },
  { path: 'users', lazy: () => import('./users-section.tsx') },
  { path: 'requests', lazy: () => import('./requests-section.tsx') },
  { path: 'churches', lazy: () => import('./churches-section.tsx') },
  { path: 'partners', lazy: () => import('./partners-section.tsx') },
  { path: 'jobs', lazy: () => import('./jobs-section.tsx') },
  { path: 'audit', lazy: () => import('./audit-section.tsx') },
  { path: '*', lazy: () => import('./users-section.tsx') },
];
