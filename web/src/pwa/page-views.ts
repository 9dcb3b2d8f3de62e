// Page views (spec §4 App shell): recorded on load, back/forward and history changes, sent to
// POST /api/analytics/events as a list; kept in localStorage while offline (or when sending fails)
// and sent later. Only the path is sent: no query string, no identity.
const KEY = 'emmaus.pendingEvents';
const MAX_QUEUED = 200;

interface PageView {
  name: 'page_view';
  path: string;
}

const read = (): PageView[] => {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as PageView[]) : [];
  } catch {
    return [];
  }
};

const write = (list: PageView[]) => {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list.slice(-MAX_QUEUED)));
  } catch {
    // Storage refused: the views of this page are lost, nothing else.
  }
};

let flushing = false;

/** Sends what is queued; on failure it stays queued for the next try. */
export const flushPageViews = async (): Promise<void> => {
  if (flushing || !navigator.onLine) return;
  const batch = read();
  if (batch.length === 0) return;
  flushing = true;
  try {
    const res = await fetch('/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
      keepalive: true,
    });
    // Sent (202), or refused for good (4xx other than rate limiting): either way not sent again.
    if (res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429)) {
      write(read().slice(batch.length));
    }
  } catch {
    // Offline after all: kept.
  } finally {
    flushing = false;
  }
};

export const recordPageView = (path: string): void => {
  write([...read(), { name: 'page_view', path }]);
  void flushPageViews();
};

export const pendingPageViews = (): number => read().length;
