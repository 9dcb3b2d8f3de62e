import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '../../../common/src/contracts/auth.ts';
import { sendQueuedAnnotations } from './annotation-queries.ts';
import { apiRequest, getJson, replaceUserId } from './client.ts';
import { forgetUser, resetUserQueries } from './forget-user.ts';
import { endServerSession, requireNoPendingSignOut, settlePendingSignOut } from './pending-sign-out.ts';
import { clearUserCaches } from './user-caches.ts';

const SIGNED_IN_BEFORE = 'emmaus.hasSignedInBefore';

export const hasSignedInBefore = (): boolean => {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE) === '1';
  } catch {
    return false;
  }
};

/** better-auth's provider error codes (callback ?error= and API codes, lower-cased), in words. */
const PROVIDER_ERRORS: ReadonlyMap<string, string> = new Map([
  [
    'account_not_linked',
    'An account with this e-mail already exists. Sign in with your e-mail and password, then link this sign-in option from My Profile.',
  ],
  ['access_denied', 'Sign-in was cancelled.'],
  // The server could not read the provider's discovery document (the provider is down or misnamed).
  [
    'provider_not_found',
    'This sign-in option is not answering right now. Try again later, or use your e-mail.',
  ],
]);

/** A sign-in step: never while a sign-out of this browser has yet to reach the server. */
const post = async <T = unknown>(path: string, body: object): Promise<T> => {
  await requireNoPendingSignOut();
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as T & { message?: string; code?: string };
  if (!res.ok) {
    const known = data.code ? PROVIDER_ERRORS.get(data.code.toLowerCase()) : undefined;
    throw new Error(known ?? data.message ?? `Sign-in failed (${res.status})`);
  }
  return data;
};

/** How readers may sign in here: e-mail and password, and each configured OIDC provider. */
export const authProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: async () =>
      (await getJson<AuthProvidersResponse>('/api/auth/providers', 'Sign-in options')) ?? {
        email_password: true,
        providers: [],
      },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Leaves for the identity provider (authorization code + PKCE, run by the server); it sends the browser
 * back to /auth?provider={id}, where finishProviderSignIn completes the sign-in sync, or to
 * /auth?error={code}.
 */
export const signInWithProvider = async (provider: string): Promise<void> => {
  const { url } = await post<{ url: string }>('sign-in/social', {
    provider,
    callbackURL: `/auth?provider=${encodeURIComponent(provider)}`,
    errorCallbackURL: '/auth',
  });
  window.location.assign(url);
};

/** From a session signed in with a password: adds a provider to the account (back to /my-profile). */
export const linkProvider = async (provider: string): Promise<void> => {
  const { url } = await post<{ url: string }>('link-social', {
    provider,
    callbackURL: '/my-profile?linked=1',
    errorCallbackURL: '/my-profile',
  });
  window.location.assign(url);
};

/** The providers this account can sign in with ('credential' is e-mail and password). */
export const linkedProviders = async (): Promise<string[]> => {
  if (!(await settlePendingSignOut())) return [];
  const res = await fetch('/api/auth/list-accounts');
  if (!res.ok) return [];
  return ((await res.json()) as { providerId: string }[]).map((a) => a.providerId);
};

/** better-auth's callback error codes, in words a reader can act on. */
export const providerErrorMessage = (code: string): string =>
  PROVIDER_ERRORS.get(code) ?? `Sign-in with your identity provider failed (${code.replaceAll('_', ' ')}).`;

/**
 * Spec §4 sign-in sync: the server answers the account's user id (moving this device's anonymous data
 * there first); the client replaces its stored id, forgets cached user data and remembers that this
 * browser has signed in before.
 */
const syncAccount = async (queryClient: QueryClient): Promise<void> => {
  // Back at /auth?provider=… the session cookie may be one the reader ended offline: finished first.
  await requireNoPendingSignOut();
  // Highlights and notes made offline go out as the reader who made them before the id changes (an
  // anonymous reader's then move to the account with the rest of their data).
  await sendQueuedAnnotations().catch(() => 0);
  const res = await apiRequest('/api/user/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok)
    throw new Error(((await res.json().catch(() => ({}))) as { detail?: string }).detail ?? 'Sign-in failed');
  replaceUserId(((await res.json()) as { user_id: string }).user_id);
  try {
    localStorage.setItem(SIGNED_IN_BEFORE, '1');
  } catch {
    // Storage disabled: the label stays 'Sign Up'.
  }
  await clearUserCaches();
  await resetUserQueries(queryClient);
};

/** Back from the identity provider with a session: Emmaus's own sign-in sync. */
export const finishProviderSignIn = (queryClient: QueryClient) => syncAccount(queryClient);

export const signUp = async (queryClient: QueryClient, email: string, password: string, name: string) => {
  await post('sign-up/email', { email, password, name });
  await syncAccount(queryClient);
};

export const signIn = async (queryClient: QueryClient, email: string, password: string) => {
  await post('sign-in/email', { email, password });
  await syncAccount(queryClient);
};

/**
 * Ends the session and reads on as a new anonymous reader (issue 35). Highlights and notes made offline
 * go out first, as this reader; then the session ends on the server, and this browser forgets the
 * reader (id, unsent changes, cached data). When the server cannot be reached the reader is signed out
 * here at once all the same, and the sign-out is sent again until it arrives (pending-sign-out.ts).
 * Answers whether the server has ended the session.
 */
export const signOut = async (queryClient: QueryClient): Promise<boolean> => {
  if (navigator.onLine) await sendQueuedAnnotations().catch(() => 0);
  const ended = endServerSession();
  // Not waiting for the server: the app is signed out the moment the reader asks.
  await forgetUser(queryClient);
  return ended;
};
