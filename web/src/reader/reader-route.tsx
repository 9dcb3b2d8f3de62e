import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { bookById } from '../../../common/src/books.ts';
import { adjacentChapter, checkChapter } from '../../../common/src/navigation.ts';
import { formatVerseParam, parseVerseParam, toggleVerse } from '../../../common/src/verse-selection.ts';
import { chapterAnnotationsQuery } from '../api/annotation-queries.ts';
import { biblesQuery, chapterQuery, tocQuery } from '../api/bible-queries.ts';
import { suggestionsQuery } from '../api/chat-queries.ts';
import { isNotFound } from '../api/client.ts';
import { featureFlagsQuery } from '../api/flags-query.ts';
import { ChapterNotOffline } from '../api/stored-chapter.ts';
import { CareCard } from '../care/care-card.tsx';
import { useReaderChat } from '../chat/use-reader-chat.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { ChapterOffline } from '../offline/chapter-offline.tsx';
import { useOnline } from '../offline/use-online.ts';
import { useParallelTranslation, useReaderMode, useRedLetters } from '../settings/settings.ts';
import { useTextStyle } from '../settings/text-settings.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { SpeakerIcon } from '../ui/icons.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { ChapterView } from './chapter-view.tsx';
import { MissingBook } from './missing-book.tsx';
import { PassageNotFound } from './passage-not-found.tsx';
import { PlanBanner, type PlanMode, StepCard, stepSelection } from './plan-mode.tsx';
import { dropPrerendered, replayPrerenderedTap } from './prerendered.ts';
import { ReaderHeader } from './reader-header.tsx';
import type { PanelTab } from './study-panel.tsx';
import { useChapterKeys } from './use-chapter-keys.ts';
import { useImmersiveChrome } from './use-immersive-chrome.ts';
import { useParallelHtml } from './use-parallel-html.ts';
import { useRecordReading } from './use-record-reading.ts';
import { ShownSignal, useVerseInReach } from './verse-in-reach.tsx';

const readHref = (bookId: string, chapter: number) => `/read/${bookId}/${chapter}`;
const VerseActions = lazy(async () => ({
  default: (await import('../annotations/verse-actions.tsx')).VerseActions,
}));
const TextSettingsPanel = lazy(async () => ({
  default: (await import('./text-settings-panel.tsx')).TextSettingsPanel,
}));
const ReadAloudBar = lazy(async () => ({ default: (await import('./read-aloud.tsx')).ReadAloudBar }));
// Read aloud is offered only where the browser can speak (issue 18); elsewhere the button is absent.
const canReadAloud = () => 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
const StudyPanel = lazy(async () => ({ default: (await import('./study-panel.tsx')).StudyPanel }));
// The book and chapter navigator (a Radix dialog) loads when first opened, like the other tools.
const Navigator = lazy(async () => ({ default: (await import('./navigator.tsx')).Navigator }));

/** /read/{bookId}/{chapter}?verse=…: the chapter, its selection, and the ways to move on. */
export const Component = () => {
  const params = useParams();
  return <ReaderPage bookId={(params.bookId ?? '').toUpperCase()} chapter={Number(params.chapter)} />;
};

/**
 * The reader, for a chapter or (with `plan`) for the current day of a Sermon Study: then the step's
 * verses are highlighted, the arrows move by day, and the chat opens with the step's suggestions.
 */
export const ReaderPage = ({
  bookId,
  chapter,
  plan,
}: {
  bookId: string;
  chapter: number;
  plan?: PlanMode;
}) => {
  const [search, setSearch] = useSearchParams();
  const { search: rawSearch, state: navState } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [bibleId, setBibleId] = useBibleId();
  const [mode] = useReaderMode();
  const [redLetters] = useRedLetters();
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  // Once opened, the navigator stays mounted so that closing it animates like any dialog.
  const [navigatorWanted, setNavigatorWanted] = useState(false);
  if (navigatorOpen && !navigatorWanted) setNavigatorWanted(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const text = useTextStyle();
  // Reading aloud goes on into the next chapter when the reader asked for it: the state says so.
  const continueAloud = (navState as { readAloud?: unknown } | null)?.readAloud === true;
  const [readAloudOpen, setReadAloudOpen] = useState(continueAloud);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelTab, setPanelTab] = useState<PanelTab>('chat');
  const openPanel = useCallback((tab: PanelTab) => {
    setPanelTab(tab);
    setPanelOpen(true);
  }, []);
  const mobile = useIsMobile();
  const online = useOnline();
  const [endMarker, setEndMarker] = useState<HTMLDivElement | null>(null);
  const chromeHidden = useImmersiveChrome(mode === 'immersive') && !navigatorOpen;

  const toc = useQuery(tocQuery(bibleId));
  // A failed table of contents is treated as empty (spec §8): the chapter still loads, unchecked.
  const books = toc.data ?? [];
  const check = books.length ? checkChapter(books, bookId, chapter) : { kind: 'ok' as const };
  const chapterQ = useQuery({
    ...chapterQuery(bibleId, bookId, chapter),
    enabled: !toc.isPending && check.kind === 'ok',
  });
  const bibles = useQuery(biblesQuery()).data;
  const [parallelPick] = useParallelTranslation();
  const parallel =
    parallelPick && parallelPick !== bibleId ? bibles?.find((b) => b.id === parallelPick) : undefined;
  const secondQ = useQuery({
    ...chapterQuery(parallel?.id ?? '', bookId, chapter),
    enabled: Boolean(parallel) && chapterQ.isSuccess,
  });
  const notFound = check.kind === 'not-found' || isNotFound(chapterQ.error);
  // The server's painted page (prerendered.ts) stays until this page is complete: chapter and arrows.
  const settled = !toc.isPending && !chapterQ.isPending;
  useLayoutEffect(() => {
    if (!document.getElementById('prerender')) return;
    if (settled) {
      dropPrerendered();
      replayPrerenderedTap();
    } else if (chapterQ.isError || notFound) dropPrerendered();
  }, [settled, chapterQ.isError, notFound]);

  const prev = adjacentChapter(books, bookId, chapter, -1);
  const next = adjacentChapter(books, bookId, chapter, 1);
  // Navigating clears the verse selection (spec §4): the hrefs carry no query string.
  // In plan mode the arrows are hidden: movement is by day (spec §2 plan mode).
  const prevHref = plan ? undefined : prev && readHref(prev.bookId, prev.chapter);
  const nextHref = plan ? undefined : next && readHref(next.bookId, next.chapter);
  const go = useCallback((href: string | undefined) => href && navigate(href), [navigate]);
  useChapterKeys(
    plan ? undefined : readHref(bookId, chapter),
    plan
      ? plan.step.passage_order > 1
        ? plan.onPrevious
        : undefined
      : prevHref
        ? () => go(prevHref)
        : undefined,
    plan ? plan.onNext : nextHref ? () => go(nextHref) : undefined,
  );

  // Neighbours load in the background so next / previous render at once.
  const neighbours = [next, prev].flatMap((n) => (n ? [`${n.bookId}/${n.chapter}`] : [])).join(',');
  useEffect(() => {
    if (!chapterQ.isSuccess || !neighbours) return;
    for (const key of neighbours.split(',')) {
      const [b = '', c = ''] = key.split('/');
      void queryClient.prefetchQuery(chapterQuery(bibleId, b, Number(c)));
    }
  }, [chapterQ.isSuccess, bibleId, neighbours, queryClient]);

  const verseParam = search.get('verse');
  const stepVerses = plan ? stepSelection(plan.step, chapter) : '';
  const selected = useMemo(() => parseVerseParam(verseParam ?? stepVerses), [verseParam, stepVerses]);
  const flags = useQuery(featureFlagsQuery()).data;
  const annotations = useQuery({
    ...chapterAnnotationsQuery(bibleId, bookId, chapter),
    enabled: chapterQ.isSuccess,
  }).data;
  const current = bibles?.find((b) => b.id === bibleId);
  const abbreviation = current?.abbreviation ?? '';
  const clearSelection = useCallback(
    () =>
      setSearch(
        (p) => {
          p.delete('verse');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  const suggestions = useQuery({
    ...suggestionsQuery(bibleId, bookId, chapter, plan?.step.id),
    // Only for a chapter that loaded (spec §5: translation, book and chapter all set and real).
    enabled: chapterQ.isSuccess,
  });
  const openChat = useCallback(() => openPanel('chat'), [openPanel]);
  // On phones the panel is a modal drawer: following a link to another passage closes it to show the text.
  const passageKey = `${bookId}/${chapter}`;
  const lastPassage = useRef(passageKey);
  useEffect(() => {
    if (lastPassage.current === passageKey) return;
    lastPassage.current = passageKey;
    if (mobile) setPanelOpen(false);
  }, [passageKey, mobile]);
  const chat = useReaderChat({
    bibleId,
    bookId,
    chapter,
    selected,
    planStepId: plan?.step.id,
    onOpen: openChat,
  });
  const care = chat.state.messages.findLast((m) => m.role === 'user')?.care;
  // Plan mode opens the chat with the day's suggestions, unless the reader closed it (spec §4).
  const stepId = plan?.step.id;
  const userClosed = plan?.chatClosed ?? false;
  useEffect(() => {
    if (stepId !== undefined && !userClosed) openPanel('chat');
  }, [stepId, userClosed, openPanel]);
  const onToggleVerse = useCallback(
    (verse: number) =>
      setSearch(
        (p) => {
          const v = formatVerseParam(toggleVerse(parseVerseParam(p.get('verse')), verse));
          if (v) p.set('verse', v);
          else p.delete('verse');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );

  // Continue reading (home, the menu's history) comes back to the same place on the page.
  const resumeY = (navState as { resumeY?: unknown } | null)?.resumeY;
  useRecordReading(
    bibleId,
    bookId,
    chapter,
    chapterQ.isSuccess && !plan,
    typeof resumeY === 'number' ? resumeY : undefined,
  );

  // A selection that arrives with the address (a shared link) or a plan's day is scrolled into view once
  // the text is in, and again above the drawer when it opens on a phone; otherwise ScrollRestoration
  // (app shell) has already put a new chapter at its top.
  const [panelShown, setPanelShown] = useState(false);
  useVerseInReach({
    // Also once the table of contents is in: a chapter seeded from the server's page is there before it,
    // and the verse to scroll to is the app's own, once that page is gone (prerendered.ts).
    ready: chapterQ.isSuccess && !toc.isPending,
    passageKey: `${bibleId}/${bookId}/${chapter}/${stepVerses}`,
    first: selected[0],
    panelShown,
    mobile,
  });

  // Two translations side by side when the second has this chapter; else the first alone.
  const parallelOn = Boolean(parallel && secondQ.isSuccess && chapterQ.isSuccess);
  const chapterHtml = useParallelHtml(
    chapterQ.data,
    parallelOn ? secondQ.data : undefined,
    abbreviation,
    parallel,
  );

  if (check.kind === 'first-chapter') return <Navigate replace to={`${readHref(bookId, 1)}${rawSearch}`} />;
  // A real book this translation lacks is not 'not found': the reader is told, and offered another.
  const knownBook = bookById(bookId);
  if (check.kind === 'not-found' && knownBook && books.length > 0)
    return (
      <MissingBook
        bibleId={bibleId}
        bookId={knownBook.id}
        bookName={knownBook.name}
        chapter={chapter}
        onChoose={setBibleId}
      />
    );
  if (notFound) return <PassageNotFound />;

  const bookName = books.find((b) => b.id === bookId)?.name ?? bookById(bookId)?.name ?? bookId;
  // A selection made here (or in a shared link) shows the verse actions; a plan's day alone does not.
  const showActions = chapterQ.isSuccess && Boolean(verseParam) && selected.length > 0;
  const nextName = next && (books.find((b) => b.id === next.bookId)?.name ?? next.bookId);
  return (
    <div className={`reader-layout${panelOpen ? (mobile ? ' with-drawer' : ' with-panel') : ''}`}>
      <div
        className={`reader mode-${mode}${redLetters === 'off' ? ' no-red-letters' : ''} ${text.className}${parallelOn ? ' parallel' : ''}`}
        style={text.style}
      >
        {/* A button, not a #fragment link: the fragment would then travel in shared addresses. */}
        <button
          type="button"
          className="skip-link"
          onClick={() => document.getElementById('chapter-text')?.focus()}
        >
          Skip to the text
        </button>
        {plan && <PlanBanner plan={plan} />}
        <ReaderHeader
          title={`${bookName} ${chapter}`}
          prevHref={prevHref}
          nextHref={nextHref}
          hidden={chromeHidden}
          onOpenNavigator={() => setNavigatorOpen(true)}
          onOpenSettings={() => setSettingsOpen(true)}
          readAloud={
            canReadAloud() && (
              <button
                type="button"
                className="icon-button"
                aria-label="Read aloud"
                aria-expanded={readAloudOpen}
                onClick={() => setReadAloudOpen((o) => !o)}
              >
                <SpeakerIcon />
              </button>
            )
          }
        />
        {readAloudOpen && chapterQ.isSuccess && (
          <Suspense fallback={null}>
            <ReadAloudBar
              key={`${bibleId}/${bookId}/${chapter}`}
              lang={current?.language ?? 'en'}
              autoPlay={continueAloud}
              onNextChapter={nextHref ? () => navigate(nextHref, { state: { readAloud: true } }) : undefined}
              onClose={() => setReadAloudOpen(false)}
            />
          </Suspense>
        )}
        {settingsOpen && (
          <Suspense fallback={null}>
            <TextSettingsPanel bibleId={bibleId} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
        <main className="reader-main">
          {/* A question that suggests the reader may be in danger: the card above the passage (issue 29). */}
          {care && <CareCard care={care} id="care-reader" />}
          {(toc.isPending || chapterQ.isPending) && (
            <p className="status">{plan ? 'Reading the Scriptures...' : 'Loading chapter...'}</p>
          )}
          {plan && <StepCard step={plan.step} total={plan.total} />}
          {chapterQ.isError &&
            (chapterQ.error instanceof ChapterNotOffline ? (
              <ChapterOffline bibleId={bibleId} onOnline={() => void chapterQ.refetch()} />
            ) : (
              <p className="status error-text">Failed to load chapter. Please try again.</p>
            ))}
          {chapterQ.isSuccess && (
            <ChapterView
              key={`${bibleId}/${bookId}/${chapter}/${parallelOn ? parallel?.id : ''}`}
              html={chapterHtml}
              bibleId={bibleId}
              passage={`${bookId}.${chapter}`}
              selected={selected}
              annotations={annotations}
              onToggleVerse={onToggleVerse}
            />
          )}
          {showActions && (
            <Suspense fallback={null}>
              <VerseActions
                bibleId={bibleId}
                abbreviation={abbreviation}
                bookId={bookId}
                bookName={bookName}
                chapter={chapter}
                selected={selected}
                annotations={annotations ?? []}
                mobile={mobile}
                onAsk={() => openPanel('chat')}
                onClear={clearSelection}
              />
            </Suspense>
          )}
          <div ref={setEndMarker} className="end-of-chapter" aria-hidden="true" />
        </main>
        <BottomBar
          endOfChapter={chapterQ.isSuccess ? endMarker : null}
          nextHref={nextHref}
          nextLabel={next ? `${nextName} ${next.chapter}` : ''}
          hidden={chromeHidden}
          panelOpen={panelOpen ? panelTab : null}
          onOpenPanel={(tab) => (panelOpen && panelTab === tab ? setPanelOpen(false) : openPanel(tab))}
          suggestions={suggestions.data}
          // Offline the suggestions wait for the connection: no endless 'Loading suggestions...' (issue 17).
          suggestionsStatus={{ loading: suggestions.isLoading && online, error: suggestions.error }}
          sending={chat.state.sending}
          selecting={showActions}
          onAsk={(question) => {
            openPanel('chat');
            void chat.send(question);
          }}
          plan={plan}
        />
        {navigatorWanted && (
          <Suspense fallback={null}>
            <Navigator
              bibleId={bibleId}
              open={navigatorOpen}
              onOpenChange={setNavigatorOpen}
              onChoose={(b, c) => navigate(readHref(b, c))}
            />
          </Suspense>
        )}
      </div>
      {panelOpen && (
        <Suspense fallback={null}>
          <StudyPanel
            bibleId={bibleId}
            bookId={bookId}
            chapter={chapter}
            selected={selected}
            mobile={mobile}
            tab={panelTab}
            onTab={setPanelTab}
            chat={chat}
            suggestions={suggestions.data}
            suggestionsStatus={{ loading: suggestions.isLoading, error: suggestions.error }}
            auditEnabled={flags?.enable_audit ?? false}
            onClose={() => {
              setPanelOpen(false);
              plan?.onChatClosed();
            }}
          />
          <ShownSignal onShown={setPanelShown} />
        </Suspense>
      )}
    </div>
  );
};
