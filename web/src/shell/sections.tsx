import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { featureFlagsQuery } from '../api/flags-query.ts';
import { readingHistory } from '../reader/reading-position.ts';
import { BookIcon, HomeIcon, NotesIcon, SearchIcon, StudiesIcon } from '../ui/icons.tsx';

// The app's five places (issue 36): the phone's tab bar (shell/tab-bar.tsx) and the menu
// (shell/sidebar-menu.tsx) offer the same ones to every reader, signed in or not.

export type Section = 'home' | 'bible' | 'studies' | 'notes' | 'search';

export interface SectionLink {
  section: Section;
  /** The tab bar's short label. */
  label: string;
  /** The menu's label. */
  menuLabel: string;
  to: string;
  /** Back to the place on the page where the reader left the chapter. */
  state?: { resumeY: number };
  icon: ReactNode;
}

/** The section a page belongs to: a study day is read in the reader yet belongs to Studies. */
export const sectionOf = (pathname: string): Section | undefined => {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/read/') || pathname.startsWith('/eng-web/')) return 'bible';
  if (/^\/(reading-plans|plans|churches)(\/|$)/.test(pathname)) return 'studies';
  if (pathname === '/my-notes') return 'notes';
  if (pathname === '/search') return 'search';
  return undefined;
};

/** The sections offered here, and the current one. Studies only while the flag is on (spec §2). */
export const useSections = (): { links: SectionLink[]; current: Section | undefined } => {
  const { pathname } = useLocation();
  const flags = useQuery(featureFlagsQuery()).data;
  // Bible opens the last chapter read (any translation), else John 1.
  const last = readingHistory()[0];
  const links: SectionLink[] = [
    { section: 'home', label: 'Home', menuLabel: 'Home', to: '/', icon: <HomeIcon /> },
    {
      section: 'bible',
      label: 'Bible',
      menuLabel: 'Bible',
      to: last ? `/read/${last.bookId}/${last.chapter}` : '/read/JHN/1',
      ...(last ? { state: { resumeY: last.scrollY } } : {}),
      icon: <BookIcon />,
    },
  ];
  if (flags?.enable_reading_plans)
    links.push({
      section: 'studies',
      label: 'Studies',
      menuLabel: 'Sermon Studies',
      to: '/reading-plans',
      icon: <StudiesIcon />,
    });
  links.push(
    {
      section: 'notes',
      label: 'Notes',
      menuLabel: 'My Notes & Highlights',
      to: '/my-notes',
      icon: <NotesIcon />,
    },
    { section: 'search', label: 'Search', menuLabel: 'Search', to: '/search', icon: <SearchIcon /> },
  );
  return { links, current: sectionOf(pathname) };
};
