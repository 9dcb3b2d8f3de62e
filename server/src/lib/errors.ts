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
