import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Care, Support } from '../../../common/src/contracts/care.ts';
import type { ChatMessagesResponse, StreamEvent } from '../../../common/src/contracts/chat.ts';
import { chatsQuery, deleteChat, setChatPublic } from '../api/chat-queries.ts';
import { type ChatSendPayload, streamChat } from '../api/chat-stream.ts';
import { getJson } from '../api/client.ts';
import { errorMessage } from '../api/error-message.ts';
import { report } from '../lib/report.ts';
import { trackStream } from '../pwa/busy.ts';

export interface UiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  isStreaming?: boolean;
  hasAudit?: boolean;
  /** On a question whose words suggest the reader may be in danger: the care card, shown right under it. */
  care?: Care | undefined;
  support?: Support | undefined;
}

export interface ChatState {
  chatId: string | undefined;
  title: string;
  messages: UiMessage[];
  isOwner: boolean;
  isPublic: boolean;
  sending: boolean;
  status: 'searching' | 'thinking' | null;
  error: string | null;
}

const EMPTY: ChatState = {
  chatId: undefined,
  title: '',
  messages: [],
  isOwner: true,
  isPublic: false,
  sending: false,
  status: null,
  error: null,
};

let localId = 0;

/**
 * One conversation with the assistant (spec §4 Chat message and visibility): sending, streaming, loading a
 * stored chat, publishing, clearing and deleting. `onChatId` keeps the address in step with the chat.
 */
export const useChat = (
  context: Omit<ChatSendPayload, 'prompt' | 'chat_id'>,
  onChatId: (id: string | undefined) => void,
) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChatState>(EMPTY);
  const stateRef = useRef(state);
  stateRef.current = state;
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatsQuery().queryKey }),
    [queryClient],
  );

  const load = useCallback(async (chatId: string) => {
    if (stateRef.current.chatId === chatId) return;
    abortRef.current?.abort();
    setState({ ...EMPTY, chatId, sending: false });
    try {
      const chat = await getJson<ChatMessagesResponse>(
        `/api/chat/${encodeURIComponent(chatId)}/messages`,
        'Chat',
      );
      if (!chat) throw new Error('Chat not found');
      setState((s) =>
        s.chatId !== chatId
          ? s
          : {
              ...s,
              title: chat.title,
              isOwner: chat.is_owner,
              isPublic: chat.is_public,
              messages: chat.messages.map((m) => ({
                id: m.id,
                role: m.role,
                content: m.content,
                hasAudit: m.has_audit_data,
                care: m.care,
                support: m.support,
              })),
            },
      );
    } catch (error) {
      // Spec §8: a chat that fails to load empties messages, title and flags (is_owner false).
      report('chat: could not load', error);
      setState((s) => (s.chatId !== chatId ? s : { ...EMPTY, chatId, isOwner: false }));
    }
  }, []);

  const send = useCallback(
    async (text: string) => {
      const prompt = text.trim();
      const s = stateRef.current;
      // Spec §4: ignore empty text, a send while one is running, and a question already asked.
      if (!prompt || s.sending || s.messages.some((m) => m.role === 'user' && m.content === prompt)) return;
      const placeholder = `pending-${++localId}`;
      const question = `local-${localId}`;
      setState((x) => ({
        ...x,
        sending: true,
        status: 'searching',
        error: null,
        messages: [
          ...x.messages,
          { id: question, role: 'user', content: prompt },
          { id: placeholder, role: 'assistant', content: '', isStreaming: true },
        ],
      }));
      // The card comes at once, recognised here (the patterns load with the first question, not with
      // the reader), unless the server's care event was first; that event brings its configured lines.
      void import('../care/local-care.ts').then(({ localCare }) => {
        const care = localCare(prompt);
        if (care)
          setState((x) => ({
            ...x,
            messages: x.messages.map((m) => (m.id === question && !m.care ? { ...m, care } : m)),
          }));
      });
      const patch = (f: (m: UiMessage) => UiMessage) =>
        setState((x) => ({ ...x, messages: x.messages.map((m) => (m.id === placeholder ? f(m) : m)) }));
      const fail = (detail: string) =>
        setState((x) => ({
          ...x,
          sending: false,
          status: null,
          error: detail,
          messages: x.messages.filter((m) => m.id !== placeholder),
        }));
      const controller = new AbortController();
      abortRef.current = controller;
      const onQuestion = (f: (m: UiMessage) => UiMessage) =>
        setState((x) => ({ ...x, messages: x.messages.map((m) => (m.id === question ? f(m) : m)) }));
      const onEvent = (e: StreamEvent) => {
        if (e.event === 'care') onQuestion((m) => ({ ...m, care: e.data }));
        else if (e.event === 'support') onQuestion((m) => ({ ...m, support: e.data }));
        else if (e.event === 'chat_info') {
          setState((x) => ({
            ...x,
            chatId: e.data.chat_id,
            title: e.data.title,
            isOwner: true,
            isPublic: e.data.is_public,
          }));
          stateRef.current = { ...stateRef.current, chatId: e.data.chat_id };
          onChatId(e.data.chat_id);
        } else if (e.event === 'status') setState((x) => ({ ...x, status: e.data.state }));
        else if (e.event === 'content') patch((m) => ({ ...m, content: m.content + e.data }));
        else if (e.event === 'final_content') patch((m) => ({ ...m, content: e.data }));
        else if (e.event === 'stream_end') {
          patch(() => ({
            id: e.data.id,
            role: 'assistant',
            content: e.data.content,
            hasAudit: e.data.has_audit_data,
          }));
          setState((x) => ({ ...x, sending: false, status: null }));
          void refreshList();
        } else if (e.event === 'error') fail(e.data.detail);
      };
      // While an answer streams, a new build waits (web/src/pwa/busy.ts).
      const streamed = trackStream();
      try {
        await streamChat({ ...context, prompt, chat_id: s.chatId }, onEvent, controller.signal);
        setState((x) => (x.sending ? { ...x, sending: false, status: null } : x));
      } catch (error) {
        if (controller.signal.aborted) return;
        fail(errorMessage(error));
      } finally {
        streamed();
      }
    },
    [context, onChatId, refreshList],
  );

  const clear = useCallback(() => {
    abortRef.current?.abort();
    setState(EMPTY);
    onChatId(undefined);
  }, [onChatId]);

  const remove = useCallback(async () => {
    const id = stateRef.current.chatId;
    if (!id) return;
    clear();
    await deleteChat(id).catch((error) => report('chat: delete failed', error));
    await refreshList();
  }, [clear, refreshList]);

  const setPublic = useCallback(
    async (isPublic: boolean) => {
      const id = stateRef.current.chatId;
      if (!id) return false;
      try {
        await setChatPublic(id, isPublic);
        setState((x) => ({ ...x, isPublic }));
        await refreshList();
        return true;
      } catch (error) {
        report('chat: visibility change failed', error);
        return false;
      }
    },
    [refreshList],
  );

  return { state, send, load, clear, remove, setPublic };
};

export type ChatController = ReturnType<typeof useChat>;
