import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../common/src/contracts/errors.ts';

/**
 * How long a request body may take to arrive (issue 19 item 8: a body that never finishes must not hold a
 * connection for ever). Node's own `requestTimeout` gives every request of the server one deadline, which
 * cannot tell a stalled 1 KB JSON body from a 200 MB sermon recording on a home connection (issue 16:
 * audio uploads up to 200 MB would need ~53 Mbit/s to fit in 30 s). So the server keeps Node's limit for
 * headers only and gives each body its own deadline here: `bodyMs` for every request. Only a route that
 * has authorised its caller may lengthen it (allowSlowUpload) to the time the declared size takes at
 * `minUploadBytesPerSecond`: issue 35, where anonymous sockets declaring 200 MB each held a file
 * descriptor for 53 minutes until the process could accept no more.
 */
export interface BodyDeadlineOptions {
  bodyMs: number;
  minUploadBytesPerSecond: number;
}

export const DEFAULT_BODY_DEADLINE: BodyDeadlineOptions = {
  bodyMs: 30_000,
  // 64 KiB/s (about 0.5 Mbit/s): a 200 MB recording may take up to 53 minutes.
  minUploadBytesPerSecond: 64 * 1024,
};

/** The time an authorised upload's body may take, in ms: its declared size at the minimum rate. */
export const uploadDeadlineMs = (
  req: Pick<IncomingMessage, 'headers'>,
  opts: BodyDeadlineOptions,
): number => {
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared <= 0) return opts.bodyMs;
  return Math.max(opts.bodyMs, Math.ceil((declared / opts.minUploadBytesPerSecond) * 1000));
};

const TIMEOUT_BODY = JSON.stringify({
  code: ErrorCode.requestTimeout,
  detail: 'The request body took too long to arrive.',
});

interface Guard {
  started: number;
  opts: BodyDeadlineOptions;
  timer: NodeJS.Timeout;
  expire: () => void;
}
const guards = new WeakMap<IncomingMessage, Guard>();

/**
 * Starts the deadline of one request's body. When it passes before the body is complete, the client gets
 * 408 (if nothing was answered yet) and the connection is closed, as Node's own requestTimeout does.
 */
export const guardBody = (req: IncomingMessage, res: ServerResponse, opts: BodyDeadlineOptions): void => {
  if (req.complete) return;
  const expire = () => {
    if (req.complete) return;
    const unanswered = !res.headersSent;
    if (unanswered)
      res.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(TIMEOUT_BODY),
        connection: 'close',
      });
    // (app.inject's requests have a stand-in socket without destroy: nothing to close there.)
    const close = () => (req.socket as Partial<Socket> | undefined)?.destroy?.();
    res.end(unanswered ? TIMEOUT_BODY : undefined, close);
    // A client that never reads the answer still loses the connection.
    setTimeout(close, 1000).unref();
  };
  const guard: Guard = { started: performance.now(), opts, timer: setTimeout(expire, opts.bodyMs), expire };
  guard.timer.unref();
  guards.set(req, guard);
  const done = () => {
    clearTimeout(guard.timer);
    guards.delete(req);
  };
  req.once('end', done);
  req.once('close', done);
  res.once('finish', done);
};

/**
 * Called by an upload route once its caller is authorised and the body is about to be read: from now the
 * body may take as long as its declared size needs at the minimum rate (counted from the request's
 * start). Does nothing for a request the server factory did not guard (app.inject in tests).
 */
export const allowSlowUpload = (req: IncomingMessage): void => {
  const guard = guards.get(req);
  if (!guard) return;
  clearTimeout(guard.timer);
  const left = guard.started + uploadDeadlineMs(req, guard.opts) - performance.now();
  guard.timer = setTimeout(guard.expire, Math.max(0, left));
  guard.timer.unref();
};

/** True while the request declared a body (a length, or chunks) that has not fully arrived. */
const bodyUnread = (req: IncomingMessage): boolean =>
  !req.complete &&
  (req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0'));

/**
 * An answer sent before the request's body has arrived (a 401 to an anonymous upload, a 413, a 415)
 * closes the connection (issue 35): otherwise Node reads and discards the rest of the declared body, up
 * to 200 MB, with no deadline left, and the socket stays open. `Connection: close` makes Node end the
 * socket once the answer is written; a client that never reads the answer loses it a second later.
 */
export const registerCloseOnUnreadBody = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply) => {
    const req = request.raw;
    if (!bodyUnread(req)) return;
    reply.header('connection', 'close');
    // (app.inject's requests have no real socket.)
    const socket = req.socket;
    if (socket instanceof Socket)
      reply.raw.once('finish', () => setTimeout(() => socket.destroy(), 1000).unref());
  });
};
