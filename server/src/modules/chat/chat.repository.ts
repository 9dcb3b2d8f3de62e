import { and, asc, desc, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type DeleteUserData,
  type MoveUserData,
  pagedSection,
  type UserDataPart,
  usersWithRows,
} from '../../db/user-data.ts';
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

/** The per-reader key of the chat rate limit (chat.rate-limit.ts): a reader's id in a counter's key. */
export const chatUserLimitKey = (userId: string) => `chat:user:${userId}`;

/**
 * A reader who deletes their account (issue 34): their chats, messages and audits go, published ones
 * too (the link then finds nothing), and the counter of their questions this minute.
 */
export const deleteChats: DeleteUserData = async (tx, userId) => {
  const mine = tx.select({ id: chats.id }).from(chats).where(eq(chats.userId, userId));
  const messages = tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, mine));
  await tx.delete(messageAudits).where(inArray(messageAudits.messageId, messages));
  await tx.delete(chatMessages).where(inArray(chatMessages.chatId, mine));
  await tx.delete(chats).where(eq(chats.userId, userId));
  await tx.delete(rateLimits).where(eq(rateLimits.key, chatUserLimitKey(userId)));
};

/**
 * The reader's chats with their messages, oldest first, for their data export (issue 34); a page of
 * chats at a time, so a long history is streamed. How each answer was produced (message_audits) is the
 * server's record of its own work and is left out; the privacy page says so.
 */
const exportChats = (db: Db, userId: string): AsyncIterable<UserDataPart> =>
  pagedSection(
    'chats',
    async (offset, size) => {
      const page = await db
        .select()
        .from(chats)
        .where(eq(chats.userId, userId))
        .orderBy(asc(chats.createdAt), asc(chats.id))
        .limit(size)
        .offset(offset);
      if (page.length === 0) return [];
      const messages = await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.chatId,
            page.map((c) => c.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return page.map((c) => ({
        id: c.id,
        title: c.title,
        translation_id: c.translationId,
        book_id: c.bookId,
        chapter: c.chapter,
        verses: c.verses,
        published: c.isPublic,
        created_at: c.createdAt.toISOString(),
        updated_at: c.updatedAt.toISOString(),
        messages: messages
          .filter((m) => m.chatId === c.id)
          .map((m) => ({
            id: m.id,
            role: m.role,
            content: m.content,
            model: m.modelProvider ? `${m.modelProvider}/${m.modelName ?? ''}` : null,
            created_at: m.createdAt.toISOString(),
          })),
      }));
    },
    100,
  );

export const createChatRepository = (db: Db) => ({
  create: async (chat: NewChat): Promise<ChatRow> => {
    const [row] = await db.insert(chats).values(chat).returning();
    if (!row) throw new Error('chat insert returned nothing');
    return row;
  },

  find: async (id: string): Promise<ChatRow | undefined> =>
    (await db.select().from(chats).where(eq(chats.id, id)).limit(1))[0],

  exportChats: (userId: string) => exportChats(db, userId),

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
