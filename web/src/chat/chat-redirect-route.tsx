import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { chatMessagesQuery } from '../api/chat-queries.ts';

/** /chat/{chatId}: a shared chat's link opens the reader at the chat's passage, chat open (spec §4). */
export const Component = () => {
  const { chatId = '' } = useParams();
  const q = useQuery({ ...chatMessagesQuery(chatId), retry: false });
  if (q.isPending) return <p className="status">Loading chat...</p>;
  const ref = q.data?.reference;
  // No chat, or one without a passage: home (spec §8 'Chat redirect failure goes home').
  if (!ref) return <Navigate replace to="/" />;
  const verse = ref.verse ? `&verse=${encodeURIComponent(ref.verse)}` : '';
  return (
    <Navigate
      replace
      to={`/read/${ref.book_id}/${ref.chapter}?chatId=${encodeURIComponent(chatId)}${verse}`}
    />
  );
};
