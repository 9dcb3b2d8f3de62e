import { call } from './http.ts';

// One question through POST /api/chat, its SSE answer read as it arrives: the time to its first byte,
// to its first `content` event, and whether it ended with `stream_end`.

export interface ChatTiming {
  status: number;
  firstByteMs: number;
  firstContentMs: number;
  ms: number;
  ended: boolean;
  userId: string;
}

export const askChat = async (
  base: string,
  body: { bible_id: string; bookId: string; chapter: number; verses: number[]; prompt: string },
  headers: Record<string, string>,
): Promise<ChatTiming> => {
  let text = '';
  let firstContentMs = Number.NaN;
  const a = await call(base, '/api/chat', {
    method: 'POST',
    headers: { ...headers, 'accept-encoding': 'identity' },
    json: body,
    onChunk: (chunk, ms) => {
      if (!Number.isNaN(firstContentMs)) return;
      text += chunk.toString();
      if (text.includes('"event":"content"')) firstContentMs = ms;
    },
  });
  const all = a.body.toString();
  return {
    status: a.status,
    firstByteMs: a.firstByteMs,
    firstContentMs,
    ms: a.ms,
    ended: all.includes('"event":"stream_end"'),
    userId: String(a.headers['x-user-id'] ?? headers['x-user-id'] ?? ''),
  };
};
