import { useLocation } from 'react-router';

/** A chapter is read here: the reader and a study day (/plans/{id}, not its about or guide page). */
const readsText = (pathname: string) => /^\/(read|plans)\/[^/]+(\/\d+)?$/.test(pathname);

/**
 * The first Tab stop of every page at every size (issue 36), before the menu and the tab bar: focus
 * moves to the chapter's text where there is one, else to the page's <main>. A button, not a #fragment
 * link: the fragment would then travel in shared addresses.
 */
export const SkipLink = () => {
  const { pathname } = useLocation();
  const text = readsText(pathname);
  const skip = () => {
    const target =
      document.getElementById('chapter-text') ?? document.querySelector<HTMLElement>('#root main');
    if (!target) return;
    // <main> is not focusable by itself: focusable by script only, so it adds no Tab stop.
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  return (
    <button type="button" className="skip-link" onClick={skip}>
      {text ? 'Skip to the text' : 'Skip to main content'}
    </button>
  );
};
