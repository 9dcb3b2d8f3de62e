// Runs before the router reads the address. Launched from the home screen (the manifest's start_url
// carries ?source=pwa), the app opens where the reader left off (issue 17).
// Its own key: reader/reading-position.ts keeps the richer place (translation, scroll) under emmaus.lastRead.
export const LAST_READ_KEY = 'emmaus.lastPath';

const launch = () => {
  const params = new URLSearchParams(location.search);
  const source = params.get('source');
  if (location.pathname !== '/' || (source !== 'pwa' && source !== 'pwa-continue')) return;
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_READ_KEY);
  } catch {
    return;
  }
  // Only a reader address of our own: never an open redirect from stored text.
  history.replaceState(null, '', last && /^\/read\/[A-Z0-9]{3}\/\d+$/.test(last) ? last : '/');
};
launch();
