import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useIsMobile } from '../lib/use-media-query.ts';
import { BookIcon, ChevronRight } from '../shell/icons.tsx';

/**
 * The reader's bottom bar: the study panel's button (commentary now; the assistant issue adds its
 * open-chat button and suggestion chips to the same slot). On phones, a next-chapter button fades in (300 ms) once the end of the chapter is in view.
 */
export const BottomBar = ({
  endOfChapter,
  nextHref,
  nextLabel,
  hidden,
  panelOpen,
  onTogglePanel,
}: {
  endOfChapter: HTMLElement | null;
  nextHref: string | undefined;
  nextLabel: string;
  hidden: boolean;
  panelOpen: boolean;
  onTogglePanel(): void;
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
  return (
    <div className={`bottom-bar${hidden ? ' chrome-hidden' : ''}`}>
      <div className="bottom-bar-slot" data-slot="chat">
        <button type="button" className="pill-button" aria-pressed={panelOpen} onClick={onTogglePanel}>
          <BookIcon />
          Commentary
        </button>
      </div>
      {nextHref !== undefined && mobile && (
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
