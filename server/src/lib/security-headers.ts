import type { FastifyInstance } from 'fastify';

/**
 * The security headers helmet would send, computed once. @fastify/helmet rebuilt its header values on
 * every request and cost the chapter endpoint about 40% of its throughput (see bench/); a static object
 * set in one call gives the same protection for almost nothing.
 */
const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  // Issue 37: a reader's browser loads no image from anyone else. Publishers' logos, their texts'
  // pictures and video thumbnails are copied by the server and served at /api/media/{id}
  // (modules/media).
  "img-src 'self' data:",
  // Issue 30: the sermon workflow embeds the sermon's video (YouTube's privacy-enhanced player) to play it
  // from a transcript time; no other page frames anything.
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
};
