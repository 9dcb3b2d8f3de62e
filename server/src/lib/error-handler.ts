import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { type ErrorBody, ErrorCode } from '../../../common/src/contracts/errors.ts';
import { AppError } from './errors.ts';
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
    } else if (err.validation || err.cause instanceof ZodError || err instanceof ZodError) {
      const zod = err instanceof ZodError ? err : err.cause instanceof ZodError ? err.cause : undefined;
      const part = err.validationContext ?? 'request';
      const detail = zod ? describeIssues(zod.issues, part) : err.message;
      status = 400;
      body = { detail: `Invalid ${part}: ${detail}`, code: ErrorCode.invalidRequest };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { detail: err.message, code: FASTIFY_CODES[err.code] ?? ErrorCode.malformedRequest };
    } else if (err.statusCode === 503) {
      status = 503;
      body = { detail: 'The server is shutting down. Please retry.', code: ErrorCode.unavailable };
    }
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.code, detail: body.detail }, 'request rejected');
    reply.status(status).type('application/json; charset=utf-8').send(body);
  });
};
