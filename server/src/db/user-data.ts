import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '../../../common/src/contracts/errors.ts';
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

/**
 * One batch of a reader's rows for their data export (GET /api/user/export): `section` names the kind
 * ("notes", "chats"…), `rows` are plain JSON values. A module yields its sections one after the other
 * (a section's batches together), in pages, so a large export is streamed, never held whole.
 */
export interface UserDataPart {
  section: string;
  rows: readonly unknown[];
}

/** Everything one module keeps about the reader, for their export (a reader's data rights, issue 34). */
export type ExportUserData = (userId: string) => AsyncIterable<UserDataPart>;

/**
 * Deletes (or, where a church's aggregate counts need the row, anonymises) everything one module keeps
 * about the reader, inside the caller's transaction (DELETE /api/user).
 */
export type DeleteUserData = (tx: Db, userId: string) => Promise<void>;

/**
 * Why the reader's account may not be deleted yet (issue 34): a module that others depend on the reader
 * for (the only owner of a church, the last admin) says so, and nothing is deleted until it is settled.
 */
export interface DeletionBlock {
  code: ErrorCode;
  message: string;
}

/** One module's reason to refuse deleting the reader now, or null (DELETE /api/user answers 409). */
export type BlocksDeletion = (userId: string) => Promise<DeletionBlock | null>;

/**
 * What a module that keeps rows per user answers for its own: who has any, moving them, exporting and
 * deleting them. users.data-rights.test.ts makes a reader with a row in every user column of the schema
 * and fails unless the export shows each and the delete leaves none.
 */
export interface UserDataHolder {
  usersWithData: UsersWithData;
  /** Absent where rows are not the reader's to carry over (church memberships need an account). */
  moveUserData?: MoveUserData;
  exportUserData: ExportUserData;
  deleteUserData: DeleteUserData;
  /** Present where the reader can be needed by others (a church's only owner). */
  blocksDeletion?: BlocksDeletion;
}

/** Yields `fetch`'s pages (by offset, `size` rows each) as one section, until a short page. */
export async function* pagedSection<T>(
  section: string,
  fetch: (offset: number, size: number) => Promise<readonly T[]>,
  size = 500,
): AsyncIterable<UserDataPart> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(offset, size);
    if (rows.length > 0 || offset === 0) yield { section, rows };
    if (rows.length < size) return;
  }
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
    /** Each module's export, in the order they registered. */
    exporters: (): ExportUserData[] => holders.map((h) => h.exportUserData),
    /** Each module's delete, in the order they registered. */
    deleters: (): DeleteUserData[] => holders.map((h) => h.deleteUserData),
    /** Each module's reason to keep the account for now, where it has one. */
    blockers: (): BlocksDeletion[] => holders.flatMap((h) => (h.blocksDeletion ? [h.blocksDeletion] : [])),
  };
};

export type UserDataRegistry = ReturnType<typeof createUserDataRegistry>;
