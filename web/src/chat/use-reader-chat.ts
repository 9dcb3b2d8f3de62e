import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useChat } from './use-chat.ts';

/**
 * The reader's chat and its address (spec §4): `question` is asked once and replaced by `chatId` when the
 * chat is created; `chatId` opens that chat; clearing or deleting removes it. Moving to another chapter
 * starts afresh, since a chat belongs to its passage.
 */
export const useReaderChat = ({
  bibleId,
  bookId,
  chapter,
  selected,
  planStepId,
  onOpen,
}: {
  bibleId: string;
  bookId: string;
  chapter: number;
  selected: number[];
  planStepId?: number | undefined;
  onOpen(): void;
}) => {
  const [search, setSearch] = useSearchParams();
  const onChatId = useCallback(
    (id: string | undefined) =>
      setSearch(
        (p) => {
          if (id) p.set('chatId', id);
          else p.delete('chatId');
          p.delete('question');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  const context = useMemo(
    () => ({
      bible_id: bibleId,
      bookId,
      chapter,
      verses: selected,
      plan_step_id: planStepId === undefined ? undefined : String(planStepId),
    }),
    [bibleId, bookId, chapter, selected, planStepId],
  );
  const chat = useChat(context, onChatId);

  const chatId = search.get('chatId');
  const question = search.get('question');
  const { load, send, clear } = chat;
  useEffect(() => {
    if (!chatId) return;
    onOpen();
    void load(chatId);
  }, [chatId, load, onOpen]);

  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!question || chatId || asked.current === question) return;
    asked.current = question;
    onOpen();
    void send(question);
  }, [question, chatId, send, onOpen]);

  const passage = `${bibleId}/${bookId}/${chapter}`;
  const shownFor = useRef(passage);
  useEffect(() => {
    if (shownFor.current === passage) return;
    shownFor.current = passage;
    if (!chatId) clear();
  }, [passage, chatId, clear]);
  return chat;
};
