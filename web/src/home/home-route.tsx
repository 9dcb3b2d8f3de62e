import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { COMFORT_PASSAGE } from '../../../common/src/care/comfort.ts';
import type { Care } from '../../../common/src/contracts/care.ts';
import type { HomeResponse } from '../../../common/src/contracts/home.ts';
import { HOME_PROMPT_MAX } from '../../../common/src/home-limits.ts';
import { exampleQuestionsQuery } from '../api/bible-queries.ts';
import { postJson } from '../api/client.ts';
import { currentPartnerQuery } from '../api/guidance-queries.ts';
import { CareCard } from '../care/care-card.tsx';
import { RecentChats } from '../chat/recent-chats.tsx';
import { HintCard } from '../hints/hint-card.tsx';
import { ContinueReading } from '../reader/continue-reading.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { MenuButton } from '../ui/menu-button.tsx';
import { VerseOfTheDay } from './verse-of-the-day.tsx';
import { YourStudy } from './your-study.tsx';

// Offline, a question cannot reach the server: the words are searched in the downloaded translations.
const OfflineSearchResults = lazy(() => import('../offline/offline-search-results.tsx'));
// The streak and the week (issue 33): home is in every page's first JavaScript, the reader's included.
const StreakCard = lazy(async () => ({ default: (await import('../habits/streak-card.tsx')).StreakCard }));
// Issue 33: the offer of a daily reminder after a third reading day, with the settings it opens.
const ReminderPrompt = lazy(() => import('../pwa/reminder-prompt.tsx'));

/** Said at once for a question over the limit, instead of asking the server (issue 36). */
export const TOO_LONG_FLASH = `Please shorten your question (${HOME_PROMPT_MAX} characters at most).`;
/** The counter shows from here on, as the limit nears. */
const COUNT_FROM = Math.round(HOME_PROMPT_MAX * 0.8);

export const NOT_FOUND_FLASH =
  "We couldn't find a passage for that question. Please ask another question, or pick a sample below!";

/**
 * Asks the server where a question is answered (spec §4 Home search); the reader opens there with the
 * question attached for the assistant. No passage, or a failure: undefined, and the flash says so.
 */
const findPassage = async (question: string): Promise<string | undefined> => {
  try {
    const answer = await postJson<HomeResponse>('/api/home', { prompt: question }, 'Passage');
    if (!answer) return undefined;
    const query = new URLSearchParams();
    if (answer.verse) query.set('verse', String(answer.verse));
    if (answer.ask_question) query.set('question', question);
    const qs = query.toString();
    return `/read/${answer.book}/${answer.chapter}${qs ? `?${qs}` : ''}`;
  } catch {
    return undefined;
  }
};

export const Home = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [offlineQuery, setOfflineQuery] = useState<string | null>(null);
  // Offline, a reader in danger still sees how to reach someone, and a passage of comfort (issue 29).
  const [offlineCare, setOfflineCare] = useState<Care | undefined>(undefined);
  const [flash, setFlash] = useState<string | undefined>(
    (location.state as { flash?: string } | null)?.flash ??
      (params.get('notfound') ? NOT_FOUND_FLASH : undefined),
  );

  const examples = useQuery(exampleQuestionsQuery());
  const partner = useQuery(currentPartnerQuery()).data;

  // The first click or Enter starts the work; another before React has drawn the disabled state is
  // ignored (state alone would let a quick double click ask twice).
  const busy = useRef(false);
  const search = async (input: string) => {
    const text = input.trim();
    if (!text || busy.current) return;
    if (text.length > HOME_PROMPT_MAX) {
      setFlash(TOO_LONG_FLASH);
      return;
    }
    busy.current = true;
    setLoading(true);
    // The reference parser is large; it loads with the first search, not with the page.
    const { readerPathFor } = await import('../reader/passage-path.ts');
    const reference = readerPathFor(text);
    if (!reference && !navigator.onLine) {
      setLoading(false);
      // Recognition (patterns and model) loads only here, offline: online the server recognises it.
      // The service worker keeps the chunk, so it is there offline.
      const { offlineCare: careOffline } = await import('../care/local-care.ts');
      const care = await careOffline(text);
      setOfflineCare(care);
      setOfflineQuery(care ? null : text);
      busy.current = false;
      return;
    }
    setOfflineQuery(null);
    setOfflineCare(undefined);
    const path = reference ?? (await findPassage(text));
    if (path) {
      navigate(path);
      return;
    }
    busy.current = false;
    setLoading(false);
    setFlash(NOT_FOUND_FLASH);
  };
  // The flash is shown once: the address and history state that carried it are cleared, so a reload does
  // not bring it back; a `question` in the address is asked once and removed (spec §2 Home, issue 18).
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const question = params.get('question');
    if (!params.has('notfound') && !question && !location.state) return;
    const rest = new URLSearchParams(params);
    rest.delete('notfound');
    rest.delete('question');
    const qs = rest.toString();
    navigate(`/${qs ? `?${qs}` : ''}`, { replace: true, state: null });
    if (question?.trim()) {
      setQuery(question);
      void search(question);
    }
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void search(query);
  };

  return (
    <div className="home">
      <div className="home-bar">
        <MenuButton />
      </div>
      <main className="page">
        <header className="home-header">
          <img src={partner?.icon_url ?? '/logo.svg'} alt="" width={64} height={64} />
          <div>
            <h1>Emmaus</h1>
            <p className="tagline">AI Assisted Bible Reader</p>
            {partner && <p className="partner-edition">{partner.name} Edition</p>}
          </div>
        </header>
        {flash && (
          <div className="flash" role="status">
            <span>{flash}</span>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => setFlash(undefined)}
            >
              <CloseIcon />
            </button>
          </div>
        )}
        {offlineCare && (
          <>
            <CareCard care={offlineCare} id="care-home" />
            <p>
              <Link
                to={`/read/${COMFORT_PASSAGE[offlineCare.kind].book}/${COMFORT_PASSAGE[offlineCare.kind].chapter}?verse=${COMFORT_PASSAGE[offlineCare.kind].verse}`}
              >
                Read a passage of comfort
              </Link>
            </p>
          </>
        )}
        <form className="search" onSubmit={submit}>
          <label htmlFor="home-search">Your questions. Biblical Answers.</label>
          <input
            id="home-search"
            value={query}
            aria-describedby={query.length >= COUNT_FROM ? 'home-search-count' : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              if (flash === TOO_LONG_FLASH && e.target.value.trim().length <= HOME_PROMPT_MAX)
                setFlash(undefined);
            }}
            placeholder="Ask any question or enter a passage"
            autoComplete="off"
            enterKeyHint="go"
          />
          {query.length >= COUNT_FROM && (
            <p
              id="home-search-count"
              className={`char-count${query.trim().length > HOME_PROMPT_MAX ? ' over' : ''}`}
            >
              {query.trim().length} / {HOME_PROMPT_MAX} characters
            </p>
          )}
          {loading && <p className="muted">Searching the Scriptures...</p>}
          {query.trim() && (
            <Link className="show-all-verses" to={`/search?q=${encodeURIComponent(query.trim())}`}>
              Show all verses that match
            </Link>
          )}
        </form>
        <ContinueReading />
        <Suspense fallback={null}>
          <StreakCard />
        </Suspense>
        <Suspense fallback={null}>
          <ReminderPrompt />
        </Suspense>
        <VerseOfTheDay />
        {offlineQuery !== null && (
          <Suspense fallback={<p className="muted">Searching the Scriptures...</p>}>
            <OfflineSearchResults query={offlineQuery} />
          </Suspense>
        )}
        <HintCard name="install_app">
          Install Emmaus on your home screen: <Link to="/install">here is how</Link>.
        </HintCard>
        <YourStudy />
        {examples.data && examples.data.length > 0 && (
          <section className="examples" aria-labelledby="examples-title">
            <h2 id="examples-title">Try these example Questions</h2>
            <ul>
              {examples.data.slice(0, 6).map((q) => (
                <li key={q}>
                  <button type="button" disabled={loading} onClick={() => void search(q)}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <RecentChats
          limit={10}
          title="Recent Conversations"
          headingId="recent-title"
          className="examples recent"
        />
      </main>
    </div>
  );
};
