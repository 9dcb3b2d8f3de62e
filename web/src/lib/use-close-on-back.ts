import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Android's Back button (and the browser's) closes an open sheet or panel instead of leaving the page
 * (issue 36). Opening adds a history entry for the same address; Back pops it and closes the sheet on
 * top (one Back, one sheet: a note over the verse actions closes first). Closed any other way (its ×
 * button, Escape, an action), the entry is taken back so that the next Back leaves the page as before.
 * An address the page changed while open (the chat's ?chatId=) is kept when Back closes, unless closing
 * is what changes it (`restoreAddress: false`: the verse selection, whose sheet is its address).
 *
 * A sheet left by a link (the menu's, the navigator's chapter) cannot take its entry back: it stays
 * under the new page, marked, and Back from the new page steps over it (useSkipClosedSheets).
 */
const MARK = 'emmausSheet';
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Open sheets, the last opened on top: a reader's Back closes that one. */
const stack: { pop(): void }[] = [];
/** One per history.back() of our own, in order: its popstate is no reader's Back. */
const restores: (() => void)[] = [];
/** The router's position in history (`idx`) of the page shown before the latest popstate. */
let lastIdx: number | undefined;

// One listener for all of it: each popstate is either ours, a Back that closes the top sheet, or a
// Back/Forward that landed on a closed sheet's entry and goes on in the same direction.
const onPopState = () => {
  const restore = restores.shift();
  if (restore) return restore();
  const top = stack[stack.length - 1];
  if (top) return top.pop();
  const state = window.history.state as { idx?: unknown; [MARK]?: unknown } | null;
  if (!state?.[MARK]) return;
  // The sheet's entry shares its page's idx: from a later page it is Back, from the page itself Forward.
  const idx = typeof state.idx === 'number' ? state.idx : undefined;
  if (idx !== undefined && lastIdx !== undefined && idx >= lastIdx) window.history.forward();
  else window.history.back();
};
let listening = false;
const listen = () => {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState);
};

export const useCloseOnBack = (
  open: boolean,
  close: () => void,
  { restoreAddress = true }: { restoreAddress?: boolean } = {},
) => {
  const navigate = useNavigate();
  const location = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const hereRef = useRef('');
  hereRef.current = `${location.pathname}${location.search}${location.hash}`;
  const restoreRef = useRef(restoreAddress);
  restoreRef.current = restoreAddress;
  useEffect(() => {
    if (!open) return;
    listen();
    const openedAt = window.location.pathname;
    window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '');
    let popped = false;
    const sheet = {
      pop: () => {
        popped = true;
        stack.splice(stack.indexOf(sheet), 1);
        const keep = hereRef.current;
        closeRef.current();
        // The entry Back returned to has the address from before the sheet opened: keep the newer one.
        if (restoreRef.current && address() !== keep)
          navigate(keep, { replace: true, preventScrollReset: true });
      },
    };
    stack.push(sheet);
    return () => {
      const at = stack.indexOf(sheet);
      if (at >= 0) stack.splice(at, 1);
      // Closed by a button on the same page: the extra entry goes, so Back is not spent on nothing (the
      // router's own replace, ?chatId=, may have dropped the marker: the page is what counts).
      if (popped || window.location.pathname !== openedAt) return;
      const keep = hereRef.current;
      restores.push(() => {
        if (address() !== keep) navigate(keep, { replace: true, preventScrollReset: true });
      });
      window.history.back();
    };
  }, [open, navigate]);
};

/** Once, in the app's shell: follows the router's position, so Back over a closed sheet's entry goes on. */
export const useSkipClosedSheets = () => {
  const location = useLocation();
  useEffect(() => {
    listen();
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number') lastIdx = idx;
  }, [location]);
};
