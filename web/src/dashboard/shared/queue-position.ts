/**
 * What a queued sermon says about its place in its church's queue (issue 37): `queue_position` is how
 * many of the church's jobs run before it (a church's jobs run one at a time). Null: not known. A
 * queued study counts the church's jobs ahead of it (`what`: 'job').
 */
export const queuedLabel = (position: number | null | undefined, what = 'sermon'): string | null => {
  if (position === null || position === undefined) return null;
  if (position === 0) return 'Queued — next in line';
  return `Queued — ${position} ${position === 1 ? what : `${what}s`} ahead`;
};
