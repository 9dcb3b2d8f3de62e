import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { type ErrorBody, ErrorCode } from '../../../common/src/contracts/errors.ts';
import { AppError } from './errors.ts';
import type { NotFoundParams } from './route-table.ts';
import { describeIssues } from './zod-compiler.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.malformedRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.malformedRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.malformedRequest,
};

/**
 * The one error handler: every failure becomes `{ detail, code }`. Bad input is a 4xx with a message
 * the user can act on; anything unexpected is logged with its cause and answered with a bare 500, so
 * stack traces and SQL never reach a client.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = {
      detail: 'Something went wrong on our side. Please try again.',
      code: ErrorCode.internal,
    };
    if (err instanceof AppError) {
      status = err.statusCode;
      body = { detail: err.detail, code: err.code };
      reply.headers(err.headers);
    } else if (err.validation || err.cause instanceof ZodError || err instanceof ZodError) {
      const zod = err instanceof ZodError ? err : err.cause instanceof ZodError ? err.cause : undefined;
      const part = err.validationContext ?? 'request';
      const missing =
        part === 'params' && zod ? unknownResource(zod, request.routeOptions.config?.notFound) : undefined;
      if (missing) {
        status = 404;
        body = { detail: missing.detail, code: missing.code };
      } else {
        const detail = zod ? describeIssues(zod.issues, part) : err.message;
        status = 400;
        body = { detail: `Invalid ${part}: ${detail}`, code: ErrorCode.invalidRequest };
      }
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { detail: err.message, code: FASTIFY_CODES[err.code] ?? ErrorCode.malformedRequest };
    } else if (err.statusCode === 503) {
      reply.header('retry-after', '5');
      status = 503;
      body = { detail: 'The server is shutting down. Please retry.', code: ErrorCode.unavailable };
    }
    // A 503 is load shed or shutdown, answered on purpose: not a failure to investigate.
    if (status >= 500 && status !== 503) request.log.error({ err }, 'request failed');
    // At debug: the access line already says the status, and a detail may quote what the client sent.
    else request.log.debug({ code: body.code, detail: body.detail }, 'request rejected');
    reply.status(status).type('application/json; charset=utf-8').send(body);
  });
};

/** When every malformed path parameter names a resource, the answer for an unknown one (the first's). */
const unknownResource = (zod: ZodError, notFound: NotFoundParams | undefined) => {
  if (!notFound) return undefined;
  const params = zod.issues.map((i) => String(i.path[0] ?? ''));
  if (params.length === 0 || !params.every((p) => Object.hasOwn(notFound, p))) return undefined;
  return notFound[params[0] ?? ''];
};

/** Fastify's `frameworkErrors`: what the router refuses before any route (and its error handler) runs. */
export const routerRefusal = (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = tooLong
    ? { detail: 'A part of the address is too long.', code: ErrorCode.uriTooLong }
    : { detail: 'The address is not valid.', code: ErrorCode.malformedRequest };
  request.log.info({ code: body.code }, 'request rejected');
  reply
    .status(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send(body);
};
