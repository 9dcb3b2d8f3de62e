import type { ErrorCode } from '../../../common/src/contracts/errors.ts';

/** An error meant for the client: its status, stable code and human detail are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
    /** Headers sent with the error (Retry-After on 429 and 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const notFound = (code: ErrorCode, detail: string) => new AppError(404, code, detail);
export const badRequest = (code: ErrorCode, detail: string) => new AppError(400, code, detail);

/**
 * One error a module answers, defined once in its `.errors.ts` (status, stable code and exact text):
 * calling it makes the AppError to throw, and the same value is a route's `notFound` answer for a path
 * parameter that can name nothing (route-table.ts NotFoundParams), so the text is written in one place.
 */
export interface DefinedError {
  (): AppError;
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly detail: string;
}

export const defineError = (
  statusCode: number,
  code: ErrorCode,
  detail: string,
  /** Sent with every answer of it (Retry-After on a 429). */
  headers: Record<string, string> = {},
): DefinedError =>
  Object.assign(() => new AppError(statusCode, code, detail, { ...headers }), { statusCode, code, detail });
