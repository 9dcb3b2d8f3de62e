// The access log's line and writer, apart so the writer (access-log.ts) and its limit can share them.
/** What one access-log line holds: no headers, no cookies, no query string, no body. */
export interface AccessEntry {
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** Writes one access line; absent when the level is above info (nothing is written then). */
export type AccessWriter = (entry: AccessEntry) => void;
