import './word-study.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { bookById } from '../../../../common/src/books.ts';
import { normalizeStrongs } from '../../../../common/src/strongs.ts';
import { errorMessage } from '../../api/error-message.ts';
import { lexiconQuery, occurrencesQuery } from '../../api/word-study-queries.ts';
import { useBibleId } from '../../settings/use-bible-id.ts';
import { Page } from '../../ui/page.tsx';
import {
  allOccurrencesLink,
  LexiconEntryView,
  MarkedVerse,
  occurrenceLink,
  occurrencePlace,
} from './lexicon-entry-view.tsx';

const pageHref = (strongs: string, bibleId: string, book: string, page: number) => {
  const q = new URLSearchParams({ bible: bibleId });
  if (book) q.set('book', book);
  if (page > 1) q.set('page', String(page));
  return `/word/${strongs}?${q}`;
};

/**
 * /word/{strongs}?bible=&book=&page=: a Strong's entry and every verse it occurs in, a page at a time,
 * the words marked; a book can be chosen (issue 32, "All occurrences").
 */
export const Component = () => {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [readerBible] = useBibleId();
  const strongs = normalizeStrongs(params.strongs ?? '') ?? '';
  const bibleId = search.get('bible') || readerBible;
  const book = (search.get('book') ?? '').toUpperCase();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const entry = useQuery({ ...lexiconQuery(bibleId, strongs), enabled: strongs !== '' });
  const list = useQuery({
    ...occurrencesQuery(bibleId, strongs, page, book || undefined),
    enabled: strongs !== '',
  });
  if (!strongs)
    return (
      <Page className="word-page">
        <h1>Word study</h1>
        <p className="status">“{params.strongs}” is not a Strong’s number. Numbers look like G26 or H7965.</p>
      </Page>
    );
  const data = list.data;
  return (
    <Page className="word-page">
      <h1>
        {entry.data ? `${entry.data.transliteration} (${strongs})` : strongs}
        <span className="visually-hidden">: all occurrences</span>
      </h1>
      <LexiconEntryView
        bibleId={bibleId}
        strongs={strongs}
        firstOccurrences={0}
        onRelated={(id) => navigate(allOccurrencesLink(bibleId, id))}
      />
      <section className="ws-all" aria-labelledby="ws-all-title">
        <h2 id="ws-all-title">All occurrences</h2>
        {entry.data && entry.data.occurrences.by_book.length > 1 && (
          <p>
            <label htmlFor="ws-book">In </label>
            <select
              id="ws-book"
              value={book}
              onChange={(e) => navigate(pageHref(strongs, bibleId, e.target.value, 1))}
            >
              <option value="">every book</option>
              {entry.data.occurrences.by_book.map((b) => (
                <option key={b.book_id} value={b.book_id}>
                  {bookById(b.book_id)?.name ?? b.book_id} ({b.count})
                </option>
              ))}
            </select>
          </p>
        )}
        {list.isPending && <p className="status">Finding the verses…</p>}
        {list.isError && <p className="status error-text">{errorMessage(list.error)}</p>}
        {data && (
          <p className="search-total" aria-live="polite">
            {data.total === 0
              ? 'No verses.'
              : `${data.total.toLocaleString('en')} ${data.total === 1 ? 'verse' : 'verses'}${data.pages > 1 ? ` (page ${data.page} of ${data.pages})` : ''}.`}
          </p>
        )}
        {data && data.verses.length > 0 && (
          <ol className="search-results ws-occurrences" start={(data.page - 1) * data.page_size + 1}>
            {data.verses.map((o) => (
              <li key={`${o.book_id}.${o.chapter}.${o.verse}`}>
                <Link to={occurrenceLink(o)} className="search-ref">
                  {occurrencePlace(o)}
                </Link>
                <p>
                  <MarkedVerse occurrence={o} strongs={strongs} />
                </p>
              </li>
            ))}
          </ol>
        )}
        {data && data.pages > 1 && (
          <nav className="search-pages" aria-label="Occurrence pages">
            {data.page > 1 ? (
              <Link to={pageHref(strongs, bibleId, book, data.page - 1)} rel="prev">
                Previous
              </Link>
            ) : (
              <span />
            )}
            {data.page < data.pages && (
              <Link to={pageHref(strongs, bibleId, book, data.page + 1)} rel="next">
                Next
              </Link>
            )}
          </nav>
        )}
      </section>
    </Page>
  );
};
