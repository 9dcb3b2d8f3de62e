import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { AccessWriter } from './access-entry.ts';
import { DEFAULT_ACCESS_LINES_PER_SECOND, limitAccess } from './access-log-limit.ts';

// Query strings carry what people typed (search words, questions): the path is enough to operate by.
const pathOf = (url: string | undefined): string => {
  const u = url ?? '';
  const q = u.indexOf('?');
  return q === -1 ? u : u.slice(0, q);
};

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
 * writes what is left. Beyond `accessPerSecond` lines in a second, requests are summarised
 * (access-log-limit.ts).
 */
export const createLogger = (
  level: string,
  destination?: DestinationStream,
  accessPerSecond = DEFAULT_ACCESS_LINES_PER_SECOND,
): { logger: FastifyBaseLogger; access: AccessWriter | undefined; flush(): void } => {
  const redact = ['req.headers["x-user-id"]', 'req.headers.cookie'];
  const stdout = destination ? undefined : pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const stream: DestinationStream = destination ?? (stdout as DestinationStream);
  const line = accessWriter(level, stream);
  const limited = line ? limitAccess(line, (l) => stream.write(l), accessPerSecond) : undefined;
  const timer = setInterval(() => {
    limited?.flush();
    stdout?.flush();
  }, 1000);
  timer.unref();
  return {
    logger: pino({ level, redact }, stream),
    access: limited?.write,
    flush: () => {
      clearInterval(timer);
      limited?.flush(true);
      try {
        stdout?.flushSync();
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
