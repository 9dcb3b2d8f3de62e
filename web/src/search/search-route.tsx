import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tocQuery } from '../api/bible-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { useOnline } from '../offline/use-online.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { Page } from '../ui/page.tsx';
import { fetchSearch, NothingDownloaded } from './search-source.ts';
import { PAGE_SIZE, quotedQuery, readSearch, searchHref } from './search-url.ts';

// Shown only for a search by Strong's number or transliteration (issue 32).
const StrongsCard = lazy(async () => ({
  default: (await import('../reader/word-study/strongs-card.tsx')).StrongsCard,
}));

const TESTAMENTS: [string, string][] = [
  ['OT', 'Old Testament'],
  ['NT', 'New Testament'],
  ['DC', 'Deuterocanon'],
];

/**
 * /search?q=…: every verse that matches, ranked, in the reader's translation; filters and paging live
 * in the address. A passage typed here ("Jn 3:16") opens in the reader instead.
 */
export const Component = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readSearch(params);
  const [bibleId] = useBibleId();
  const [input, setInput] = useState(state.q);
  useEffect(() => setInput(state.q), [state.q]);
  const toc = useQuery(tocQuery(bibleId));
  const books = toc.data ?? [];
  // One psalm is "Psalm 23:1", as readers say it; every other book by its full name.
  const nameOf = (id: string) => {
    const name = books.find((b) => b.id === id)?.name ?? id;
    return name === 'Psalms' ? 'Psalm' : name;
  };

  // A reference goes straight to the reader (the parser is large: it loads only here).
  useEffect(() => {
    if (!state.q) return;
    let live = true;
    void import('../reader/passage-path.ts').then(({ readerPathFor }) => {
      const path = readerPathFor(state.q);
      if (live && path) navigate(path, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [state.q, navigate]);

  const online = useOnline();
  const results = useQuery({
    queryKey: ['search', bibleId, state.q, state.scope, state.page, online],
    queryFn: () => fetchSearch(bibleId, state, online),
    enabled: state.q !== '',
    staleTime: 5 * 60_000,
    // Offline, a failed search is not tried again: the downloaded translation answered, or there is none.
    retry: online ? 3 : false,
  });
  const data = results.data;
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = input.trim();
    if (q) navigate(searchHref({ q, scope: state.scope, page: 1 }));
  };
  const hasDc = books.some((b) => b.testament === 'DC');

  return (
    <Page className="search-page">
      <h1>Search the Bible</h1>
      <form className="search search-form" onSubmit={submit}>
        <label htmlFor="search-q">Words, a phrase in quotes, or a passage</label>
        <div className="search-row">
          <input
            id="search-q"
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder='love, "living water", John 3:16, G26'
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="primary-button">
            Search
          </button>
        </div>
        <label htmlFor="search-scope">Search in</label>
        <select
          id="search-scope"
          value={state.scope}
          onChange={(e) => navigate(searchHref({ q: state.q, scope: e.target.value, page: 1 }))}
          disabled={!state.q}
        >
          <option value="">The whole Bible</option>
          {TESTAMENTS.filter(([id]) => id !== 'DC' || hasDc).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
          {books.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </form>
      {results.isPending && state.q && <p className="status">Searching...</p>}
      {results.isError &&
        (results.error instanceof NothingDownloaded ? (
          <p className="status">
            {errorMessage(results.error)} <Link to="/settings/offline">Download a translation</Link>
          </p>
        ) : (
          <p className="status">{errorMessage(results.error)}</p>
        ))}
      {data?.offline && (
        <p className="muted search-offline-note">
          You're offline: searching the {data.offline.abbreviation} downloaded on this device.
        </p>
      )}
      {data?.suggestion && (
        <p className="did-you-mean">
          Did you mean{' '}
          <Link to={searchHref({ q: data.suggestion, scope: state.scope, page: 1 })}>{data.suggestion}</Link>?
        </p>
      )}
      {data && (
        <p className="search-total" aria-live="polite">
          {data.total === 0
            ? `No verses match ${quotedQuery(state.q)}.`
            : `${data.total.toLocaleString('en')} ${data.total === 1 ? 'verse' : 'verses'} match ${quotedQuery(state.q)}${
                pages > 1 ? ` (page ${state.page} of ${pages})` : ''
              }.`}
        </p>
      )}
      {data?.strongs && data.strongs.length > 0 && (
        <Suspense fallback={null}>
          <StrongsCard bibleId={bibleId} strongs={data.strongs} />
        </Suspense>
      )}
      {data && data.results.length > 0 && (
        <ol className="search-results" start={(state.page - 1) * PAGE_SIZE + 1}>
          {data.results.map((r) => {
            const ref = `${nameOf(r.book_id)} ${r.chapter}:${r.verse}`;
            return (
              <li key={`${r.book_id}.${r.chapter}.${r.verse}`}>
                <Link to={`/read/${r.book_id}/${r.chapter}?verse=${r.verse}`} className="search-ref">
                  {ref}
                </Link>
                {/* The server escapes the verse text and adds only <mark> elements. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped server-side, marks only */}
                <p dangerouslySetInnerHTML={{ __html: r.highlight }} />
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 && (
        <nav className="search-pages" aria-label="Result pages">
          {state.page > 1 ? (
            <Link to={searchHref({ ...state, page: state.page - 1 })} rel="prev">
              Previous
            </Link>
          ) : (
            <span />
          )}
          {state.page < pages && (
            <Link to={searchHref({ ...state, page: state.page + 1 })} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </Page>
  );
};
