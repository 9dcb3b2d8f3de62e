import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';

// Issue 30: a transcript over the limit gets its 413 in a way the client can read. Answering before
// the body is read and closing the socket (what a route's bodyLimit does) resets the connection while
// the client is still sending, so it sees EPIPE or ECONNRESET instead of the answer. Here the body is
// read and thrown away — never parsed or kept — up to a bound, and then the 413 is sent on a connection
// that stays whole. Past the bound (a client declaring or sending far more) the answer goes at once and
// the connection closes (lib/body-deadline.ts registerCloseOnUnreadBody), as before.

/** The most of a refused body that is read and discarded so that its sender can read the 413. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** Reads and discards the rest of a body, at most `max` bytes: true when the body ended within it. */
const drain = (req: IncomingMessage, max: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (req.complete) return resolve(true);
    let seen = 0;
    const done = (ended: boolean) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      if (!ended) req.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(req.complete);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.resume();
  });

/**
 * Route hooks refusing a body over `limit` bytes with 413 `request.too_large` and `detail`: by its
 * Content-Length before anything is parsed, and, for a chunked body, once the bytes counted pass the
 * limit; either way only after the rest of the body has been drained (bounded by DRAIN_MAX_BYTES).
 */
export const refuseBodyOver = (limit: number, detail: string) => {
  const tooLarge = () => new AppError(413, ErrorCode.payloadTooLarge, detail);
  return {
    onRequest: async (request: FastifyRequest) => {
      const declared = Number(request.headers['content-length']);
      if (!(declared > limit)) return;
      if (declared <= DRAIN_MAX_BYTES) await drain(request.raw, DRAIN_MAX_BYTES);
      throw tooLarge();
    },
    preParsing: async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
      if (request.headers['content-length'] !== undefined) return payload;
      let seen = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          seen += chunk.length;
          if (seen <= limit) return callback(null, chunk);
          // Past the limit nothing more is passed on; past the bound the reading stops.
          callback(seen > DRAIN_MAX_BYTES ? tooLarge() : undefined);
        },
        flush(callback) {
          callback(seen > limit ? tooLarge() : undefined);
        },
      });
      payload.on('error', (err: Error) => counted.destroy(err));
      return payload.pipe(counted);
    },
  };
};
