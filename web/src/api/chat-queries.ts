import { queryOptions } from '@tanstack/react-query';
import type { Suggestion } from '../../../common/src/contracts/bible.ts';
import type { ChatListResponse, ChatMessagesResponse } from '../../../common/src/contracts/chat.ts';
import { apiRequest, getJson, postJson } from './client.ts';

export const chatsQuery = () =>
  queryOptions({
    queryKey: ['user', 'chats'],
    // Spec §8: a failed chat list is an empty one.
    queryFn: async () =>
      (await getJson<ChatListResponse>('/api/chats', 'Chats').catch(() => null))?.chats ?? [],
  });

export const chatMessagesQuery = (chatId: string) =>
  queryOptions({
    queryKey: ['chat', chatId],
    queryFn: () => getJson<ChatMessagesResponse>(`/api/chat/${encodeURIComponent(chatId)}/messages`, 'Chat'),
    staleTime: 0,
  });

export const suggestionsQuery = (bibleId: string, bookId: string, chapter: number, planStepId?: number) =>
  queryOptions({
    queryKey: ['suggestions', bibleId, bookId, chapter, planStepId ?? null],
    queryFn: async () =>
      (
        await getJson<{ suggestions: Suggestion[] }>(
          `/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}/suggestions${planStepId ? `?planStepId=${planStepId}` : ''}`,
          'Suggestions',
        )
      )?.suggestions ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });

export const setChatPublic = (chatId: string, isPublic: boolean) =>
  postJson(`/api/chat/${encodeURIComponent(chatId)}/${isPublic ? 'publish' : 'unpublish'}`, {}, 'Chat');

export const deleteChat = async (chatId: string): Promise<void> => {
  const res = await apiRequest(`/api/chat/${encodeURIComponent(chatId)}`, { method: 'DELETE' });
  if (!res.ok) throw new Error('Chat delete failed');
};
