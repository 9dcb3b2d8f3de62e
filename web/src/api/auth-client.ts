import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, replaceUserId } from './client.ts';

const SIGNED_IN_BEFORE = 'emmaus.hasSignedInBefore';

export const hasSignedInBefore = (): boolean => {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE) === '1';
  } catch {
    return false;
  }
};

const post = async (path: string, body: object): Promise<void> => {
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(data.message ?? `Sign-in failed (${res.status})`);
  }
};

/**
 * Spec §4 sign-in sync: the server answers the account's user id (moving this device's anonymous data
 * there first); the client replaces its stored id, forgets cached user data and remembers that this
 * browser has signed in before.
 */
const syncAccount = async (queryClient: QueryClient): Promise<void> => {
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
  await queryClient.resetQueries({ queryKey: ['user'] });
};

export const signUp = async (queryClient: QueryClient, email: string, password: string, name: string) => {
  await post('sign-up/email', { email, password, name });
  await syncAccount(queryClient);
};

export const signIn = async (queryClient: QueryClient, email: string, password: string) => {
  await post('sign-in/email', { email, password });
  await syncAccount(queryClient);
};

/** Ends the session and reads on as a new anonymous reader. */
export const signOut = async (queryClient: QueryClient) => {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch((error) => console.info('auth: sign-out failed', error));
  replaceUserId(null);
  await queryClient.resetQueries({ queryKey: ['user'] });
};
