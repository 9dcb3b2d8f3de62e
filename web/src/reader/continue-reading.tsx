import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bookById } from '../../../common/src/books.ts';
import { tocQuery } from '../api/bible-queries.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { lastRead } from './reading-position.ts';

/** A book's name in the translation's table of contents (the common name until it arrives). */
export const useBookName = (bibleId: string) => {
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
