import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isBareReference, parseReference } from '../../../common/src/references.ts';

export const NOT_FOUND_FLASH =
  "We couldn't find a passage for that question. Please ask another question, or pick a sample below!";

/** Where a typed passage opens: its chapter, with the named verses selected. */
export const readerPathFor = (input: string): string | undefined => {
  if (!isBareReference(input)) return undefined;
  const ref = parseReference(input);
  if (!ref) return undefined;
  const verse = ref.verses
    ? ref.verses.start === ref.verses.end || ref.endChapter
      ? `${ref.verses.start}`
      : `${ref.verses.start}-${ref.verses.end}`
    : undefined;
  return `/read/${ref.book}/${ref.chapter}${verse ? `?verse=${verse}` : ''}`;
};

export const Home = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [flash, setFlash] = useState<string | undefined>(
    (location.state as { flash?: string } | null)?.flash ??
      (params.get('notfound') ? NOT_FOUND_FLASH : undefined),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    if (!text) return;
    const path = readerPathFor(text);
    // Questions go to the assistant once it exists (POST /api/home); until then, say so plainly.
    if (path) navigate(path);
    else {
      setDismissed(false);
      setFlash(NOT_FOUND_FLASH);
    }
  };

  return (
    <main className="page home">
      <header className="home-header">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <div>
          <h1>Emmaus</h1>
          <p className="tagline">AI Assisted Bible Reader</p>
        </div>
      </header>
      {flash && !dismissed && (
        <div className="flash" role="status">
          <span>{flash}</span>
          <button type="button" aria-label="Dismiss" onClick={() => setDismissed(true)}>
            ×
          </button>
        </div>
      )}
      <form className="search" onSubmit={submit}>
        <label htmlFor="home-search">Your questions. Biblical Answers.</label>
        <input
          id="home-search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Ask any question or enter a passage"
          autoComplete="off"
        />
      </form>
    </main>
  );
};
