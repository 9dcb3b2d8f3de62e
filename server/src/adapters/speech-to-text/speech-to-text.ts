import { openAsBlob } from 'node:fs';

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
    /** 'unavailable': down, slow or failing (worth retrying); 'rejected': it refused this file or key. */
    readonly kind: 'unavailable' | 'rejected',
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
}

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
    const body = await res.text();
    if (!res.ok) {
      const kind = res.status >= 500 || res.status === 429 ? 'unavailable' : 'rejected';
      throw new SpeechToTextError(
        kind,
        `The transcription server answered ${res.status}: ${body.slice(0, 300)}`,
      );
    }
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
