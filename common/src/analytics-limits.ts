// The analytics batch limit, without zod: the page-view sender (loaded on every page) reads it, and
// the contract (contracts/analytics.ts) builds on it. Importing the contract there pulled all of zod
// into the reader's JavaScript (issue 33's budget).

/** At most this many events in one POST /api/analytics/events. */
export const MAX_EVENTS_PER_REQUEST = 50;
