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

/**
 * One module's answer for a batch of user ids: those it holds anything for (highlights, chats, studies,
 * memberships…), in one set-based query (usersWithRows). The anonymous-user expiry keeps those.
 */
export type UsersWithData = (ids: readonly string[]) => Promise<readonly string[]>;

/** What a module that keeps rows per user answers for its own: who has any, and moving them. */
export interface UserDataHolder {
  usersWithData: UsersWithData;
  /** Absent where rows are not the reader's to carry over (church memberships need an account). */
  moveUserData?: MoveUserData;
}

/**
 * Every module that keeps rows per user registers here as it is wired (modules/<feature>/*.module.ts);
 * account linking and the anonymous-user expiry (users module) read the list when they run, long after
 * the app is built, so the users module is wired before the modules it answers for. A new module
 * with a user column must register (users.expiry.test.ts checks every user column is covered).
 */
export const createUserDataRegistry = () => {
  const holders: UserDataHolder[] = [];
  return {
    register: (holder: UserDataHolder): void => {
      holders.push(holder);
    },
    /** Each module's move, in the order they registered. */
    movers: (): MoveUserData[] => holders.flatMap((h) => (h.moveUserData ? [h.moveUserData] : [])),
    /** Each module's answer to "who has data here?". */
    holders: (): UsersWithData[] => holders.map((h) => h.usersWithData),
  };
};

export type UserDataRegistry = ReturnType<typeof createUserDataRegistry>;
