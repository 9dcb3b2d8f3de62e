import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Suggestion } from '../../../common/src/contracts/bible.ts';
import { SuggestionChips, type SuggestionsStatus } from '../chat/suggestion-chips.tsx';
import { useIsMobile } from '../lib/use-media-query.ts';
import { BookIcon, ChatIcon, ChevronRight } from '../ui/icons.tsx';
import { type PlanMode, PlanStepButtons } from './plan-mode.tsx';
import type { PanelTab } from './study-panel.tsx';
import { useImmersiveChrome } from './use-immersive-chrome.ts';

/**
 * The reader's bottom bar: suggestion chips, the open-chat and commentary buttons. On phones, a
 * next-chapter button fades in (300 ms) once the end of the chapter is in view.
 */
export const BottomBar = ({
  endOfChapter,
  nextHref,
  nextLabel,
  hidden,
  panelOpen,
  onOpenPanel,
  suggestions,
  suggestionsStatus,
  sending,
  selecting,
  onAsk,
  plan,
}: {
  endOfChapter: HTMLElement | null;
  nextHref: string | undefined;
  nextLabel: string;
  hidden: boolean;
  panelOpen: PanelTab | null;
  onOpenPanel(tab: PanelTab): void;
  suggestions: Suggestion[] | undefined;
  suggestionsStatus?: SuggestionsStatus | undefined;
  sending: boolean;
  /** Verses are selected and their action bar shows (above this bar). */
  selecting: boolean;
  onAsk(question: string): void;
  plan?: PlanMode | undefined;
}) => {
  const mobile = useIsMobile();
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    if (!endOfChapter) return;
    const io = new IntersectionObserver((entries) => setAtEnd(entries.some((e) => e.isIntersecting)));
    io.observe(endOfChapter);
    return () => io.disconnect();
  }, [endOfChapter]);
  const showNext = mobile && atEnd && nextHref !== undefined;
  // On phones the chips step aside while the reader scrolls down, so they never cover what is being
  // read; scrolling up or a tap brings them back (issue 18). They also give way to a selection's action
  // sheet, which sits on this bar: coming and going under it (as suggestions load, as the page scrolls to
  // the verses, on the tap itself) they moved its buttons while a finger was reaching for them.
  const reading = useImmersiveChrome(mobile);
  // A study day on a phone (issue 36): one solid bar, Ask and Commentary beside the day's buttons, that
  // stays while reading; no chips and no next-chapter button float over the insight or the text.
  const planBar = mobile && plan !== undefined;
  const chipsAside = mobile && (reading || selecting || planBar);
  return (
    <div className={`bottom-bar${hidden && !planBar ? ' chrome-hidden' : ''}${planBar ? ' plan-bar' : ''}`}>
      {panelOpen !== 'chat' && !chipsAside && (
        <SuggestionChips
          suggestions={suggestions}
          status={suggestionsStatus}
          disabled={sending}
          onAsk={onAsk}
          className="chips bottom-chips"
        />
      )}
      <div className="bottom-bar-slot" data-slot="chat">
        <button
          type="button"
          className="pill-button"
          aria-pressed={panelOpen === 'chat'}
          onClick={() => onOpenPanel('chat')}
        >
          <ChatIcon />
          Ask
        </button>
        <button
          type="button"
          className="pill-button"
          aria-pressed={panelOpen === 'commentary'}
          onClick={() => onOpenPanel('commentary')}
        >
          <BookIcon />
          <span className="pill-label">Commentary</span>
        </button>
      </div>
      {plan && <PlanStepButtons plan={plan} />}
      {nextHref !== undefined && mobile && !planBar && (
        <Link
          to={nextHref}
          className={`next-chapter${showNext ? ' visible' : ''}`}
          aria-hidden={!showNext}
          tabIndex={showNext ? 0 : -1}
        >
          {nextLabel}
          <ChevronRight />
        </Link>
      )}
    </div>
  );
};
