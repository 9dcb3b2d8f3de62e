import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Android's Back button (and the browser's) closes an open sheet or panel instead of leaving the page
 * (issue 36). Opening adds a history entry for the same address; Back pops it and closes the sheet on
 * top (one Back, one sheet: a note over the verse actions closes first). Closed any other way (its ×
 * button, Escape, an action), the entry is taken back so that the next Back leaves the page as before.
 * An address the page changed while open (the chat's ?chatId=) is kept when Back closes.
 *
 * Leaving by a link while a sheet is open (the menu's entries, the word sheet's "All occurrences", a
 * reference in the study drawer) replaces the sheet's entry with the new page, so Back from there returns
 * to the page in one step; the page's own moves do the same through `leaveSheets()` (the navigator's
 * chapters). Nothing is taken back while a navigation is under way: a history.back() then cancelled a
 * page still loading its code (stops 44–46).
 *
 * The verse selection is not a sheet of this kind: its entry is its own address (reader/use-verse-selection.ts),
 * taken back through `stepBack()`.
 */
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** What the sheets need of the app's router (router.tsx connects it). */
export interface SheetRouter {
  /** A navigation has started and not finished (a lazy page's code still loading). */
  navigating(): boolean;
  /** Goes to `to` in place of the current history entry; `stay`: where the page is scrolled. */
  replace(to: string, stay: boolean): void;
}
let router: SheetRouter | undefined;

/** Open sheets, the last opened on top: a reader's Back closes that one. */
const stack: { pop(): void; left: boolean }[] = [];
/** One per history.go() of our own, in order: its popstate is no reader's Back. */
const restores: (() => void)[] = [];
// One listener for all of it: each popstate is either ours, or a reader's Back that closes the top sheet.
const onPopState = () => {
  const restore = restores.shift();
  if (restore) return restore();
  stack[stack.length - 1]?.pop();
};

/** Entries to take back in this task, and whether the address before the last one is to be kept. */
let closing = 0;
let keepAddress = true;
/**
 * Takes entries back, all those asked for in one task in one step: a saved note closes its dialog and
 * clears the selection under it, and two history.back() calls in one task may go back only once. The
 * address of now is kept on the entry landed on, unless a caller asked to leave it (the selection).
 */
const takeBack = (keep: boolean) => {
  closing += 1;
  if (!keep) keepAddress = false;
  if (closing > 1) return;
  queueMicrotask(() => {
    const steps = closing;
    const restore = keepAddress;
    closing = 0;
    keepAddress = true;
    // The address now, not a render's: a sheet unmounted with its page's change (a note saved clears
    // the selection) rendered last with the address from before it.
    const here = address();
    restores.push(() => {
      if (restore && address() !== here) router?.replace(here, true);
    });
    window.history.go(-steps);
  });
};

/** Goes back one entry, with any sheet closing in this task: the selection's × and its actions. */
export const stepBack = () => takeBack(false);

/**
 * For a page's own navigations (the navigator's chapters, the next-chapter keys): true when sheets are
 * open, which then step aside as for a link, the navigation to replace their entry.
 */
export const leaveSheets = (): boolean => {
  if (!stack.length) return false;
  for (const sheet of stack.splice(0)) sheet.left = true;
  return true;
};

/** A plain click on a link to a page of ours: the router would follow it. */
const followedLink = (e: MouseEvent): string | undefined => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download'))
    return;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  return `${url.pathname}${url.search}${url.hash}`;
};
// Capture phase, before the link's own handler: the link still runs its onClick (which closes its
// sheet), but the router goes to the page in place of the sheet's entry instead of after it. Their
// entries are gone then: none is taken back, and a sheet that stays open over the new page (the study
// drawer) no longer answers Back.
const onClick = (e: MouseEvent) => {
  if (!stack.length || !router) return;
  const to = followedLink(e);
  if (to === undefined) return;
  e.preventDefault();
  leaveSheets();
  router.replace(to, false);
};

let listening = false;
const listen = () => {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick, true);
};

/** Once, by the app's router. */
export const connectSheets = (r: SheetRouter) => {
  router = r;
  listen();
};

export const useCloseOnBack = (open: boolean, close: () => void) => {
  const location = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const hereRef = useRef('');
  hereRef.current = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!open) return;
    listen();
    const openedAt = window.location.pathname;
    window.history.pushState(window.history.state, '');
    let popped = false;
    const sheet = {
      left: false,
      pop: () => {
        popped = true;
        stack.splice(stack.indexOf(sheet), 1);
        const keep = hereRef.current;
        closeRef.current();
        // The entry Back returned to has the address from before the sheet opened: keep the newer one.
        if (address() !== keep) router?.replace(keep, true);
      },
    };
    stack.push(sheet);
    return () => {
      const at = stack.indexOf(sheet);
      if (at >= 0) stack.splice(at, 1);
      // Closed by a button on the same page: the extra entry goes, so Back is not spent on nothing (the
      // router's own replace, ?chatId=, may have dropped the marker: the page is what counts).
      if (popped || sheet.left || window.location.pathname !== openedAt || router?.navigating()) return;
      takeBack(true);
    };
  }, [open]);
};
