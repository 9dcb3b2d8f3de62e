import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { UserResponse } from '../../../../common/src/contracts/user.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserIdSigner } from './user-id.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export const createUsersService = (
  repo: UsersRepository,
  signer: UserIdSigner,
  /** Whether a translation id is one Emmaus serves (the Bible service knows). */
  translationExists: (id: string) => Promise<boolean>,
) => {
  /**
   * The caller's user. No X-User-ID: a new anonymous user, whose id goes back in the X-User-ID response
   * header. A malformed or forged id: 401, never someone else's data. A valid id whose row is gone
   * (a reset database) is recreated, since only we could have signed it.
   */
  const resolve = async (request: FastifyRequest, reply: FastifyReply): Promise<UserRow> => {
    const header = request.headers[USER_ID_HEADER];
    if (header === undefined || header === '') {
      const { uuid, token } = signer.issue();
      const user = await repo.ensure(uuid);
      reply.header(USER_ID_HEADER, token);
      return user;
    }
    const uuid = typeof header === 'string' ? signer.verify(header.trim()) : undefined;
    if (!uuid) {
      throw new AppError(
        401,
        ErrorCode.invalidUserId,
        'The user id sent in X-User-ID is not valid. Discard it and send no id to receive a new one.',
      );
    }
    return (await repo.find(uuid)) ?? (await repo.ensure(uuid));
  };

  const present = (user: UserRow): UserResponse => ({
    id: signer.tokenFor(user.id),
    role: user.role as UserResponse['role'],
    preferred_translation: user.preferredTranslation,
    commentary: user.commentary === 'mhc' ? 'mhc' : null,
  });

  /** Remembers the reader's translation; an id Emmaus does not serve is a 400 that changes nothing. */
  const setTranslation = async (user: UserRow, translationId: string): Promise<UserRow> => {
    if (!(await translationExists(translationId))) {
      throw new AppError(400, ErrorCode.unknownTranslation, `Unknown translation: ${translationId}`);
    }
    return repo.setPreferredTranslation(user.id, translationId);
  };

  return { resolve, present, setTranslation };
};

export type UsersService = ReturnType<typeof createUsersService>;
