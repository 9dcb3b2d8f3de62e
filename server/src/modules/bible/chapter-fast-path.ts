import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { AccessWriter } from '../../lib/access-entry.ts';
import { type BodyDeadlineOptions, DEFAULT_BODY_DEADLINE, guardBody } from '../../lib/body-deadline.ts';
import { type ConnectionLimits, guardConnections } from '../../lib/connection-limits.ts';
import { type Encoding, negotiateEncoding } from '../../lib/encoding.ts';
import { SECURITY_HEADERS } from '../../lib/security-headers.ts';
import type { CachedChapter } from './bible.service.ts';

/** What every chapter answer carries besides the security headers: revalidate each time, cheaply. */
export const chapterCacheHeaders = (etag: string) => ({
  etag,
  'cache-control': 'public, no-cache',
  vary: 'accept-encoding',
});
export const CHAPTER_CONTENT_TYPE = 'text/html; charset=utf-8';

/**
 * The one spelling of a chapter URL the fast path answers (lower-case translation, upper-case book,
 * chapter without leading zeros, no query). Every other spelling, and every chapter not yet in the
 * cache, goes through Fastify's route, which validates it and fills the cache.
 */
const CANONICAL =
  /^\/api\/bible\/([a-z0-9][a-z0-9-]{0,39})\/book\/([1-4A-Z][A-Z0-9]{2})\/chapters\/([1-9]\d{0,2})$/;

type PreparedHeaders = Partial<Record<Encoding | 'notModified', OutgoingHttpHeaders>>;
type Lookup = (bibleId: string, bookId: string, chapter: number) => CachedChapter | undefined;

/**
 * Chapters are the reader's hot path and, once cached, immutable bytes. Fastify's per-request work
 * (request and reply objects, routing, hooks, a child logger) cost about a third of a bare node:http
 * server's throughput on them (bench/). This answers a GET for a cached chapter straight from the
 * node:http server, byte for byte what the Fastify route sends (chapter-fast-path.test.ts holds them
 * side by side); anything else falls through to Fastify. See docs/decisions/0007-chapter-fast-path.md.
 */
export class ChapterFastPath {
  private lookup: Lookup | undefined;
  private access: AccessWriter | undefined;
  private open = true;
  private prepared = new WeakMap<CachedChapter, PreparedHeaders>();

  /**
   * `headersMs`: headers that never finish (slowloris); `body`: each request body's deadline;
   * `connections`: how many sockets the server and each client address may hold, refusals told to `warn`.
   */
  constructor(
    private readonly limits: { headersMs: number; body: BodyDeadlineOptions } = {
      headersMs: 10_000,
      body: DEFAULT_BODY_DEADLINE,
    },
    private readonly connections?: { limits: ConnectionLimits; warn: (message: string) => void },
  ) {}

  /** Starts answering from the given cache (once the Bible service exists), logging like Fastify. */
  attach(lookup: Lookup, access: AccessWriter | undefined): void {
    this.lookup = lookup;
    this.access = access;
  }

  /** From now on Fastify answers everything (a closing server answers 503 with connection: close). */
  close(): void {
    this.open = false;
  }

  /** Answers the request and returns true, or returns false and touches nothing. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.open || !this.lookup || req.method !== 'GET') return false;
    const m = CANONICAL.exec(req.url ?? '');
    if (!m) return false;
    const hit = this.lookup(m[1] as string, m[2] as string, Number(m[3]));
    if (!hit) return false;
    // The same access line as every other request (access-log.ts), for operators who log at info.
    const access = this.access;
    const started = access ? performance.now() : 0;
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, this.headersFor(hit, 'notModified')).end();
    } else {
      const encoding = negotiateEncoding(req.headers['accept-encoding'], hit.body.body.length);
      const bytes = hit.body.encoded(encoding);
      res.writeHead(200, this.headersFor(hit, encoding, bytes)).end(bytes);
    }
    if (access)
      access({
        method: 'GET',
        url: req.url ?? '',
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 100) / 100,
      });
    return true;
  }

  /**
   * The header objects of a chapter's answers, made once: they never change while it is cached, and
   * building ~15 headers per request made V8 promote short-lived garbage on every minor GC (measured:
   * an eighth of the young generation survived, and minor GCs took 6 ms instead of 0.4).
   */
  private headersFor(
    hit: CachedChapter,
    kind: Encoding | 'notModified',
    bytes?: Buffer,
  ): OutgoingHttpHeaders {
    let prepared = this.prepared.get(hit);
    if (!prepared) {
      prepared = {};
      this.prepared.set(hit, prepared);
    }
    let headers = prepared[kind];
    // Remade when the bytes changed length: a chapter's first compression is replaced by its best
    // (lib/precompressed.ts), once.
    if (!headers || (bytes && headers['content-length'] !== bytes.length)) {
      headers = { ...SECURITY_HEADERS, ...chapterCacheHeaders(hit.etag) };
      if (kind !== 'notModified') {
        if (kind !== 'identity') headers['content-encoding'] = kind;
        headers['content-type'] = CHAPTER_CONTENT_TYPE;
        headers['content-length'] = bytes?.length ?? 0;
      }
      prepared[kind] = headers;
    }
    return headers;
  }

  /**
   * Fastify's serverFactory: the HTTP/1 server Fastify would build (same timeouts), asking the fast
   * path first.
   */
  serverFactory = (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    opts: FastifyServerOptions,
  ): Server => {
    const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
      if (this.serve(req, res)) return;
      guardBody(req, res, this.limits.body);
      handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    // Bodies have their own deadlines (guardBody: a large upload gets longer than a JSON body), so Node's
    // one deadline for the whole request is off; headers that never finish (slowloris) are cut off after
    // 10 s (Node's default is a minute), checked every second rather than Node's 30.
    server.requestTimeout = 0;
    server.headersTimeout = this.limits.headersMs;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    if (this.connections) guardConnections(server, this.connections.limits, this.connections.warn);
    return server;
  };
}
