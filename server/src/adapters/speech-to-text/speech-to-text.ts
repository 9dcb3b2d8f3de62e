import { openAsBlob } from 'node:fs';
import { readBoundedBody } from '../../lib/bounded-body.ts';

/** A sermon's audio on disk, as the upload stored it. */
export interface AudioFile {
  path: string;
  /** Its content type (audio/mpeg…). */
  type: string;
  /** The name the server is told (its extension names the format for servers that go by it). */
  name: string;
}

export interface Transcription {
  text: string;
  /** Timed segments when the server gives them (verbose answers); empty otherwise. */
  segments: { start: number; text: string }[];
}

export interface SpeechToText {
  /** Throws SpeechToTextError. */
  transcribe(file: AudioFile, signal: AbortSignal): Promise<Transcription>;
}

export class SpeechToTextError extends Error {
  constructor(
    /**
     * 'unavailable': down, slow or failing (worth retrying); 'rejected': it refused this file or key;
     * 'too_large': its answer passed the byte bound (asking again would bring the same answer).
     */
    readonly kind: 'unavailable' | 'rejected' | 'too_large',
    message: string,
  ) {
    super(message);
  }
}

export interface SpeechToTextOptions {
  /** TRANSCRIBE_BASE_URL, e.g. http://127.0.0.1:8080/v1 or https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  /** Bytes read of one answer; SPEECH_TO_TEXT_MAX_BYTES where omitted (tests lower it). */
  maxReplyBytes?: number;
}

/**
 * The largest answer read. A 200 MB upload is at most a few hours of speech: some 40,000 words, a
 * quarter of a megabyte of text, a few megabytes as a verbose answer with timed segments (and words).
 */
export const SPEECH_TO_TEXT_MAX_BYTES = 8 * 1024 * 1024;
/** An error answer is shown only in part (300 characters): no more of it is read. */
const ERROR_REPLY_MAX_BYTES = 64 * 1024;

/**
 * The answer's body, read to at most `maxBytes` (lib/bounded-body.ts): the server is configured, not
 * typed in by users, but a faulty or compromised one must not fill the memory. SpeechToTextError
 * 'too_large' past the bound, 'unavailable' when the body is cut off (the deadline, a dropped
 * connection); the job's own cancellation is passed on as it is.
 */
const readReply = (res: Response, maxBytes: number, signal: AbortSignal): Promise<Buffer> =>
  readBoundedBody(res, maxBytes, {
    tooLarge: () =>
      new SpeechToTextError(
        'too_large',
        `The transcription server's answer is larger than ${maxBytes} bytes.`,
      ),
    cutOff: (error) =>
      new SpeechToTextError('unavailable', `The transcription server stopped answering: ${error.message}`),
    passOn: () => signal.aborted,
  });

/**
 * OpenAI's `POST /audio/transcriptions` (whisper.cpp server, faster-whisper, vLLM, OpenAI): a multipart
 * form whose file part is read from disk as it is sent (`openAsBlob`), so a 200 MB sermon is never held
 * in memory. The AI SDK's `transcribe` needs the audio as bytes, and `@ai-sdk/openai-compatible` has no
 * transcription model, hence this small client.
 */
export const createOpenAiSpeechToText = (opts: SpeechToTextOptions): SpeechToText => ({
  transcribe: async (file, signal) => {
    const form = new FormData();
    form.append('file', await openAsBlob(file.path, { type: file.type }), file.name);
    form.append('model', opts.model);
    form.append('response_format', 'json');
    const url = `${opts.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        body: form,
        headers: opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {},
        signal: AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs)]),
      });
    } catch (err) {
      if (signal.aborted) throw err;
      throw new SpeechToTextError(
        'unavailable',
        `The transcription server did not answer: ${(err as Error).message}`,
      );
    }
    if (!res.ok) {
      const kind = res.status >= 500 || res.status === 429 ? 'unavailable' : 'rejected';
      // What it said, where it said little; an error answer past its bound is named by its status alone.
      const said = await readReply(res, ERROR_REPLY_MAX_BYTES, signal).then(
        (b) => b.toString('utf8').slice(0, 300),
        (error: unknown) => {
          if (signal.aborted) throw error;
          return '(its answer was not read)';
        },
      );
      throw new SpeechToTextError(kind, `The transcription server answered ${res.status}: ${said}`);
    }
    const body = (await readReply(res, opts.maxReplyBytes ?? SPEECH_TO_TEXT_MAX_BYTES, signal)).toString(
      'utf8',
    );
    let parsed: { text?: unknown; segments?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      throw new SpeechToTextError(
        'unavailable',
        'The transcription server answered something other than JSON.',
      );
    }
    if (typeof parsed.text !== 'string')
      throw new SpeechToTextError('unavailable', 'The transcription server answered without text.');
    const segments = Array.isArray(parsed.segments)
      ? (parsed.segments as { start?: unknown; text?: unknown }[])
          .filter((s) => typeof s.start === 'number' && typeof s.text === 'string')
          .map((s) => ({ start: s.start as number, text: (s.text as string).trim() }))
      : [];
    return { text: parsed.text.trim(), segments };
  },
});
