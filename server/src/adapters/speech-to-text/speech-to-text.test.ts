import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AudioFile, createOpenAiSpeechToText, SpeechToTextError } from './speech-to-text.ts';

// Issue 37: the transcription server's answer is read to a byte bound, like every outsider's reply: an
// answer past it (declared or streamed) is a typed too_large, never held whole in memory, and one cut
// off by the deadline a typed unavailable.

const MAX_BYTES = 64 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'emmaus-stt-'));
const audio: AudioFile = { path: join(dir, 'sermon.mp3'), type: 'audio/mpeg', name: 'sermon.mp3' };
/** What the fake answers, by the request's path; `closed` counts answers the client broke off. */
const answers = new Map<string, (res: ServerResponse) => void>();
let closed = 0;
let base = '';
const timers = new Set<NodeJS.Timeout>();

/** Writes 16 KiB chunks until the client stops reading (at most 64 MiB). */
const endless = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = `{"text":"${'a'.repeat(16 * 1024)}`;
  let sent = 0;
  const more = () => {
    while (sent < 4096 && !res.destroyed) {
      sent++;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
};

const server = createServer((req, res) => {
  // The whole upload is read first, as a real server does, then answered.
  req.resume();
  req.on('end', () => {
    res.on('close', () => {
      if (!res.writableFinished) closed++;
    });
    const answer = answers.get(req.url ?? '');
    if (answer) return answer(res);
    res.writeHead(404).end();
  });
});

const speech = (path: string, timeoutMs = 10_000) =>
  createOpenAiSpeechToText({
    baseUrl: `${base}${path}`,
    model: 'whisper-test',
    timeoutMs,
    maxReplyBytes: MAX_BYTES,
  });
const failure = (path: string, timeoutMs?: number) =>
  speech(path, timeoutMs)
    .transcribe(audio, new AbortController().signal)
    .then(
      () => {
        throw new Error('transcribed');
      },
      (error: unknown) => error,
    );

beforeAll(async () => {
  writeFileSync(audio.path, Buffer.alloc(32 * 1024, 1));
  answers.set('/ok/audio/transcriptions', (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ text: ' Grace and peace. ', segments: [{ start: 0, text: ' Grace and peace. ' }] }),
    );
  });
  answers.set('/declared/audio/transcriptions', (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_BYTES * 100) });
    res.write('{"text":"');
  });
  answers.set('/streamed/audio/transcriptions', endless);
  answers.set('/failing/audio/transcriptions', (res) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('x'.repeat(1024 * 1024));
  });
  answers.set('/dripping/audio/transcriptions', (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"text":"');
    const timer = setInterval(() => res.write('a'), 50);
    timers.add(timer);
    res.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the speech-to-text adapter reads a bounded answer', () => {
  it('reads an answer within the bound', async () => {
    const result = await speech('/ok').transcribe(audio, new AbortController().signal);
    expect(result).toEqual({ text: 'Grace and peace.', segments: [{ start: 0, text: 'Grace and peace.' }] });
  });

  it('refuses an answer whose declared length is past the bound, before reading it', async () => {
    const error = await failure('/declared');
    expect(error).toBeInstanceOf(SpeechToTextError);
    expect(error).toMatchObject({
      kind: 'too_large',
      message: `The transcription server's answer is larger than ${MAX_BYTES} bytes.`,
    });
  });

  it('stops reading a streamed answer at the bound and hangs up', async () => {
    const before = closed;
    const started = performance.now();
    const error = await failure('/streamed');
    expect(error).toBeInstanceOf(SpeechToTextError);
    expect((error as SpeechToTextError).kind).toBe('too_large');
    expect(performance.now() - started).toBeLessThan(5_000);
    // The server saw its answer broken off: the rest of the 64 MiB was never read.
    await expect.poll(() => closed, { timeout: 5_000 }).toBeGreaterThan(before);
  });

  it('names a failing server by its status, reading only the start of a huge error answer', async () => {
    const error = await failure('/failing');
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect((error as Error).message).toBe('The transcription server answered 500: (its answer was not read)');
  });

  it('answers unavailable when the answer drips past the deadline', async () => {
    const error = await failure('/dripping', 500);
    expect(error).toBeInstanceOf(SpeechToTextError);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect((error as Error).message).toMatch(/^The transcription server stopped answering/);
  });
});
