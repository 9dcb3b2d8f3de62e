import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Android's Back button (and the browser's) closes an open sheet or panel instead of leaving the page
 * (issue 36). Opening adds a history entry for the same address; Back pops it and closes. Closed any
 * other way (its × button, Escape), the entry is taken back so that the next Back leaves the page as
 * before. An address the page changed while open (the chat's ?chatId=) is kept when Back closes.
 */
// How many history.back() calls of our own (a sheet closed by its button) are still to arrive: their
// popstate is no reader's Back, so another open sheet must not close on it.
let ownBacks = 0;

export const useCloseOnBack = (open: boolean, close: () => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const here = `${location.pathname}${location.search}${location.hash}`;
  const hereRef = useRef(here);
  hereRef.current = here;
  useEffect(() => {
    if (!open) return;
    const openedAt = window.location.pathname;
    window.history.pushState(window.history.state, '');
    let popped = false;
    const onPop = () => {
      if (ownBacks > 0) return;
      popped = true;
      const keep = hereRef.current;
      closeRef.current();
      // The entry Back returned to has the address from before the sheet opened: keep the newer one.
      const now = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (now !== keep) navigate(keep, { replace: true, preventScrollReset: true });
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by a button on the same page: the extra entry goes, so Back is not spent on nothing (the
      // router's own replace, ?chatId=, may have dropped the marker: the page is what counts).
      if (popped || window.location.pathname !== openedAt) return;
      const keep = hereRef.current;
      const restore = () => {
        window.removeEventListener('popstate', restore);
        ownBacks -= 1;
        const now = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (now !== keep) navigate(keep, { replace: true, preventScrollReset: true });
      };
      window.addEventListener('popstate', restore);
      ownBacks += 1;
      window.history.back();
    };
  }, [open, navigate]);
};
