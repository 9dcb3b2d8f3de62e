import type { BibleService } from '../bible/bible.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createNewUserLimit } from './new-user-limit.ts';
import { registerUserContext } from './user-context.ts';
import { createUserIdSigner } from './user-id.ts';
import { type AdminAccounts, createUsersAdmin } from './users.admin.service.ts';
import { createDataRights } from './users.data-rights.ts';
import {
  createAnonymousUserExpiry,
  DEFAULT_ANONYMOUS_USER_TTL_DAYS,
  registerAnonymousUserExpiry,
} from './users.expiry.ts';
import { createUsersRepository } from './users.repository.ts';
import { registerUsersRoutes } from './users.routes.ts';
import { type Accounts, createUserEmails, createUsersService } from './users.service.ts';

// Issue 19 item 5: enough for a family or a church on one address, far below a flood (732/s measured).
export const DEFAULT_NEW_USERS_PER_MINUTE = 30;

/** Readers (anonymous or signed in): who is asking, resolved before every handler that needs it. */
export const wireUsers = (
  ctx: ModuleContext,
  deps: {
    bible: BibleService;
    accounts: Accounts;
    /** E-mail addresses of sign-in accounts, by id (the auth module's). */
    emailsOf: (authUserIds: readonly string[]) => Promise<Map<string, string>>;
    /** Accounts whose e-mail address contains a text (the auth module's; issue 34's admin console). */
    accountsMatching: AdminAccounts['accountsMatching'];
  },
) => {
  const repo = createUsersRepository(ctx.db);
  const signer = createUserIdSigner(ctx.config.userIdSecret);
  const users = createUsersService(
    repo,
    signer,
    async (id) => (await deps.bible.listTranslations()).some((t) => t.id === id),
    deps.accounts,
    createNewUserLimit(
      ctx.config.newUsersPerMinute ?? DEFAULT_NEW_USERS_PER_MINUTE,
      ctx.config.heavyWorkClock ?? Date.now,
    ),
  );
  registerUserContext(ctx.app, users);
  registerUsersRoutes(
    ctx.app,
    users,
    // A reader's data rights (issue 34): every module that keeps rows per user exports and deletes its own.
    createDataRights(ctx.db, ctx.userData, deps.accounts, (u) => users.present(u).id),
  );
  // Issue 19 item 5: anonymous users that never kept anything are deleted once a day. Every module that
  // keeps rows per user answers for its own by registering in ctx.userData as it is wired; a new one
  // must too (users.expiry.test.ts checks every user column of the schema is covered).
  registerAnonymousUserExpiry(
    ctx.jobs.worker,
    createAnonymousUserExpiry(
      repo,
      ctx.userData.holders,
      ctx.config.anonymousUserTtlDays ?? DEFAULT_ANONYMOUS_USER_TTL_DAYS,
    ),
  );
  return {
    users,
    usersRepo: repo,
    emailsOf: createUserEmails(repo, deps.emailsOf),
    /** The admin console's users: search, and the site role (issue 34). */
    usersAdmin: createUsersAdmin(repo, deps),
    /** The reader a signed id names, checked by its signature alone (no row read or made): analytics. */
    readerOf: (token: string) => signer.verify(token),
  };
};
