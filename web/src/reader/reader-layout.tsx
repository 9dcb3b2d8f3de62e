import { lazy, type ReactNode, Suspense } from 'react';
import { BottomBar } from './bottom-bar.tsx';
import { PlanBanner, type PlanMode } from './plan-mode.tsx';
import { ReaderHeader } from './reader-header.tsx';
import { HeaderTools, NavigatorTool, readAloudButton } from './reader-tools.tsx';
import type { ChapterData } from './use-chapter-data.ts';
import type { ChapterMoves } from './use-chapter-moves.ts';
import type { ReaderChrome } from './use-reader-chrome.ts';
import type { StudyPanelState } from './use-study-panel.ts';
import { ShownSignal } from './verse-in-reach.tsx';

const StudyPanel = lazy(async () => ({ default: (await import('./study-panel.tsx')).StudyPanel }));

/**
 * The reader's page: the text column (header, tools, `children` — the chapter —, bottom bar) and, when
 * open, the study panel beside it or, on phones, over it.
 */
export const ReaderLayout = ({
  bibleId,
  bookId,
  chapter,
  title,
  plan,
  chrome,
  data,
  moves,
  panel,
  selected,
  selecting,
  children,
}: {
  bibleId: string;
  bookId: string;
  chapter: number;
  title: string;
  plan: PlanMode | undefined;
  chrome: ReaderChrome;
  data: ChapterData;
  moves: ChapterMoves;
  panel: StudyPanelState;
  selected: number[];
  /** A selection of the reader's own is shown: the bottom bar makes way for the verse actions. */
  selecting: boolean;
  children: ReactNode;
}) => {
  const { mobile, text } = chrome;
  const { chapterQ } = data;
  const { next, prevHref, nextHref } = moves;
  const nextName = next && (data.books.find((b) => b.id === next.bookId)?.name ?? next.bookId);
  const { suggestions, chat } = panel;
  return (
    <div className={`reader-layout${panel.open ? (mobile ? ' with-drawer' : ' with-panel') : ''}`}>
      <div
        className={`reader mode-${chrome.mode}${chrome.redLetters === 'off' ? ' no-red-letters' : ''} ${text.className}${data.parallelOn ? ' parallel' : ''}`}
        style={text.style}
      >
        {/* The skip link to the text is the shell's (shell/skip-link.tsx): the first Tab stop of every page. */}
        {plan && <PlanBanner plan={plan} />}
        <ReaderHeader
          title={title}
          prevHref={prevHref}
          nextHref={nextHref}
          hidden={chrome.hidden}
          onOpenNavigator={() => chrome.setNavigatorOpen(true)}
          onOpenSettings={() => chrome.setSettingsOpen(true)}
          readAloud={readAloudButton(chrome)}
        />
        <HeaderTools
          chrome={chrome}
          bibleId={bibleId}
          bookId={bookId}
          chapter={chapter}
          current={data.current}
          loaded={chapterQ.isSuccess}
          nextHref={nextHref}
        />
        {children}
        <BottomBar
          endOfChapter={chapterQ.isSuccess ? chrome.endMarker : null}
          nextHref={nextHref}
          nextLabel={next ? `${nextName} ${next.chapter}` : ''}
          hidden={chrome.hidden}
          panelOpen={panel.open ? panel.tab : null}
          onOpenPanel={(tab) =>
            panel.open && panel.tab === tab ? panel.setOpen(false) : panel.openPanel(tab)
          }
          suggestions={suggestions.data}
          // Offline the suggestions wait for the connection: no endless 'Loading suggestions...' (issue 17).
          suggestionsStatus={{ loading: suggestions.isLoading && chrome.online, error: suggestions.error }}
          sending={chat.state.sending}
          selecting={selecting}
          onAsk={(question) => {
            panel.openPanel('chat');
            void chat.send(question);
          }}
          plan={plan}
        />
        <NavigatorTool chrome={chrome} bibleId={bibleId} />
      </div>
      {panel.open && (
        <Suspense fallback={null}>
          <StudyPanel
            bibleId={bibleId}
            bookId={bookId}
            chapter={chapter}
            selected={selected}
            mobile={mobile}
            tab={panel.tab}
            onTab={panel.setTab}
            chat={chat}
            suggestions={suggestions.data}
            suggestionsStatus={{ loading: suggestions.isLoading, error: suggestions.error }}
            auditEnabled={panel.auditEnabled}
            onClose={() => {
              panel.setOpen(false);
              plan?.onChatClosed();
            }}
          />
          <ShownSignal onShown={panel.setShown} />
        </Suspense>
      )}
    </div>
  );
};
