import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** What one access-log line holds: no headers, no cookies, no query string, no body. */
export interface AccessEntry {
  method: string;
  url: string;
  status: number;
  ms: number;
}

// Query strings carry what people typed (search words, questions): the path is enough to operate by.
const pathOf = (url: string | undefined): string => {
  const u = url ?? '';
  const q = u.indexOf('?');
  return q === -1 ? u : u.slice(0, q);
};

/** Writes one access line; absent when the level is above info (nothing is written then). */
export type AccessWriter = (entry: AccessEntry) => void;

interface Sink {
  write(line: string): unknown;
}

const VERBOSE = new Set(['info', 'debug', 'trace']);

/**
 * Access lines are written as pino would write them (level, time, pid, hostname, then the fields and
 * `msg`), but built directly: pino's generic serialisation of each line cost ~4 µs of the chapter fast
 * path's ~35 (issue 19 item 14). Only JSON.stringify'd strings and numbers go in, so a line is always
 * valid JSON whatever the URL holds.
 */
export const accessWriter = (level: string, sink: Sink): AccessWriter | undefined => {
  if (!VERBOSE.has(level)) return undefined;
  const head = `{"level":30,"time":`;
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"method":`;
  return (e) => {
    sink.write(
      `${head}${Date.now()}${base}${JSON.stringify(e.method)},"url":${JSON.stringify(pathOf(e.url))},"status":${e.status | 0},"ms":${Number.isFinite(e.ms) ? e.ms : 0},"msg":"request"}\n`,
    );
  };
};

/**
 * The server's logger and its access-line writer. By default both write to stdout asynchronously and
 * in 4 KiB batches: at the default level (info) every request writes one access line, and a
 * synchronous write per line cost about half the chapter throughput (bench/). A timer flushes a partial
 * batch each second so a quiet server's lines still show promptly, and `flush()` (called on close)
 * writes what is left.
 */
export const createLogger = (
  level: string,
  destination?: DestinationStream,
): { logger: FastifyBaseLogger; access: AccessWriter | undefined; flush(): void } => {
  const redact = ['req.headers["x-user-id"]', 'req.headers.cookie'];
  if (destination)
    return {
      logger: pino({ level, redact }, destination),
      access: accessWriter(level, destination),
      flush: () => {},
    };
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => stream.flush(), 1000);
  timer.unref();
  return {
    logger: pino({ level, redact }, stream),
    access: accessWriter(level, stream),
    flush: () => {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {
        // Not yet open, or stdout closed: nothing more can be written anyway.
      }
    },
  };
};

/**
 * Replaces Fastify's two per-request lines ("incoming request", "request completed", each with headers
 * and the client's address) with one access line written when the response is sent.
 */
export const registerAccessLog = (app: FastifyInstance, access: AccessWriter | undefined): void => {
  if (!access) return;
  app.addHook('onResponse', (request, reply, done) => {
    access({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    });
    done();
  });
};
