import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SearchResult } from '../../../common/src/contracts/bible.ts';
import { tocQuery } from '../api/bible-queries.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { searchOffline } from './offline-search.ts';
import { useDownloads } from './use-downloads.ts';

/** Offline, full-text results from a downloaded translation (the chosen one if it is downloaded). */
const OfflineSearchResults = ({ query }: { query: string }) => {
  const [bibleId] = useBibleId();
  const downloads = useDownloads();
  const source = downloads.find((d) => d.bibleId === bibleId) ?? downloads[0];
  const books = useQuery(tocQuery(source?.bibleId ?? bibleId)).data ?? [];
  const [results, setResults] = useState<SearchResult[] | null>(null);

  useEffect(() => {
    if (!source) return;
    let live = true;
    setResults(null);
    void searchOffline(source.bibleId, query).then((r) => live && setResults(r?.results ?? []));
    return () => {
      live = false;
    };
  }, [source, query]);

  if (!source) {
    return (
      <div className="flash" role="status">
        <span>
          You're offline. Questions need a connection;{' '}
          <Link to="/settings/offline">download a translation</Link> to search it offline.
        </span>
      </div>
    );
  }
  if (results === null) return <p className="muted">Searching the Scriptures...</p>;
  const name = (id: string) => books.find((b) => b.id === id)?.name ?? id;
  return (
    <section aria-labelledby="offline-results-title">
      <h2 id="offline-results-title">
        {results.length === 0
          ? `No verses with “${query}” in the ${source.abbreviation}`
          : `Verses with “${query}” in the ${source.abbreviation} (offline)`}
      </h2>
      <p className="muted">You're offline: questions for the assistant need a connection.</p>
      <ul className="offline-results">
        {results.map((r) => (
          <li key={`${r.book_id}.${r.chapter}.${r.verse}`}>
            <Link to={`/read/${r.book_id}/${r.chapter}?verse=${r.verse}`}>
              {name(r.book_id)} {r.chapter}:{r.verse}
            </Link>{' '}
            {/* The highlight is escaped verse text with <mark> added (offline-search.ts). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped before marking */}
            <span dangerouslySetInnerHTML={{ __html: r.highlight }} />
          </li>
        ))}
      </ul>
    </section>
  );
};
export default OfflineSearchResults;
