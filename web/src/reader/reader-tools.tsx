import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { Translation } from '../../../common/src/contracts/bible.ts';
import { leaveSheets } from '../lib/use-close-on-back.ts';
import { SpeakerIcon } from '../ui/icons.tsx';
import { readHref } from './use-chapter-moves.ts';
import type { ReaderChrome } from './use-reader-chrome.ts';

// Each tool's code loads when it is first opened (issues 17 and 18: the reader's first JavaScript
// stays small); the navigator is a Radix dialog.
const TextSettingsPanel = lazy(async () => ({
  default: (await import('./text-settings-panel.tsx')).TextSettingsPanel,
}));
const ReadAloudBar = lazy(async () => ({ default: (await import('./read-aloud.tsx')).ReadAloudBar }));
const Navigator = lazy(async () => ({ default: (await import('./navigator.tsx')).Navigator }));

// Read aloud is offered only where the browser can speak (issue 18); elsewhere the button is absent.
const canReadAloud = () => 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

/** The header's read-aloud button, where the browser can speak. */
export const readAloudButton = (chrome: ReaderChrome) =>
  canReadAloud() && (
    <button
      type="button"
      className="icon-button"
      aria-label="Read aloud"
      aria-expanded={chrome.readAloudOpen}
      onClick={() => chrome.setReadAloudOpen((o) => !o)}
    >
      <SpeakerIcon />
    </button>
  );

/** The tools that open under the header: the read-aloud bar and the text settings. */
export const HeaderTools = ({
  chrome,
  bibleId,
  bookId,
  chapter,
  current,
  loaded,
  nextHref,
}: {
  chrome: ReaderChrome;
  bibleId: string;
  bookId: string;
  chapter: number;
  current: Translation | undefined;
  loaded: boolean;
  nextHref: string | undefined;
}) => {
  const navigate = useNavigate();
  return (
    <>
      {chrome.readAloudOpen && loaded && (
        <Suspense fallback={null}>
          <ReadAloudBar
            key={`${bibleId}/${bookId}/${chapter}`}
            lang={current?.language ?? 'en'}
            autoPlay={chrome.continueAloud}
            onNextChapter={nextHref ? () => navigate(nextHref, { state: { readAloud: true } }) : undefined}
            onClose={() => chrome.setReadAloudOpen(false)}
          />
        </Suspense>
      )}
      {chrome.settingsOpen && (
        <Suspense fallback={null}>
          <TextSettingsPanel bibleId={bibleId} onClose={() => chrome.setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

/** The book and chapter navigator, mounted once first opened so that closing it animates. */
export const NavigatorTool = ({ chrome, bibleId }: { chrome: ReaderChrome; bibleId: string }) => {
  const navigate = useNavigate();
  return chrome.navigatorWanted ? (
    <Suspense fallback={null}>
      <Navigator
        bibleId={bibleId}
        open={chrome.navigatorOpen}
        onOpenChange={chrome.setNavigatorOpen}
        // In place of the entry the open navigator added for Back (lib/use-close-on-back.ts): Back from
        // the chapter chosen returns to this one in one step.
        onChoose={(b, c) => navigate(readHref(b, c), { replace: leaveSheets() })}
      />
    </Suspense>
  ) : null;
};
