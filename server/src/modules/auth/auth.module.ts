import { fromNodeHeaders } from 'better-auth/node';
import type { ModuleContext } from '../module-context.ts';
import type { Accounts, UsersService } from '../users/users.service.ts';
import { moveAnonymousData } from './account-link.ts';
import { deleteAccount, exportAccount } from './auth.data-rights.ts';
import { createAuthRepository } from './auth.repository.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createAuth } from './auth.ts';
import { createSignInGuard } from './sign-in-guard.ts';

/**
 * Sign-in (better-auth) as the users module reads it: the signed-in account of a request, and moving an
 * anonymous reader's data to it. Built before the users module; its routes after it (wireAuthRoutes).
 */
export const wireSignIn = (ctx: ModuleContext) => {
  const auth = createAuth(ctx.db, {
    secret: ctx.config.userIdSecret,
    publicUrl: ctx.config.publicUrl,
    ...(ctx.config.signInPerMinute ? { signInPerMinute: ctx.config.signInPerMinute } : {}),
    oidcProviders: ctx.config.oidcProviders ?? [],
  });
  const accounts: Accounts = {
    sessionUserId: async (request) =>
      (await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }))?.user.id,
    identitySubjects: async (request) =>
      (await auth.api.listUserAccounts({ headers: fromNodeHeaders(request.headers) }))
        .filter((a) => a.providerId !== 'credential')
        .map((a) => a.accountId),
    // Every module that keeps rows per reader moves its own: they register in ctx.userData as they are
    // wired (this runs only when a reader signs in, long after the app is built).
    moveData: (from, to) => moveAnonymousData(ctx.db, ctx.userData.movers(), from, to),
    // A reader's data rights (issue 34): the account's part of their export and of deleting it.
    exportAccount: (authUserId) => exportAccount(ctx.db, authUserId),
    deleteAccount,
  };
  const service = createAuthService(createAuthRepository(ctx.db));
  return { auth, accounts, emailsOf: service.emailsOf, accountsMatching: service.accountsMatching };
};

/** The sign-in routes (better-auth's own, the providers, the per-account guard), once users exist. */
export const wireAuthRoutes = (
  ctx: ModuleContext,
  deps: { signIn: ReturnType<typeof wireSignIn>; users: UsersService },
) =>
  registerAuthRoutes(
    ctx.app,
    deps.signIn.auth,
    deps.users,
    ctx.config.oidcProviders ?? [],
    createSignInGuard(ctx.db, ctx.config.signInGuard),
  );
