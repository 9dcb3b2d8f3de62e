import { asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pagedSection, usersWithRows } from '../../db/user-data.ts';
import { adminAudit } from './admin.schema.ts';

export type AuditRow = typeof adminAudit.$inferSelect;

export interface AuditRecord {
  /** null: the instance itself (PUBLISHER_AUTO_APPROVE). */
  actorUserId: string | null;
  action: string;
  target: string;
  /** The reader the action was about, where it was about one. */
  subjectUserId?: string | null | undefined;
  before: unknown;
  after: unknown;
}

/** What an entry about a reader keeps once they deleted their account: the decision, not the person. */
const KEPT_FIELDS = ['role', 'status'];
const anonymous = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([k]) => KEPT_FIELDS.includes(k)))
    : value;

/**
 * The audit log (issue 34): inserted and read, never changed through a route. The one change is a
 * reader's right to be forgotten: entries about a reader who deleted their account keep what was done
 * and when, and lose who it was done to (their id, e-mail, name, church and note).
 */
export const createAdminRepository = (db: Db) => ({
  record: async (entry: AuditRecord) => {
    await db.insert(adminAudit).values({
      ...entry,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  /** Newest first, `limit` entries older than `beforeId` (keyset paging). */
  page: (beforeId: number | undefined, limit: number) =>
    db
      .select()
      .from(adminAudit)
      .where(beforeId ? lt(adminAudit.id, beforeId) : undefined)
      .orderBy(desc(adminAudit.id))
      .limit(limit),
});

/** The reader's part of the log (users.data-rights.ts): entries about them, for their export and delete. */
export const createAuditSubjects = (db: Db) => ({
  usersWithData: (ids: readonly string[]) => usersWithRows(db, adminAudit.subjectUserId, ids),
  exportUserData: (userId: string) =>
    pagedSection('admin_actions_about_you', (offset, size) =>
      db
        .select({
          action: adminAudit.action,
          before: adminAudit.before,
          after: adminAudit.after,
          created_at: adminAudit.createdAt,
        })
        .from(adminAudit)
        .where(eq(adminAudit.subjectUserId, userId))
        .orderBy(asc(adminAudit.id))
        .offset(offset)
        .limit(size),
    ),
  deleteUserData: async (tx: Db, userId: string) => {
    const about = await tx
      .select({
        id: adminAudit.id,
        target: adminAudit.target,
        before: adminAudit.before,
        after: adminAudit.after,
      })
      .from(adminAudit)
      .where(eq(adminAudit.subjectUserId, userId));
    for (const row of about)
      await tx
        .update(adminAudit)
        .set({
          subjectUserId: null,
          target: row.target.startsWith('user:') ? 'user:deleted' : row.target,
          before: anonymous(row.before),
          after: anonymous(row.after),
        })
        .where(eq(adminAudit.id, row.id));
  },
});

export type AdminRepository = ReturnType<typeof createAdminRepository>;
