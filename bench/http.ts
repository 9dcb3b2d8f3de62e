import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// A small HTTP client for the load generators (bench/soak.ts, bench/mixed-load.ts): node:http over
// keep-alive sockets, bodies kept compressed (decompressing 200 readers' chapters would cost this
// process more CPU than the server spends answering them), with the time to the first byte of the body.

export const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** From sending to the last byte. */
  ms: number;
  /** From sending to the first byte of the body (the headers' arrival when there is no body). */
  firstByteMs: number;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json), or a string sent as it is. */
  json?: unknown;
  text?: string;
  /** Called with each chunk of the body as it arrives (an SSE stream). */
  onChunk?: (chunk: Buffer, msSinceSent: number) => void;
}

export const call = (base: string, path: string, c: Call = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = c.json !== undefined ? JSON.stringify(c.json) : c.text;
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...c.headers };
    if (c.json !== undefined) headers['content-type'] = 'application/json';
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const req = request(`${base}${path}`, { method: c.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let firstByteMs = Number.NaN;
      res.on('data', (d: Buffer) => {
        const t = performance.now() - started;
        if (Number.isNaN(firstByteMs)) firstByteMs = t;
        chunks.push(d);
        c.onChunk?.(d, t);
      });
      res.on('end', () => {
        const ms = performance.now() - started;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms,
          firstByteMs: Number.isNaN(firstByteMs) ? ms : firstByteMs,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });

/** The JSON of an answer that must have succeeded (2xx), else an error naming the call. */
export const okJson = <T>(what: string, a: Answer): T => {
  if (a.status < 200 || a.status > 299) throw new Error(`${what} → ${a.status}: ${textOf(a).slice(0, 300)}`);
  return (a.body.length ? JSON.parse(textOf(a)) : null) as T;
};

/** The body as text, decompressed. */
export const textOf = (a: Answer): string => {
  const encoding = a.headers['content-encoding'];
  const raw =
    encoding === 'br' ? brotliDecompressSync(a.body) : encoding === 'gzip' ? gunzipSync(a.body) : a.body;
  return raw.toString();
};

/** Throws unless the answer succeeded (2xx). */
export const ok = (what: string, a: Answer): Answer => {
  if (a.status < 200 || a.status > 299) throw new Error(`${what} → ${a.status}: ${textOf(a).slice(0, 300)}`);
  return a;
};

export const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small seeded PRNG (mulberry32): the same run of choices every time. */
export const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
