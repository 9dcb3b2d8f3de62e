import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { displayTitle } from '../../../common/src/chat-title.ts';
import { chatsQuery } from '../api/chat-queries.ts';

/**
 * The reader's latest chats, each opening its passage with the chat (spec §2: 5 in the menu, 10 on
 * home). Nothing is shown when there are none; a failed list is an empty one (spec §8).
 */
export const RecentChats = ({
  limit,
  title,
  headingId,
  className,
  onFollow,
}: {
  limit: number;
  title: string;
  headingId: string;
  className: string;
  onFollow?(): void;
}) => {
  const chats = useQuery(chatsQuery());
  if (chats.isPending)
    return (
      <section className={className}>
        <p className="muted">Loading chats...</p>
      </section>
    );
  const list = (chats.data ?? []).slice(0, limit);
  if (list.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="recent-chats">
        {list.map((c) => (
          <li key={c.chat_id}>
            <Link to={`/chat/${c.chat_id}`} onClick={onFollow}>
              <span className="recent-title">{displayTitle(c.title)}</span>
              <span className="recent-ref muted">
                {c.reference.book} {c.reference.chapter}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
