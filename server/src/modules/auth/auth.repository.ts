import { asc, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authUser } from './auth.schema.ts';

/** Reads of Better Auth's accounts that other modules need (through auth.service.ts). */
export const createAuthRepository = (db: Db) => ({
  emails: (authUserIds: readonly string[]) =>
    authUserIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: authUser.id, email: authUser.email })
          .from(authUser)
          .where(inArray(authUser.id, [...authUserIds])),

  /** Accounts whose e-mail address contains `text` (the admin console's search), by address. */
  matching: (text: string, limit: number) =>
    db
      .select({ id: authUser.id, email: authUser.email })
      .from(authUser)
      .where(ilike(authUser.email, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      .orderBy(asc(authUser.email))
      .limit(limit),
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
