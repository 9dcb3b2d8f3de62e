import type { FastifyInstance } from 'fastify';
import { USER_ID_HEADER } from '../common/src/headers.ts';

/** A caller as the server knows it: the signed user id, and the account's session cookie ('' if none). */
export interface Principal {
  id: string;
  cookie: string;
}

/** Same-origin headers: better-auth checks the origin even in tests. */
export const SAME_ORIGIN = { host: 'localhost', origin: 'http://localhost' };

/** A new e-mail account, signed in and synced (POST /api/user/sign-in), as a client would make it. */
export const signedUpAccount = async (app: FastifyInstance, email: string): Promise<Principal> => {
  const anon = String((await app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
  const up = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: SAME_ORIGIN,
    payload: { email, password: 'a long enough passphrase', name: email },
  });
  const cookie = [up.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0] ?? '')
    .filter((c) => c.startsWith('better-auth'))
    .join('; ');
  const sync = await app.inject({
    method: 'POST',
    url: '/api/user/sign-in',
    headers: { [USER_ID_HEADER]: anon, cookie, ...SAME_ORIGIN },
    payload: {},
  });
  if (sync.statusCode !== 200) throw new Error(`sign-in sync failed: ${sync.body.slice(0, 200)}`);
  return { id: sync.json().user_id, cookie };
};
