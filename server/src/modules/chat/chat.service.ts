import type {
  AuditResponse,
  ChatListResponse,
  ChatMessagesResponse,
} from '../../../../common/src/contracts/chat.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { CareAssessment, CareService } from '../care/care.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { chatNotFound, messageNotFound } from './chat.errors.ts';
import { instructionsFor, presentMessage, presentReference, presentSummary } from './chat.presenter.ts';
import { type ChatRepository, type ChatRow, deleteChats, moveChats } from './chat.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_LISTED_CHATS = 50;

/**
 * Who may do what with a chat (the spec leaves it open; the server decides): the owner everything; anyone
 * else only reads a published chat. A private chat is 404 to others, so its existence does not leak.
 */
export const createChatService = (repo: ChatRepository, care: CareService) => {
  const readable = async (user: UserRow, id: string): Promise<ChatRow> => {
    const chat = UUID.test(id) ? await repo.find(id) : undefined;
    if (!chat || (chat.userId !== user.id && !chat.isPublic)) throw chatNotFound();
    return chat;
  };
  const owned = async (user: UserRow, id: string): Promise<ChatRow> => {
    const chat = await readable(user, id);
    if (chat.userId !== user.id) {
      throw new AppError(403, ErrorCode.notChatOwner, 'Only the person who started this chat can change it.');
    }
    return chat;
  };

  return {
    readable,
    owned,
    /** For the expiry of empty anonymous users (users.expiry.ts): who has chats. */
    usersWithData: repo.usersWithChats,
    moveUserData: moveChats,
    exportUserData: repo.exportChats,
    deleteUserData: deleteChats,

    list: async (user: UserRow): Promise<ChatListResponse> => ({
      chats: (await repo.listForUser(user.id, MAX_LISTED_CHATS)).map(presentSummary),
    }),

    /**
     * A stored chat keeps its care card: each question is assessed again as it is shown (the card is
     * never stored, so nothing records that a reader was shown it), with the lines for this reader.
     */
    messages: async (user: UserRow, id: string, languages?: string): Promise<ChatMessagesResponse> => {
      const chat = await readable(user, id);
      const rows = await repo.messages(chat.id);
      const audited = await repo.auditedIds(rows.map((m) => m.id));
      return {
        chat_id: chat.id,
        title: chat.title,
        messages: rows.map((m) => ({
          ...presentMessage(m, audited.has(m.id)),
          ...(m.role === 'user' ? shownCare(care.assess(m.content, languages)) : {}),
        })),
        is_public: chat.isPublic,
        is_owner: chat.userId === user.id,
        reference: presentReference(chat),
      };
    },

    setPublic: async (user: UserRow, id: string, isPublic: boolean) => {
      const chat = await owned(user, id);
      await repo.setPublic(chat.id, isPublic);
      return { chat_id: chat.id, is_public: isPublic };
    },

    remove: async (user: UserRow, id: string) => {
      const chat = await owned(user, id);
      await repo.remove(chat.id);
      return { chat_id: chat.id, deleted: true as const };
    },

    /** The audit of one assistant message, wherever its chat is readable. */
    audit: async (user: UserRow, id: string, messageId: string): Promise<AuditResponse> => {
      const chat = await readable(user, id);
      const audit =
        UUID.test(messageId) && (await repo.message(chat.id, messageId))
          ? await repo.audit(messageId)
          : undefined;
      if (!audit) throw messageNotFound();
      return {
        message_id: audit.messageId,
        instructions_prompt: instructionsFor(audit.instructionsPrompt, chat.userId === user.id),
        input_prompt: audit.inputPrompt,
        tool_calls: audit.toolCalls as AuditResponse['tool_calls'],
        tool_results: audit.toolResults as AuditResponse['tool_results'],
        llm_raw_response: audit.rawResponse,
        model_provider: audit.modelProvider,
        model_name: audit.modelName,
        unresolved_references: audit.unresolvedReferences as string[],
      };
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;

// The card and the pointer as a message shows them; how they were recognised stays here.
const shownCare = ({ care, support }: CareAssessment): CareAssessment => ({
  ...(care ? { care } : {}),
  ...(support ? { support } : {}),
});
