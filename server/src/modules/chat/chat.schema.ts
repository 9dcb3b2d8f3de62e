import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The assistant's conversations. Ids are random UUIDs: a published chat's link is its only key.
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    translationId: text('translation_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    /** The selected verses in the reader's `verse` parameter form, null for the whole chapter. */
    verses: text('verses'),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_idx').on(t.userId, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    chatId: uuid('chat_id').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    modelProvider: text('model_provider'),
    modelName: text('model_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.createdAt)],
);

/** How an assistant message was produced, exactly (spec §3 Audit data). */
export const messageAudits = pgTable('message_audits', {
  messageId: uuid('message_id').primaryKey(),
  instructionsPrompt: text('instructions_prompt').notNull(),
  inputPrompt: text('input_prompt').notNull(),
  toolCalls: jsonb('tool_calls').notNull(),
  toolResults: jsonb('tool_results').notNull(),
  rawResponse: text('raw_response').notNull(),
  modelProvider: text('model_provider').notNull(),
  modelName: text('model_name').notNull(),
  unresolvedReferences: jsonb('unresolved_references').notNull(),
});

/**
 * Fixed-window request counters, kept in the database so every instance behind a load balancer counts
 * the same requests (ARCHITECTURE.md: no per-user state in memory).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
