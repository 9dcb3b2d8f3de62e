import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import { type Allowlist, mayConnect } from './address-policy.ts';

// Fetches pages at URLs users type (church websites) without becoming a way into our own network:
// every hop's host is resolved here, each address checked, and the connection made to the checked
// address itself (Host header and TLS SNI/certificate name stay the URL's host), so a DNS answer that
// changes between check and connect (rebinding) cannot steer it elsewhere.

export type WebFetchErrorType =
  | 'blocked_address'
  | 'dns_error'
  | 'connection_error'
  | 'timeout'
  | 'ssl_error'
  | 'not_found'
  | 'access_forbidden'
  | 'not_html'
  | 'not_image'
  | 'too_large';

export class WebFetchError extends Error {
  constructor(
    readonly type: WebFetchErrorType,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'WebFetchError';
  }
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface FetchedPage {
  /** The URL after redirects. */
  url: string;
  status: number;
  html: string;
}

/** An image's bytes as fetched (checked only to be declared image/*: the caller reads the bytes). */
export interface FetchedImage {
  /** The URL after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

export interface SafeFetcherOptions {
  allow: Allowlist;
  resolver?: Resolver;
  pageTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Test hook: called with every address a connection is opened to. */
  onConnect?: (address: string, port: number) => void;
}

export interface SafeFetcher {
  /** GET one HTML page, following at most 5 redirects; `signal` bounds a whole analysis. */
  fetchPage(url: string, signal?: AbortSignal): Promise<FetchedPage>;
  /**
   * GET one image (a publisher's logo or picture, copied so readers never fetch it from its host),
   * under the same address policy and redirect limit; refused unless declared image/* and at most
   * `maxBytes` (the fetcher's own bound where omitted).
   */
  fetchImage(url: string, options?: { maxBytes?: number; signal?: AbortSignal }): Promise<FetchedImage>;
  /**
   * POST once to a URL a client supplied (a Web Push endpoint, issue 33), under the same address policy;
   * redirects are not followed (answered as their status). Resolves with any HTTP status: the caller
   * decides what a 404 or 429 means; refusals and connection failures throw WebFetchError.
   */
  post(url: string, request: PostRequest): Promise<{ status: number; body: string }>;
  /** Throws WebFetchError ('blocked_address', 'dns_error') unless the URL's host may be reached now. */
  check(url: string): Promise<void>;
}

export interface PostRequest {
  headers: Record<string, string>;
  body: Buffer | string;
  signal?: AbortSignal;
}

export const USER_AGENT = 'EmmausBot/1.0 (+church website onboarding; Emmaus Bible app)';
const defaultResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

const SSL_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|DEPTH_ZERO|ALTNAME/;

/** `work`, or the signal's abort if that comes first (a name lookup takes no signal). */
const untilAborted = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

export const createSafeFetcher = (options: SafeFetcherOptions): SafeFetcher => {
  const resolver = options.resolver ?? defaultResolver;
  const pageTimeoutMs = options.pageTimeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;

  /** The checked address to connect to for this hop, or a typed refusal. */
  const pin = async (url: URL): Promise<string> => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new WebFetchError('blocked_address', `Only http and https URLs can be fetched (${url.protocol})`);
    if (url.username || url.password)
      throw new WebFetchError('blocked_address', 'URLs with credentials are not fetched');
    const port = portOf(url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await resolver(host)).map((a) => a.address);
      } catch (error) {
        throw new WebFetchError('dns_error', `Could not resolve ${host} (${(error as Error).message})`);
      }
      if (!addresses.length) throw new WebFetchError('dns_error', `${host} has no address`);
    }
    const allowed = addresses.find((a) => mayConnect(a, port, options.allow));
    if (!allowed)
      throw new WebFetchError(
        'blocked_address',
        `${host}:${port} resolves to an address that may not be fetched (${addresses[0]})`,
      );
    return allowed;
  };

  const request = (url: URL, address: string, signal: AbortSignal, accept: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const port = portOf(url);
      options.onConnect?.(address, port);
      const req = (secure ? https : http).request(
        {
          host: address,
          port,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          signal,
          agent: false,
          // SNI and certificate name check against the URL's host, not the pinned address.
          ...(secure && !isIP(url.hostname) ? { servername: url.hostname } : {}),
          headers: {
            host: url.host,
            'user-agent': USER_AGENT,
            accept,
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en;q=1, *;q=0.5',
          },
        },
        resolve,
      );
      req.on('error', reject);
      req.end();
    });

  const readBody = async (res: IncomingMessage, limit: number): Promise<Buffer> => {
    // A declared length past the bound is refused before a byte is read (compressed or not: the
    // bytes on the wire are bounded too).
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      res.destroy();
      throw new WebFetchError('too_large', `The answer is larger than ${limit} bytes`);
    }
    const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
    const decoder =
      encoding === 'gzip'
        ? zlib.createGunzip()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : encoding === 'deflate'
            ? zlib.createInflate()
            : null;
    // pipe() does not pass an aborted response on: the decoder would wait for the rest for ever, and
    // the deadline that cut a slow-drip server off would leave this read hanging.
    if (decoder)
      res.once('close', () => {
        if (!res.complete) decoder.destroy(new Error('The answer was cut off'));
      });
    const stream = decoder ? res.pipe(decoder) : res;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        res.destroy();
        throw new WebFetchError('too_large', `The answer is larger than ${limit} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };

  const decode = (body: Buffer, contentType: string) => {
    const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      return new TextDecoder('utf-8').decode(body);
    }
  };

  const classify = (error: unknown, pageSignal: AbortSignal, outer?: AbortSignal): WebFetchError => {
    if (error instanceof WebFetchError) return error;
    const e = error as NodeJS.ErrnoException;
    if (pageSignal.aborted || outer?.aborted || e.name === 'AbortError' || e.code === 'ETIMEDOUT')
      return new WebFetchError('timeout', 'The website took too long to answer');
    if (SSL_CODES.test(e.code ?? '') || SSL_CODES.test(e.message ?? ''))
      return new WebFetchError(
        'ssl_error',
        `The website's secure connection failed (${e.code ?? e.message})`,
      );
    return new WebFetchError('connection_error', `Could not connect (${e.code ?? e.message})`);
  };

  /** What one kind of GET accepts: its Accept header, the content types it takes, its size bound. */
  interface Wanted {
    accept: string;
    /** A refusal for a content type it does not take (checked before the body is read). */
    refuse: (contentType: string, status: number) => WebFetchError | null;
    maxBytes: number;
  }

  const get = async (
    input: string,
    wanted: Wanted,
    outer?: AbortSignal,
  ): Promise<{ url: URL; status: number; contentType: string; body: Buffer }> => {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new WebFetchError('not_found', `'${input}' is not a URL`);
    }
    // One deadline for the whole fetch, name lookups and redirects included: a chain of slow hops, or a
    // server that drips a byte a second, ends at pageTimeoutMs, not pageTimeoutMs per hop.
    const pageSignal = AbortSignal.timeout(pageTimeoutMs);
    const signal = outer ? AbortSignal.any([pageSignal, outer]) : pageSignal;
    for (let hop = 0; ; hop++) {
      const address = await untilAborted(pin(url), signal).catch((error: unknown) => {
        throw classify(error, pageSignal, outer);
      });
      try {
        const res = await request(url, address, signal, wanted.accept);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location) {
          res.resume();
          if (hop >= maxRedirects) throw new WebFetchError('connection_error', 'Too many redirects', status);
          url = new URL(location, url);
          continue;
        }
        if (status === 404 || status === 410) {
          res.resume();
          throw new WebFetchError('not_found', `HTTP ${status}`, status);
        }
        if (status === 401 || status === 403 || status === 429 || status === 451) {
          res.resume();
          throw new WebFetchError('access_forbidden', `HTTP ${status}`, status);
        }
        if (status < 200 || status >= 300) {
          res.resume();
          throw new WebFetchError(status >= 500 ? 'connection_error' : 'not_found', `HTTP ${status}`, status);
        }
        const contentType = String(res.headers['content-type'] ?? '');
        const refused = wanted.refuse(contentType, status);
        if (refused) {
          res.resume();
          throw refused;
        }
        return { url, status, contentType, body: await readBody(res, wanted.maxBytes) };
      } catch (error) {
        throw classify(error, pageSignal, outer);
      }
    }
  };

  const fetchPage = async (input: string, outer?: AbortSignal): Promise<FetchedPage> => {
    const { url, status, contentType, body } = await get(
      input,
      {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        refuse: (type, status) =>
          type && !/text\/html|application\/xhtml\+xml/i.test(type)
            ? new WebFetchError('not_html', `Not an HTML page (${type.split(';')[0]})`, status)
            : null,
        maxBytes,
      },
      outer,
    );
    return { url: url.toString(), status, html: decode(body, contentType) };
  };

  const fetchImage: SafeFetcher['fetchImage'] = async (input, opts = {}) => {
    const { url, contentType, body } = await get(
      input,
      {
        accept: 'image/png,image/jpeg,image/gif,image/webp;q=0.9',
        // No content type is no image: a server that cannot say what it sends is not trusted to.
        refuse: (type, status) =>
          /^\s*image\//i.test(type)
            ? null
            : new WebFetchError('not_image', `Not an image (${type.split(';')[0] || 'no type'})`, status),
        maxBytes: opts.maxBytes ?? maxBytes,
      },
      opts.signal,
    );
    return { url: url.toString(), contentType: contentType.split(';')[0]?.trim().toLowerCase() ?? '', body };
  };

  const check: SafeFetcher['check'] = async (input) => {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new WebFetchError('blocked_address', `'${input}' is not a URL`);
    }
    await pin(url);
  };

  const post: SafeFetcher['post'] = async (input, { headers, body, signal: outer }) => {
    const url = new URL(input);
    const pageSignal = AbortSignal.timeout(pageTimeoutMs);
    const signal = outer ? AbortSignal.any([pageSignal, outer]) : pageSignal;
    const address = await untilAborted(pin(url), signal).catch((error: unknown) => {
      throw classify(error, pageSignal, outer);
    });
    try {
      const secure = url.protocol === 'https:';
      options.onConnect?.(address, portOf(url));
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = (secure ? https : http).request(
          {
            host: address,
            port: portOf(url),
            path: `${url.pathname}${url.search}`,
            method: 'POST',
            signal,
            agent: false,
            ...(secure && !isIP(url.hostname) ? { servername: url.hostname } : {}),
            headers: { ...headers, host: url.host, 'user-agent': USER_AGENT },
          },
          resolve,
        );
        req.on('error', reject);
        req.end(body);
      });
      // A push service answers in a few bytes; more is read no further.
      const answer = await readBody(res, 64 * 1024).catch(() => Buffer.alloc(0));
      return { status: res.statusCode ?? 0, body: answer.toString('utf8') };
    } catch (error) {
      throw classify(error, pageSignal, outer);
    }
  };

  return { fetchPage, fetchImage, post, check };
};
