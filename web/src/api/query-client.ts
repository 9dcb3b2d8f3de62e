import { QueryClient } from '@tanstack/react-query';

// The spec's "responses cached in memory by key, cleared on sign-in or on demand": TanStack Query's
// cache, keyed by call. Bible text never changes between imports, so it stays fresh for a long time.
export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: offline, a query still runs once — the service worker may answer it from its caches —
    // and only its retries wait for the connection.
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
  },
});

/** Sign-in (accounts issue) calls this: user-specific answers must not survive a change of user. */
export const clearUserCache = () => queryClient.removeQueries({ queryKey: ['user'] });
