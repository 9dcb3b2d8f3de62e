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

/**
 * The server's logger. By default it writes to stdout asynchronously and in 4 KiB batches: at the
 * default level (info) every request writes one access line, and a synchronous write per line cost
 * about half the chapter throughput (bench/). A timer flushes a partial batch each second so a quiet
 * server's lines still show promptly, and `flush()` (called on close) writes what is left.
 */
export const createLogger = (
  level: string,
  destination?: DestinationStream,
): { logger: FastifyBaseLogger; flush(): void } => {
  const redact = ['req.headers["x-user-id"]', 'req.headers.cookie'];
  if (destination) return { logger: pino({ level, redact }, destination), flush: () => {} };
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => stream.flush(), 1000);
  timer.unref();
  return {
    logger: pino({ level, redact }, stream),
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

const VERBOSE = new Set(['info', 'debug', 'trace']);
/** Whether access lines are written at all (LOG_LEVEL info or more detailed). */
export const logsAccess = (log: FastifyBaseLogger): boolean => VERBOSE.has(log.level);

/** One info line per request, for the routes Fastify answers and for the chapter fast path alike. */
export const accessLine = (log: FastifyBaseLogger, entry: AccessEntry): void => {
  log.info({ method: entry.method, url: pathOf(entry.url), status: entry.status, ms: entry.ms }, 'request');
};

/**
 * Replaces Fastify's two per-request lines ("incoming request", "request completed", each with headers
 * and the client's address) with one access line written when the response is sent.
 */
export const registerAccessLog = (app: FastifyInstance): void => {
  if (!logsAccess(app.log)) return;
  app.addHook('onResponse', (request, reply, done) => {
    accessLine(app.log, {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    });
    done();
  });
};
