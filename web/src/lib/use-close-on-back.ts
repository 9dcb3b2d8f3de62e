import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Android's Back button (and the browser's) closes an open sheet or panel instead of leaving the page
 * (issue 36). Opening adds a history entry for the same address; Back pops it and closes the sheet on
 * top (one Back, one sheet: a note over the verse actions closes first). Closed any other way (its ×
 * button, Escape, an action), the entry is taken back so that the next Back leaves the page as before.
 * An address the page changed while open (the chat's ?chatId=) is kept when Back closes.
 *
 * Not for a sheet whose links close it on the click (the menu, the word sheet's "All occurrences"): the
 * history.back() taking its entry back would cancel a navigation still loading its page's code. The
 * navigator's chapters replace its entry instead (reader-tools.tsx).
 */
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Open sheets, the last opened on top: a reader's Back closes that one. */
const stack: { pop(): void }[] = [];
/** One per history.back() of our own, in order: its popstate is no reader's Back. */
const restores: (() => void)[] = [];
// One listener for all of it: each popstate is either ours, or a reader's Back that closes the top sheet.
const onPopState = () => {
  const restore = restores.shift();
  if (restore) return restore();
  stack[stack.length - 1]?.pop();
};
let listening = false;
const listen = () => {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState);
};

export const useCloseOnBack = (open: boolean, close: () => void) => {
  const navigate = useNavigate();
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
      pop: () => {
        popped = true;
        stack.splice(stack.indexOf(sheet), 1);
        const keep = hereRef.current;
        closeRef.current();
        // The entry Back returned to has the address from before the sheet opened: keep the newer one.
        if (address() !== keep) navigate(keep, { replace: true, preventScrollReset: true });
      },
    };
    stack.push(sheet);
    return () => {
      const at = stack.indexOf(sheet);
      if (at >= 0) stack.splice(at, 1);
      // Closed by a button on the same page: the extra entry goes, so Back is not spent on nothing (the
      // router's own replace, ?chatId=, may have dropped the marker: the page is what counts).
      if (popped || window.location.pathname !== openedAt) return;
      // The address now, not the last render's: a sheet unmounted with its page's change (a note saved
      // clears the selection) rendered last with the address from before it.
      const keep = address();
      restores.push(() => {
        if (address() !== keep) navigate(keep, { replace: true, preventScrollReset: true });
      });
      window.history.back();
    };
  }, [open, navigate]);
};
