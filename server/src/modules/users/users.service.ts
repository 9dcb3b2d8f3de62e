import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { UserResponse } from '../../../../common/src/contracts/user.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { isRetryable } from '../../db/retry.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserIdSigner } from './user-id.ts';
import type { AccountData } from './users.data-rights.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/**
 * Accounts, when sign-in is wired: the signed-in account of a request, moving anonymous data, and the
 * account's part of a reader's export and deletion (AccountData).
 */
export interface Accounts extends AccountData {
  sessionUserId(request: FastifyRequest): Promise<string | undefined>;
  /** The subjects of the identity providers (OIDC) linked to the request's signed-in account. */
  identitySubjects(request: FastifyRequest): Promise<string[]>;
  moveData(from: UserRow, to: UserRow): Promise<void>;
}

const SEEN_EVERY_MS = 3_600_000;

export const createUsersService = (
  repo: UsersRepository,
  signer: UserIdSigner,
  /** Whether a translation id is one Emmaus serves (the Bible service knows). */
  translationExists: (id: string) => Promise<boolean>,
  accounts?: Accounts,
  /** Counts one new user row for a client address; throws 429 beyond its budget (new-user-limit.ts). */
  chargeNewUser: (ip: string) => void = () => {},
) => {
  const create = (request: FastifyRequest, uuid: string): Promise<UserRow> => {
    chargeNewUser(request.ip);
    return repo.ensure(uuid);
  };

  /**
   * The caller's user. No X-User-ID: a new anonymous user, whose id goes back in the X-User-ID response
   * header. A malformed or forged id: 401, never someone else's data. A valid id whose row is gone
   * (a reset database) is recreated, since only we could have signed it. Rows are made by the first
   * write (`persist`), never by a read, so a flood of id-less GETs adds no rows, and at most
   * `chargeNewUser`'s budget of them a minute per client address (issue 19 item 5).
   */
  const resolve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { persist }: { persist: boolean },
  ): Promise<UserRow> => {
    const header = request.headers[USER_ID_HEADER];
    if (header === undefined || header === '') {
      const { uuid, token } = signer.issue();
      reply.header(USER_ID_HEADER, token);
      return persist ? create(request, uuid) : repo.unsaved(uuid);
    }
    const uuid = typeof header === 'string' ? signer.verify(header.trim()) : undefined;
    if (!uuid) {
      throw new AppError(
        401,
        ErrorCode.invalidUserId,
        'The user id sent in X-User-ID is not valid. Discard it and send no id to receive a new one.',
      );
    }
    const found = await repo.find(uuid);
    const user = found ?? (persist ? await create(request, uuid) : repo.unsaved(uuid));
    // An account's id alone grants nothing: it must come with that account's session.
    if (user.authUserId && (await accounts?.sessionUserId(request)) !== user.authUserId) {
      throw new AppError(
        401,
        ErrorCode.signInRequired,
        'This id belongs to an account. Sign in to use it, or discard it and send no id to read anonymously.',
      );
    }
    // Issue 34: the admin console shows when each reader was last seen, to the hour.
    if (found && (!found.lastSeenAt || Date.now() - found.lastSeenAt.getTime() > SEEN_EVERY_MS))
      await repo.touchSeen(found.id);
    return user;
  };

  /**
   * POST /api/user/sign-in: the signed-in account's Emmaus user (see auth.routes.ts). Spec §7's
   * `clerk_id` is honoured only as a trusted identity: the subject of a provider linked to the signed-in
   * account (docs/decisions/0008-sign-in-clerk-id.md); any other value is refused, never trusted.
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    clerkId?: string,
  ): Promise<{ user_id: string }> => {
    const authUserId = await accounts?.sessionUserId(request);
    if (!authUserId) throw new AppError(401, ErrorCode.notSignedIn, 'Sign in first, then sync the account.');
    if (clerkId && !(await accounts?.identitySubjects(request))?.includes(clerkId)) {
      throw new AppError(
        403,
        ErrorCode.clerkIdNotLinked,
        'clerk_id is not an identity linked to the signed-in account. Send it only as the subject of a linked sign-in provider, or leave it out.',
      );
    }
    const header = request.headers[USER_ID_HEADER];
    const uuid = typeof header === 'string' && header ? signer.verify(header.trim()) : undefined;
    const current = uuid ? await repo.find(uuid) : undefined;
    let account = await repo.findByAuthUser(authUserId);
    if (!account) {
      try {
        account =
          (current && !current.authUserId ? await repo.linkAuthUser(current.id, authUserId) : undefined) ??
          // No reader to link, or a concurrent first sign-in merged this one into the account already (it
          // no longer exists): the account's user if there is one by now, else a new one.
          (await repo.findByAuthUser(authUserId)) ??
          (await repo.linkAuthUser((await repo.ensure(signer.issue().uuid)).id, authUserId));
        if (!account) throw new Error('sign-in: the new user vanished before it was linked');
      } catch (err) {
        // A concurrent first sign-in of the same account linked another user first (auth_user_id is
        // unique): that user is the account's, as if this call had come second (issue 19 item 6).
        const linked = isRetryable(err) ? await repo.findByAuthUser(authUserId) : undefined;
        if (!linked) throw err;
        account = linked;
        if (current && current.id !== linked.id && !current.authUserId)
          await accounts?.moveData(current, linked);
      }
    } else if (current && current.id !== account.id && !current.authUserId) {
      await accounts?.moveData(current, account);
    }
    reply.header(USER_ID_HEADER, signer.tokenFor(account.id));
    return { user_id: signer.tokenFor(account.id) };
  };

  const present = (user: UserRow): UserResponse => ({
    id: signer.tokenFor(user.id),
    role: user.role as UserResponse['role'],
    preferred_translation: user.preferredTranslation,
    commentary: user.commentary === 'mhc' ? 'mhc' : null,
    is_authenticated: user.authUserId !== null,
  });

  /** Remembers the reader's translation; an id Emmaus does not serve is a 400 that changes nothing. */
  const setTranslation = async (user: UserRow, translationId: string): Promise<UserRow> => {
    if (!(await translationExists(translationId))) {
      throw new AppError(400, ErrorCode.unknownTranslation, `Unknown translation: ${translationId}`);
    }
    return repo.setPreferredTranslation(user.id, translationId);
  };

  return { resolve, present, setTranslation, signIn };
};

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * The e-mail address of each of these users that signed in (a church's members and join requests):
 * two batched reads, the users' accounts then the accounts' addresses (auth.service.ts), never a join
 * across the two modules' tables.
 */
export const createUserEmails =
  (
    repo: UsersRepository,
    emailsOfAccounts: (authUserIds: readonly string[]) => Promise<Map<string, string>>,
  ) =>
  async (userIds: readonly string[]): Promise<Map<string, string>> => {
    const links = await repo.authUserIdsOf([...new Set(userIds)]);
    const emails = await emailsOfAccounts(links.flatMap((l) => (l.authUserId ? [l.authUserId] : [])));
    return new Map(
      links.flatMap((l) => {
        const email = l.authUserId ? emails.get(l.authUserId) : undefined;
        return email === undefined ? [] : [[l.id, email] as const];
      }),
    );
  };
