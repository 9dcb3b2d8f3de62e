import { MAX_EVENTS_PER_REQUEST } from '../../../common/src/analytics-limits.ts';
import type { AnalyticsEvent } from '../../../common/src/contracts/analytics.ts';

// Page views (spec §4 App shell): recorded on load, back/forward and history changes, sent to
// POST /api/analytics/events as a list; kept in localStorage while offline (or when sending fails)
// and sent later. Only the path is sent: no query string, no identity. Plan mode's day views
// (reading_plan_step) go through the same queue.
const KEY = 'emmaus.pendingEvents';
const MAX_QUEUED = 200;

type PageView = Pick<AnalyticsEvent, 'name' | 'path' | 'plan_id' | 'step'>;

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
  // At most what one request may carry: a longer list is refused whole (400) and would be lost.
  const batch = read().slice(0, MAX_EVENTS_PER_REQUEST);
  if (batch.length === 0) return;
  flushing = true;
  let sent = false;
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
      sent = true;
    } else if (res.status === 429) {
      // Over the server's events budget: kept, and sent again when the budget's minute is over.
      const wait = Number(res.headers.get('retry-after'));
      if (wait > 0 && wait <= 120) setTimeout(() => void flushPageViews(), wait * 1000);
    }
  } catch {
    // Offline after all: kept.
  } finally {
    flushing = false;
  }
  // Events recorded while this batch was on its way are sent now, not at the next page view.
  if (sent && read().length > 0) await flushPageViews();
};

export const recordPageView = (path: string): void => {
  write([...read(), { name: 'page_view', path }]);
  void flushPageViews();
};

/** A day of a Sermon Study shown in plan mode: counted for the study's analytics (days read). */
export const recordPlanStep = (planId: number, step: number): void => {
  write([...read(), { name: 'reading_plan_step', plan_id: planId, step }]);
  void flushPageViews();
};

export const pendingPageViews = (): number => read().length;
