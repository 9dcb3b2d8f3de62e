import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { searchHref } from '../search/search-url.ts';
import { Page } from '../ui/page.tsx';

/**
 * An address the app does not know (issue 36): said at that address, with a way on — a search of the
 * Bible, home, and the studies — rather than going home as if the address were a question.
 */
export const Component = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    if (text) navigate(searchHref({ q: text, scope: '', page: 1 }));
  };
  return (
    <Page className="not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped.
      </p>
      <form className="not-found-search" onSubmit={submit}>
        <label htmlFor="not-found-q">Search the Bible</label>
        <div className="not-found-row">
          <input
            id="not-found-q"
            type="search"
            value={q}
            placeholder="A word, a phrase or a passage"
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className="pill-button primary">
            Search
          </button>
        </div>
      </form>
      <nav aria-label="Ways on" className="not-found-links">
        <Link className="pill-button" to="/">
          Go to Home
        </Link>
        <Link className="pill-button" to="/reading-plans">
          Browse Sermon Studies
        </Link>
      </nav>
    </Page>
  );
};
