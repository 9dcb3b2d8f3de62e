import { useEffect, useRef } from 'react';
import { SCROLL_TO_VERSE_DELAY_MS } from '../lib/layout.ts';

/**
 * Puts verse `n` where the reader can see it: just under the sticky header when the phone's study drawer
 * covers the lower part of the window (issue 18: the day's passage and the verses asked about stay in
 * sight above it), else in the middle of the window.
 */
const bringIntoReach = (n: number, drawerOpen: boolean) => {
  const el = document.querySelector<HTMLElement>(`#root .chapter [data-verse="${n}"]`);
  if (!el) return;
  if (!drawerOpen) {
    el.scrollIntoView({ block: 'center' });
    return;
  }
  const headerBottom = document.querySelector('#root .reader-header')?.getBoundingClientRect().bottom ?? 0;
  window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - Math.max(0, headerBottom) - 12 });
};

/**
 * Scrolls the first selected verse into reach when a passage arrives with a selection (a shared link, a
 * plan's day) and when the study panel has appeared: over the text on phones, beside it on wider screens,
 * where the narrower text reflows and would carry the verses off the screen. Tapping verses afterwards
 * scrolls nothing: they are where the reader's finger is. The short delay lets ScrollRestoration (app
 * shell) go first.
 */
export const useVerseInReach = (opts: {
  ready: boolean;
  passageKey: string;
  first: number | undefined;
  panelShown: boolean;
  mobile: boolean;
}) => {
  const { ready, passageKey, panelShown, mobile } = opts;
  const first = useRef(opts.first);
  first.current = opts.first;
  const seen = useRef({ passage: '', panel: false });
  useEffect(() => {
    if (!ready) return;
    const newPassage = seen.current.passage !== passageKey;
    const opened = panelShown && !seen.current.panel;
    seen.current = { passage: passageKey, panel: panelShown };
    const verse = first.current;
    if (!(newPassage || opened) || verse === undefined) return;
    const timer = setTimeout(() => bringIntoReach(verse, panelShown && mobile), SCROLL_TO_VERSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, passageKey, panelShown, mobile]);
};

/** Rendered beside the lazily loaded study panel: says when it is on the screen, and when it has gone. */
export const ShownSignal = ({ onShown }: { onShown(shown: boolean): void }) => {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return null;
};
