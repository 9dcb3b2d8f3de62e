import { and, asc, desc, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MoveUserData, usersWithRows } from '../../db/user-data.ts';
import { chatMessages, chats, messageAudits, rateLimits } from './chat.schema.ts';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AuditRow = typeof messageAudits.$inferSelect;
export type NewChat = Omit<typeof chats.$inferInsert, 'createdAt' | 'updatedAt' | 'isPublic'>;
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'createdAt'>;

/** A reader's chats (their messages and audits hang on them) go to their account. */
export const moveChats: MoveUserData = async (tx, fromId, toId) => {
  await tx.update(chats).set({ userId: toId }).where(eq(chats.userId, fromId));
};

export const createChatRepository = (db: Db) => ({
  create: async (chat: NewChat): Promise<ChatRow> => {
    const [row] = await db.insert(chats).values(chat).returning();
    if (!row) throw new Error('chat insert returned nothing');
    return row;
  },

  find: async (id: string): Promise<ChatRow | undefined> =>
    (await db.select().from(chats).where(eq(chats.id, id)).limit(1))[0],

  /** Which of these users have a chat (a chat's messages and audits hang on it). */
  usersWithChats: (ids: readonly string[]): Promise<string[]> => usersWithRows(db, chats.userId, ids),

  listForUser: (userId: string, limit: number) =>
    db
      .select()
      .from(chats)
      .where(eq(chats.userId, userId))
      .orderBy(desc(chats.updatedAt), desc(chats.id))
      .limit(limit),

  messages: (chatId: string) =>
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(asc(chatMessages.createdAt)),

  /** Ids of the messages that have an audit (assistant messages stored by the pipeline). */
  auditedIds: async (messageIds: string[]): Promise<Set<string>> => {
    if (messageIds.length === 0) return new Set();
    const rows = await db
      .select({ id: messageAudits.messageId })
      .from(messageAudits)
      .where(inArray(messageAudits.messageId, messageIds));
    return new Set(rows.map((r) => r.id));
  },

  addMessage: async (message: NewMessage, createdAt: Date): Promise<MessageRow> => {
    const [row] = await db
      .insert(chatMessages)
      .values({ ...message, createdAt })
      .returning();
    await db.update(chats).set({ updatedAt: createdAt }).where(eq(chats.id, message.chatId));
    if (!row) throw new Error('message insert returned nothing');
    return row;
  },

  /** An answer and its audit land together or not at all. */
  addAnswer: (message: NewMessage, audit: typeof messageAudits.$inferInsert, createdAt: Date) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({ ...message, createdAt })
        .returning();
      await tx.insert(messageAudits).values(audit);
      await tx.update(chats).set({ updatedAt: createdAt }).where(eq(chats.id, message.chatId));
      if (!row) throw new Error('message insert returned nothing');
      return row;
    }),

  setPublic: async (id: string, isPublic: boolean) => {
    await db.update(chats).set({ isPublic }).where(eq(chats.id, id));
  },

  remove: (id: string) =>
    db.transaction(async (tx) => {
      const ids = tx.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.chatId, id));
      await tx.delete(messageAudits).where(inArray(messageAudits.messageId, ids));
      await tx.delete(chatMessages).where(eq(chatMessages.chatId, id));
      await tx.delete(chats).where(eq(chats.id, id));
    }),

  audit: async (messageId: string): Promise<AuditRow | undefined> =>
    (await db.select().from(messageAudits).where(eq(messageAudits.messageId, messageId)).limit(1))[0],

  message: async (chatId: string, messageId: string): Promise<MessageRow | undefined> =>
    (
      await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, messageId)))
        .limit(1)
    )[0],

  /** Counts one request (or `by`) under each key in the current window; returns each window's count, in one statement. */
  hit: async (keys: string[], windowStart: Date, by = 1): Promise<number[]> => {
    const rows = await db
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, windowStart, count: by })))
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + excluded.count` },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count });
    return keys.map((k) => rows.find((r) => r.key === k)?.count ?? by);
  },

  /** Deletes the windows of keys starting with `prefix` that began before `before` (each limit its own). */
  pruneRateLimits: async (before: Date, prefix: string) => {
    await db
      .delete(rateLimits)
      .where(and(lt(rateLimits.windowStart, before), like(rateLimits.key, `${prefix}%`)));
  },
});

export type ChatRepository = ReturnType<typeof createChatRepository>;
