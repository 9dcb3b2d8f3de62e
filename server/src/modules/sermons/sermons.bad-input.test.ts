import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { Principal } from '../../../../test/accounts.ts';
import {
  callerHeaders,
  sermonFixture as fixture,
  publisherWithChurch,
  settledSermon,
  waitingSermon,
} from '../../../../test/sermon-church.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Issue 30: bad input to the transcript upload — too large, empty, binary, another language, markup —
// is each a clear 4xx with a stable code or an honest analysis, never a 5xx, and nothing half-written.
// The 413 is checked with a real HTTP client against a listening server: app.inject never sends bytes,
// so it cannot see a connection reset while a client is still uploading (EPIPE).

let t: TestApp;
let port = 0;
let churchId = 0;
let publisher: Principal;
const auth = () => callerHeaders(publisher);

const newSermon = (title = 'A sermon') => waitingSermon(t, churchId, { title });
const upload = (id: number, type: string, payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sermons/${id}/transcript`,
    headers: { ...auth(), 'content-type': type },
    payload,
  });
const sermon = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/sermons/${id}`, headers: auth() })).json();
const settled = async (id: number) => (await settledSermon(t, publisher, id)).sermon;

/**
 * Sends `body` over a real socket as a client on a real network would, 64 KiB every 40 ms (2 MB in
 * about 1.3 s), and reads the whole answer. Settles once the answer is read and the whole body was
 * written, or at the first error: an answer read while the upload then breaks (EPIPE) is a failure.
 */
const post = async (
  id: number,
  body: Buffer,
  chunked: boolean,
  { method = 'POST', type = 'text/plain' }: { method?: 'POST' | 'PUT'; type?: string } = {},
) => {
  let error: string | null = null;
  let failed: () => void = () => {};
  const broken = new Promise<void>((resolve) => {
    failed = resolve;
  });
  const req = httpRequest({
    port,
    host: '127.0.0.1',
    method,
    path: `/api/sermons/${id}/transcript`,
    headers: {
      ...auth(),
      'content-type': type,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
    },
  });
  req.on('error', (err: NodeJS.ErrnoException) => {
    error = err.code ?? err.message;
    failed();
  });
  const answer = new Promise<{ status: number; body: string }>((resolve) =>
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
    }),
  );
  const sent = (async () => {
    for (let at = 0; at < body.length && !error; at += 64 * 1024) {
      if (!req.write(body.subarray(at, at + 64 * 1024))) await Promise.race([once(req, 'drain'), broken]);
      await new Promise((r) => setTimeout(r, 40));
    }
    if (!error) await new Promise<void>((r) => req.end(r));
  })();
  const stuck = setTimeout(() => {
    error ??= 'stalled: the upload neither finished nor failed in 15 s';
    req.destroy();
    failed();
  }, 15_000);
  await Promise.race([Promise.all([answer, sent]), broken]);
  clearTimeout(stuck);
  // Give a late write error (EPIPE, ECONNRESET) the time to show itself.
  await new Promise((r) => setTimeout(r, 200));
  const got = await Promise.race([answer, new Promise<null>((r) => setTimeout(() => r(null), 10))]);
  return { status: got?.status ?? 0, body: got?.body ?? '', error };
};

beforeAll(async () => {
  t = await createTestApp({ signInPerMinute: 1000 });
  ({ publisher, churchId } = await publisherWithChurch(t, 'bad-input@example.org', 'Grace Chapel'));
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
}, 120_000);
afterAll(() => t?.close());

describe('transcript uploads that cannot be analysed (issue 30)', () => {
  const twoMegabytes = Buffer.from('In the beginning was the Word. '.repeat(70_000));

  it.each([
    ['with a Content-Length', false],
    ['chunked, with no length', true],
  ])('2 MB sent %s: the client reads the 413 and its code, with no broken pipe', async (_, chunked) => {
    expect(twoMegabytes.length).toBeGreaterThan(2_000_000);
    const id = await newSermon();
    const res = await post(id, twoMegabytes, chunked);
    expect(res.error).toBeNull();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: ErrorCode.payloadTooLarge });
    expect(JSON.parse(res.body).detail).toContain('1 MB');
    // Nothing stored, no job started.
    expect(await sermon(id)).toMatchObject({ status: 'needs_transcript' });
    // The connection stays usable for the next request.
    const ok = await post(id, Buffer.from(fixture('bread-of-life.txt')), chunked);
    expect(ok.error).toBeNull();
    expect(ok.status).toBe(202);
  });

  it('empty, blank and binary transcripts are a 400 with a stable code; nothing is stored', async () => {
    const id = await newSermon();
    const binary = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8 * 1024)]);
    // Binary with no NUL byte passes the contract's check; the service still knows it is no text.
    const noNul = Buffer.from(randomBytes(8 * 1024).map((b) => b || 1));
    for (const [type, body] of [
      ['text/plain', ''],
      ['text/plain', '   \n\n  '],
      ['text/plain', binary],
      ['text/vtt', 'WEBVTT\n\n'],
    ] as const) {
      const res = await upload(id, type, body);
      expect(res.statusCode, String(body).slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect([ErrorCode.invalidTranscript, ErrorCode.invalidRequest]).toContain(res.json().code);
    }
    expect((await upload(id, 'text/plain', noNul)).json()).toMatchObject({
      code: ErrorCode.invalidTranscript,
      detail: expect.stringContaining('not text'),
    });
    expect(await sermon(id)).toMatchObject({ status: 'needs_transcript', analysis: null });
  });

  it('a transcript in another language is a 422 naming the language, not "cites no Scripture"', async () => {
    const id = await newSermon();
    const res = await upload(id, 'text/plain', fixture('spanish.txt'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: ErrorCode.transcriptLanguage,
      detail: 'This transcript looks Spanish; Emmaus analyses sermons in English.',
    });
    expect(await sermon(id)).toMatchObject({ status: 'needs_transcript', analysis: null });
  });

  it('markup in a title or transcript is stored and served as text, escaped in the notes', async () => {
    const title = '<script>alert("x")</script> Under his wings';
    const id = await newSermon(title);
    const text = `${fixture('under-his-wings.txt')}\n\nThe <img src=x onerror=alert(1)> shelter of God is the safest place there is.`;
    expect((await upload(id, 'text/plain', text)).statusCode).toBe(202);
    const s = await settled(id);
    expect(s.status).toBe('ready');
    expect(s.title).toBe(title);
    expect(s.content).not.toMatch(/<script|<img/);
    expect(s.content).toContain('&lt;script&gt;');
  });
});

// Issue 30: the correction (PUT, JSON paragraphs) gets the upload's checks: the same 413 the client can
// read, the same 400 for binary and empty text, the same 422 for another language; nothing is stored.
describe('transcript corrections that cannot be analysed (issue 30)', () => {
  const original = 'Grace upon grace.\n\nThe Word became flesh and dwelt among us.';
  const correctable = () =>
    waitingSermon(t, churchId, {
      title: 'A corrected sermon',
      transcript: original,
      transcriptSource: 'upload',
    });
  const correct = (id: number, payload: unknown, type = 'application/json') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/sermons/${id}/transcript`,
      headers: { ...auth(), 'content-type': type },
      payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
  const paragraphs = (...texts: string[]) => ({ paragraphs: texts.map((text) => ({ start: null, text })) });
  /** The sermon as stored: still waiting, its transcript the original. */
  const unchanged = async (id: number) =>
    expect(await sermon(id)).toMatchObject({
      status: 'needs_transcript',
      analysis: null,
      transcript: original.split('\n\n').map((text) => ({ start: null, text })),
    });

  it.each([
    ['with a Content-Length', false],
    ['chunked, with no length', true],
  ])(
    '3 MB of JSON sent %s: the client reads the 413 and its code, with no broken pipe',
    async (_, chunked) => {
      const id = await correctable();
      const body = Buffer.from(JSON.stringify(paragraphs('In the beginning was the Word. '.repeat(100_000))));
      expect(body.length).toBeGreaterThan(3_000_000);
      const res = await post(id, body, chunked, { method: 'PUT', type: 'application/json' });
      expect(res.error).toBeNull();
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        code: ErrorCode.payloadTooLarge,
        detail: 'A transcript may be at most 1 MB.',
      });
      await unchanged(id);
    },
  );

  it('text over 1 MB within the body limit is the same 413; nothing is stored', async () => {
    const id = await correctable();
    const half = 'The Word became flesh. '.repeat(26_000);
    const res = await correct(id, paragraphs(half, half));
    expect([res.statusCode, res.json().code]).toEqual([413, ErrorCode.payloadTooLarge]);
    await unchanged(id);
  });

  it('a correction in another language is a 422 naming the language; nothing is stored', async () => {
    const id = await correctable();
    const spanish = fixture('spanish.txt')
      .split(/\n\s*\n/)
      .filter((p) => p.trim());
    const res = await correct(id, paragraphs(...spanish));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: ErrorCode.transcriptLanguage,
      detail: 'This transcript looks Spanish; Emmaus analyses sermons in English.',
    });
    await unchanged(id);
  });

  it('binary, empty, malformed and mistyped bodies are a 4xx with a stable code, never a 5xx; nothing is stored', async () => {
    const id = await correctable();
    const binary = randomBytes(8 * 1024).toString('latin1');
    const noNul = Buffer.from(randomBytes(8 * 1024).map((b) => b || 1)).toString('latin1');
    // A NUL is refused by the contract's check; binary without one by the service, which knows it is no text.
    for (const text of [binary, `%PDF-1.7\u0000${'x'.repeat(100)}`]) {
      const res = await correct(id, paragraphs('The Word became flesh.', text));
      expect(res.statusCode).toBe(400);
      expect([ErrorCode.invalidTranscript, ErrorCode.invalidRequest]).toContain(res.json().code);
    }
    const res = await correct(id, paragraphs('The Word became flesh.', noNul));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ErrorCode.invalidTranscript,
      detail: expect.stringContaining('not text'),
    });
    const cases: [unknown, string?][] = [
      [{ paragraphs: [] }],
      [paragraphs('   ', '\n\t')],
      [{}],
      [{ paragraphs: [{ start: 'zero', text: 5 }] }],
      [{ paragraphs: 'The Word became flesh.' }],
      ['{"paragraphs": ['],
      [''],
      ['The Word became flesh.', 'text/plain'],
      [randomBytes(2048), 'application/octet-stream'],
    ];
    for (const [payload, type] of cases) {
      const res = await correct(id, payload, type);
      const what = `${type ?? 'json'} ${String(payload).slice(0, 30)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(
        [ErrorCode.invalidRequest, ErrorCode.malformedRequest, ErrorCode.unsupportedMediaType],
        what,
      ).toContain(res.json().code);
    }
    await unchanged(id);
  });
});
