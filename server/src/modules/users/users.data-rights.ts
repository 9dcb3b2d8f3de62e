import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { USER_EXPORT_FORMAT, type UserExport } from '../../../../common/src/contracts/user-data.ts';
import type { Db } from '../../db/database.ts';
import type { BlocksDeletion, DeleteUserData, ExportUserData } from '../../db/user-data.ts';
import { AppError } from '../../lib/errors.ts';
import { lockAdmins, type UserRow } from './users.repository.ts';
import { users } from './users.schema.ts';

/** The sign-in account's part (the auth module's tables, through its functions). */
export interface AccountData {
  exportAccount(authUserId: string): Promise<UserExport['account']>;
  deleteAccount(tx: Db, authUserId: string): Promise<void>;
}

/**
 * A reader's data rights (issue 34): the export of everything Emmaus keeps about them, and deleting
 * it. Each module that keeps rows per user gives its part through the user-data registry
 * (db/user-data.ts); this file reads no other module's tables.
 */
export const createDataRights = (
  db: Db,
  modules: {
    exporters: () => ExportUserData[];
    deleters: () => DeleteUserData[];
    blockers: () => BlocksDeletion[];
  },
  account: AccountData | undefined,
  /** The id the reader knows (their signed X-User-ID). */
  publicId: (user: UserRow) => string,
) => {
  /**
   * The export as JSON text, streamed: the reader's row and account first, then each module's sections
   * as the module pages through them, so a long history is never held in memory whole.
   */
  async function* exportJson(user: UserRow, now: Date): AsyncIterable<string> {
    const profile: UserExport['user'] = {
      id: publicId(user),
      role: user.role,
      preferred_translation: user.preferredTranslation,
      commentary: user.commentary,
      profile_slug: user.profileSlug,
      theology_slug: user.theologySlug,
      created_at: user.createdAt.toISOString(),
    };
    const accountPart = user.authUserId ? await account?.exportAccount(user.authUserId) : null;
    // The head's closing brace is cut off: the sections follow as further keys of the same object.
    const head = {
      format: USER_EXPORT_FORMAT,
      version: 1,
      exported_at: now.toISOString(),
      user: profile,
      account: accountPart ?? null,
    };
    yield JSON.stringify(head).slice(0, -1);
    const seen = new Set<string>(['format', 'version', 'exported_at', 'user', 'account']);
    let open: string | undefined;
    let first = true;
    for (const exporter of modules.exporters()) {
      for await (const part of exporter(user.id)) {
        if (part.section !== open) {
          if (seen.has(part.section)) throw new Error(`user export: section ${part.section} given twice`);
          seen.add(part.section);
          yield `${open === undefined ? '' : ']'},${JSON.stringify(part.section)}:[`;
          open = part.section;
          first = true;
        }
        for (const row of part.rows) {
          yield `${first ? '' : ','}${JSON.stringify(row)}`;
          first = false;
        }
      }
    }
    yield `${open === undefined ? '' : ']'}}\n`;
  }

  return {
    exportStream: (user: UserRow, now = new Date()): Readable => Readable.from(exportJson(user, now)),

    /**
     * Deletes everything of the reader's in one transaction: each module's rows (or, where a church's
     * totals need the row, its link to the reader), then the sign-in account (every session ends),
     * then the reader's own row. Either all of it goes, or nothing does.
     */
    deleteAll: async (user: UserRow): Promise<void> => {
      // Others may depend on the reader (a church's only owner): said first, and nothing is deleted.
      for (const blocks of modules.blockers()) {
        const block = await blocks(user.id);
        if (block) throw new AppError(409, block.code, block.message);
      }
      await db.transaction(async (tx) => {
        if (user.role === 'admin' && (await lockAdmins(tx)) <= 1)
          throw new AppError(
            409,
            ErrorCode.deleteLastAdmin,
            'You are the last admin of this Emmaus: make someone else an admin before deleting your account.',
          );
        for (const remove of modules.deleters()) await remove(tx, user.id);
        if (user.authUserId) await account?.deleteAccount(tx, user.authUserId);
        await tx.delete(users).where(eq(users.id, user.id));
      });
    },
  };
};

export type DataRights = ReturnType<typeof createDataRights>;
