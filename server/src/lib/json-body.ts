import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../common/src/contracts/errors.ts';
import { AppError } from './errors.ts';

/** Deeper than any request Emmaus takes; far below what would exhaust the stack downstream. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export const jsonDepth = (text: string): number => {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
};

/**
 * Request bodies (issue 19 item 8): JSON through Fastify's own safe parser (prototype poisoning is an
 * error), but an empty body with `content-type: application/json` is no body (many clients send one with
 * POST and DELETE), and JSON nested deeper than MAX_JSON_DEPTH is a 400 before anything recurses into it.
 * No other type is parsed, so text/plain to a JSON route is a 415, not a string the route never expects.
 */
export const registerJsonBody = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return done(
        new AppError(400, ErrorCode.malformedRequest, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`),
        undefined,
      );
    }
    parse(request, text, done);
  });
};
