import { bookById } from '../../../../common/src/books.ts';
import type { ChatMessage, ChatReference, ChatSummary } from '../../../../common/src/contracts/chat.ts';
import type { ChatRow, MessageRow } from './chat.repository.ts';

// Presenters: database rows never reach the client as they are.

export const presentReference = (chat: ChatRow): ChatReference => ({
  book: bookById(chat.bookId)?.name ?? chat.bookId,
  book_id: chat.bookId,
  chapter: chat.chapter,
  verse: chat.verses,
  translation: chat.translationId,
});

export const presentSummary = (chat: ChatRow): ChatSummary => ({
  chat_id: chat.id,
  title: chat.title,
  is_public: chat.isPublic,
  reference: presentReference(chat),
  created_at: chat.createdAt.toISOString(),
  updated_at: chat.updatedAt.toISOString(),
});

export const presentMessage = (m: MessageRow, hasAudit: boolean): ChatMessage => ({
  id: m.id,
  role: m.role === 'assistant' ? 'assistant' : 'user',
  content: m.content,
  created_at: m.createdAt.toISOString(),
  has_audit_data: hasAudit,
  model_name: m.modelName,
  model_provider: m.modelProvider,
});

// The instructions prompt ends with the asker's perspective and reader profile
// (chat.prompt-files.ts instructionsPrompt). A published chat's audit is read by others: they see the
// guardrails and everything the answer drew on, but not who the asker is (issue 19 item 4).
const READER_PART = /\n+## Perspective: [\s\S]*$/;
export const SHARED_AUDIT_NOTE =
  "(The asker's perspective and reader profile are not shown in a shared chat's audit.)";
export const instructionsFor = (instructions: string, viewerIsOwner: boolean): string =>
  viewerIsOwner || !READER_PART.test(instructions)
    ? instructions
    : `${instructions.replace(READER_PART, '')}\n\n${SHARED_AUDIT_NOTE}`;
