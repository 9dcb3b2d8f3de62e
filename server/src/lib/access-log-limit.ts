import type { AccessEntry, AccessWriter } from './access-entry.ts';

/** Lines a second written in full at the default level (ACCESS_LOG_PER_SECOND; 0: every request). */
export const DEFAULT_ACCESS_LINES_PER_SECOND = 1000;

export interface LimitedAccess {
  write: AccessWriter;
  /**
   * Writes the summary of a second that has ended, if requests went unlogged in it (a timer calls it
   * each second); `now`: of the current second too (the server is closing).
   */
  flush(now?: boolean): void;
}

type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';
const classOf = (status: number): StatusClass =>
  status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : status >= 200 ? '2xx' : '1xx';

/**
 * Every request gets its access line up to `perSecond` lines in a clock second; beyond that (a flood,
 * or a benchmark: thousands of requests a second) the rest of that second's requests are counted by
 * status class and written as one summary line when the second ends, so totals stay exact while
 * writing the log no longer costs a quarter of each request (issue 19 item 14: the access line was
 * ~13 µs of a ~46 µs chapter answer). Server errors (5xx) are always written in full: they are rare
 * and each one matters.
 */
export const limitAccess = (
  write: AccessWriter,
  summary: (line: string) => void,
  perSecond: number,
  now: () => number = Date.now,
): LimitedAccess => {
  let second = 0;
  let written = 0;
  let skipped = 0;
  let byClass: Partial<Record<StatusClass, number>> = {};

  const flushAt = (current: number) => {
    if (skipped > 0)
      summary(
        `{"level":30,"time":${second * 1000 + 999},"pid":${process.pid},"second":${JSON.stringify(new Date(second * 1000).toISOString())},"unlogged":${skipped},"status":${JSON.stringify(byClass)},"msg":"requests beyond the access log's ${perSecond} lines a second"}\n`,
      );
    second = current;
    written = 0;
    skipped = 0;
    byClass = {};
  };

  return {
    write: (e: AccessEntry) => {
      if (perSecond <= 0) return write(e);
      const s = Math.floor(now() / 1000);
      if (s !== second) flushAt(s);
      if (written < perSecond || e.status >= 500) {
        written++;
        write(e);
        return;
      }
      skipped++;
      const c = classOf(e.status);
      byClass[c] = (byClass[c] ?? 0) + 1;
    },
    flush: (closing = false) => {
      const s = Math.floor(now() / 1000);
      if (closing || s !== second) flushAt(s);
    },
  };
};
