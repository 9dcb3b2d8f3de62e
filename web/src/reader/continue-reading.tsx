import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bookById } from '../../../common/src/books.ts';
import { tocQuery } from '../api/bible-queries.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { lastRead, readingHistory } from './reading-position.ts';

const useBookName = (bibleId: string) => {
  const books = useQuery(tocQuery(bibleId)).data;
  return (id: string) => books?.find((b) => b.id === id)?.name ?? bookById(id)?.name ?? id;
};

/** Home: back to the last chapter read in this translation, at the same place on the page. */
export const ContinueReading = () => {
  const [bibleId] = useBibleId();
  const name = useBookName(bibleId);
  const last = lastRead(bibleId);
  if (!last) return null;
  return (
    <Link
      className="continue-reading pill-button"
      to={`/read/${last.bookId}/${last.chapter}`}
      state={{ resumeY: last.scrollY }}
    >
      Continue reading {name(last.bookId)} {last.chapter}
    </Link>
  );
};

/** The menu's reading history: the last 20 chapters, newest first. */
export const ReadingHistory = ({ onChoose }: { onChoose?: () => void }) => {
  const [bibleId] = useBibleId();
  const name = useBookName(bibleId);
  const history = readingHistory();
  if (history.length === 0) return null;
  return (
    <details className="reading-history">
      <summary className="nav-entry">Reading history</summary>
      <ul>
        {history.map((p) => (
          <li key={`${p.bibleId}/${p.bookId}/${p.chapter}`}>
            <Link
              className="nav-entry"
              to={`/read/${p.bookId}/${p.chapter}`}
              state={{ resumeY: p.scrollY }}
              onClick={onChoose}
            >
              {name(p.bookId)} {p.chapter}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
};
