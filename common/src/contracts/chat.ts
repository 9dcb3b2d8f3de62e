import { z } from 'zod';
import { Care, Support } from './care.ts';

// Spec §3 Chat / Message / Stream event / Audit and §7 Chat: the assistant's API, exact shapes.

/** Longest question accepted; longer is a 400 (a question, not a document). */
export const MAX_PROMPT_LENGTH = 2000;

/**
 * POST /api/chat. Fields are optional here on purpose: the server answers a missing one with the
 * spec's 'Missing required fields: {list}' rather than a generic validation message.
 */
export const ChatRequestBody = z.object({
  bible_id: z.string().max(40).optional(),
  bookId: z.string().max(10).optional(),
  chapter: z.union([z.number().max(2_147_483_647), z.string().max(10)]).optional(),
  verses: z
    .array(z.union([z.number(), z.string().max(10)]))
    .max(200)
    .optional(),
  prompt: z.string().max(MAX_PROMPT_LENGTH, `must be at most ${MAX_PROMPT_LENGTH} characters`).optional(),
  chat_id: z.string().max(64).nullish(),
  plan_step_id: z.union([z.string().max(64), z.number()]).nullish(),
});
export type ChatRequestBody = z.infer<typeof ChatRequestBody>;

export const ChatReference = z.object({
  book: z.string(),
  book_id: z.string(),
  chapter: z.number().int(),
  /** The selected verses in the reader's `verse` parameter form ("16" or "1-3,5"), null when none. */
  verse: z.string().nullable(),
  translation: z.string(),
});
export type ChatReference = z.infer<typeof ChatReference>;

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
  has_audit_data: z.boolean(),
  model_name: z.string().nullable(),
  model_provider: z.string().nullable(),
  /** On a question whose words suggest the reader may be in danger: the care card shown with it. */
  care: Care.optional(),
  support: Support.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatInfo = z.object({
  chat_id: z.string(),
  title: z.string(),
  is_owner: z.boolean(),
  is_public: z.boolean(),
});
export type ChatInfo = z.infer<typeof ChatInfo>;

/** One server-sent event: `data: {"event": …, "data": …}` then a blank line. */
export const StreamEvent = z.discriminatedUnion('event', [
  // First of all, when the question suggests the reader may be in danger (issue 29).
  z.object({ event: z.literal('care'), data: Care }),
  z.object({ event: z.literal('support'), data: Support }),
  z.object({ event: z.literal('chat_info'), data: ChatInfo }),
  z.object({ event: z.literal('status'), data: z.object({ state: z.enum(['searching', 'thinking']) }) }),
  z.object({ event: z.literal('content'), data: z.string() }),
  z.object({ event: z.literal('final_content'), data: z.string() }),
  z.object({ event: z.literal('stream_end'), data: ChatMessage }),
  z.object({ event: z.literal('error'), data: z.object({ detail: z.string(), code: z.string() }) }),
]);
export type StreamEvent = z.infer<typeof StreamEvent>;

export const ChatSummary = z.object({
  chat_id: z.string(),
  title: z.string(),
  is_public: z.boolean(),
  reference: ChatReference,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;
export const ChatListResponse = z.object({ chats: z.array(ChatSummary) });
export type ChatListResponse = z.infer<typeof ChatListResponse>;

export const ChatMessagesResponse = z.object({
  chat_id: z.string(),
  title: z.string(),
  messages: z.array(ChatMessage),
  is_public: z.boolean(),
  is_owner: z.boolean(),
  reference: ChatReference,
});
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponse>;

export const ChatIdParams = z.object({ id: z.string().max(64) });
export const MessageIdParams = z.object({ id: z.string().max(64), messageId: z.string().max(64) });

export const ChatVisibilityResponse = z.object({ chat_id: z.string(), is_public: z.boolean() });
export const DeleteChatResponse = z.object({ chat_id: z.string(), deleted: z.literal(true) });

export const AuditResponse = z.object({
  message_id: z.string(),
  instructions_prompt: z.string(),
  input_prompt: z.string(),
  tool_calls: z.array(z.object({ tool_name: z.string(), arguments: z.unknown() })),
  tool_results: z.array(z.object({ tool_name: z.string(), result: z.unknown() })),
  llm_raw_response: z.string(),
  model_provider: z.string(),
  model_name: z.string(),
  /** References in the answer that name no verse in the Bible (flagged in the answer). */
  unresolved_references: z.array(z.string()),
});
export type AuditResponse = z.infer<typeof AuditResponse>;
