import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One multipart request as the fake read it. */
export interface TranscriptionRequest {
  model: string;
  responseFormat: string;
  filename: string;
  fileType: string;
  fileBytes: number;
  sha256: string;
  authorization: string | undefined;
}

export interface FakeSpeechToText {
  url: string;
  /** What it answers: the transcription's text, or an HTTP status to fail with. */
  text: string;
  failWith: number | null;
  /** How long it takes to answer, as a real model does (so a test sees the 'transcribing' state). */
  delayMs: number;
  requests: TranscriptionRequest[];
  close(): Promise<void>;
}

/** Splits a multipart/form-data body into its parts (the fake's own reader; the server sends it). */
const parts = (body: Buffer, boundary: string) => {
  const out: { name: string; filename?: string; type?: string; data: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2); // CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = head.match(/name="([^"]*)"/)?.[1] ?? '';
    const filename = head.match(/filename="([^"]*)"/)?.[1];
    const type = head.match(/content-type:\s*([^\r\n]+)/i)?.[1];
    out.push({
      name,
      ...(filename ? { filename } : {}),
      ...(type ? { type } : {}),
      data: part.subarray(split + 4),
    });
    at = next;
  }
  return out;
};

/**
 * A local speech-to-text server speaking OpenAI's `POST /audio/transcriptions` (multipart: file, model,
 * response_format), as whisper.cpp's server and faster-whisper do: it reads the real multipart body,
 * records what arrived (the file's size and hash, so a test sees the bytes came through whole) and
 * answers `{text}`.
 */
export const startFakeSpeechToText = async (port = 0): Promise<FakeSpeechToText> => {
  const fake: FakeSpeechToText = {
    url: '',
    text: '',
    failWith: null,
    delayMs: 0,
    requests: [],
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const boundary = String(req.headers['content-type']).match(
      /^multipart\/form-data;\s*boundary=(.+)$/,
    )?.[1];
    const fields = boundary ? parts(Buffer.concat(chunks), boundary.replace(/^"|"$/g, '')) : [];
    const file = fields.find((f) => f.name === 'file' && f.filename);
    const field = (name: string) => fields.find((f) => f.name === name)?.data.toString('utf8') ?? '';
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions' || !file || !field('model')) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'file and model are required' } }));
      return;
    }
    fake.requests.push({
      model: field('model'),
      responseFormat: field('response_format'),
      filename: file.filename ?? '',
      fileType: file.type ?? '',
      fileBytes: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      authorization: req.headers.authorization,
    });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (fake.failWith) {
      res.writeHead(fake.failWith, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'the model is loading' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: fake.text }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
};
