import type { Db } from '../../db/database.ts';
import type { MoveUserData } from '../../db/user-data.ts';
import { mergeAnonymousUser, type UserRow } from '../users/users.repository.ts';

/**
 * Moves what an anonymous reader made (chats, highlights, notes and bookmarks, Sermon Study enrolments,
 * dismissed hints, events, and the settings the account lacks) to the account's Emmaus user, then
 * removes the anonymous row: the data moves first, so nothing is lost (spec §4, "move the data first").
 * One transaction. Each module moves its own rows (`movers`, those the modules registered in the
 * user-data registry, db/user-data.ts), so this file touches no other module's tables.
 */
export const moveAnonymousData = (db: Db, movers: readonly MoveUserData[], from: UserRow, to: UserRow) =>
  db.transaction(async (tx) => {
    for (const move of movers) await move(tx, from.id, to.id);
    await mergeAnonymousUser(tx, from, to);
  });
