import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '../../../common/src/contracts/errors.ts';

/**
 * How long a request body may take to arrive (issue 19 item 8: a body that never finishes must not hold a
 * connection for ever). Node's own `requestTimeout` gives every request of the server one deadline, which
 * cannot tell a stalled 1 KB JSON body from a 200 MB sermon recording on a home connection (issue 16:
 * audio uploads up to 200 MB would need ~53 Mbit/s to fit in 30 s). So the server keeps Node's limit for
 * headers only and gives each body its own deadline here: `bodyMs` for every request, and for the upload
 * routes as long as the declared size takes at `minUploadBytesPerSecond`, but never less than `bodyMs`.
 */
export interface BodyDeadlineOptions {
  bodyMs: number;
  /** POST paths whose bodies are large uploads (the sermon audio upload). */
  uploadPaths: RegExp;
  minUploadBytesPerSecond: number;
}

export const DEFAULT_BODY_DEADLINE: BodyDeadlineOptions = {
  bodyMs: 30_000,
  uploadPaths: /^\/api\/sermons\/[^/?]+\/audio(?:\?|$)/,
  // 64 KiB/s (about 0.5 Mbit/s): a 200 MB recording may take up to 53 minutes.
  minUploadBytesPerSecond: 64 * 1024,
};

/** The time this request's body may take, in ms. */
export const bodyDeadlineMs = (req: IncomingMessage, opts: BodyDeadlineOptions): number => {
  if (req.method !== 'POST' || !opts.uploadPaths.test(req.url ?? '')) return opts.bodyMs;
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared <= 0) return opts.bodyMs;
  return Math.max(opts.bodyMs, Math.ceil((declared / opts.minUploadBytesPerSecond) * 1000));
};

const TIMEOUT_BODY = JSON.stringify({
  code: ErrorCode.requestTimeout,
  detail: 'The request body took too long to arrive.',
});

/**
 * Starts the deadline of one request's body. When it passes before the body is complete, the client gets
 * 408 (if nothing was answered yet) and the connection is closed, as Node's own requestTimeout does.
 */
export const guardBody = (req: IncomingMessage, res: ServerResponse, opts: BodyDeadlineOptions): void => {
  if (req.complete) return;
  const timer = setTimeout(
    () => {
      if (req.complete) return;
      const unanswered = !res.headersSent;
      if (unanswered)
        res.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(TIMEOUT_BODY),
          connection: 'close',
        });
      res.end(unanswered ? TIMEOUT_BODY : undefined, () => req.socket.destroy());
      // A client that never reads the answer still loses the connection.
      setTimeout(() => req.socket.destroy(), 1000).unref();
    },
    bodyDeadlineMs(req, opts),
  );
  timer.unref();
  const done = () => clearTimeout(timer);
  req.once('end', done);
  req.once('close', done);
  res.once('finish', done);
};
