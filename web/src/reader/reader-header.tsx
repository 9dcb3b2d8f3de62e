import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, SearchIcon } from '../ui/icons.tsx';
import { MenuButton } from '../ui/menu-button.tsx';

interface Props {
  title: string;
  prevHref: string | undefined;
  nextHref: string | undefined;
  hidden: boolean;
  onOpenNavigator(): void;
  onOpenSettings(): void;
  /** The read-aloud control, when the browser can speak (issue 18). */
  readAloud?: ReactNode;
}

/** Previous / next arrows around the book-and-chapter title, which opens the navigator. */
export const ReaderHeader = ({
  title,
  prevHref,
  nextHref,
  hidden,
  onOpenNavigator,
  onOpenSettings,
  readAloud,
}: Props) => (
  <header className={`reader-header${hidden ? ' chrome-hidden' : ''}`}>
    <div className="header-start">
      <MenuButton />
    </div>
    <nav className="chapter-nav" aria-label="Chapters">
      {prevHref ? (
        <Link to={prevHref} className="icon-button" aria-label="Previous chapter">
          <ChevronLeft />
        </Link>
      ) : (
        <span className="icon-button placeholder" />
      )}
      <h1 className="reader-title">
        <button type="button" className="title-button" onClick={onOpenNavigator} aria-haspopup="dialog">
          {title}
        </button>
      </h1>
      {nextHref ? (
        <Link to={nextHref} className="icon-button" aria-label="Next chapter">
          <ChevronRight />
        </Link>
      ) : (
        <span className="icon-button placeholder" />
      )}
    </nav>
    <div className="header-end">
      {readAloud}
      <button
        type="button"
        className="icon-button text-settings-button"
        aria-label="Text settings"
        aria-haspopup="dialog"
        onClick={onOpenSettings}
      >
        <span aria-hidden="true">Aa</span>
      </button>
      <Link to="/search" className="icon-button" aria-label="Search the Bible">
        <SearchIcon />
      </Link>
    </div>
  </header>
);
