import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Moves one module's rows of an anonymous reader to the account they signed in to, inside the caller's
 * transaction (account linking, spec §4: "move the data first"). Each module that keeps rows per user
 * gives one through its service, so account linking needs no other module's tables.
 */
export type MoveUserData = (tx: Db, fromId: string, toId: string) => Promise<void>;

/**
 * Which of these users have any row in the table of `userId` (a user-id column): each module that keeps
 * rows per user answers the anonymous-user expiry (users.expiry.ts) with it, so they keep only users
 * with nothing stored.
 */
export const usersWithRows = async (db: Db, userId: PgColumn, ids: readonly string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: userId })
    .from(userId.table)
    .where(inArray(userId, [...ids]));
  return rows.flatMap((r) => (typeof r.id === 'string' ? [r.id] : []));
};
