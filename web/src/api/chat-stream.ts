import type { StreamEvent } from '../../../common/src/contracts/chat.ts';
import { report } from '../lib/report.ts';
import { apiRequest } from './client.ts';

export interface ChatSendPayload {
  bible_id: string;
  bookId: string;
  chapter: number;
  verses: number[];
  prompt: string;
  chat_id?: string | undefined;
  plan_step_id?: string | undefined;
}

// Every event of the contract, checked by the type: one left out is dropped in silence (the care and support
// events were, so a friend's pointer never showed and a configured crisis line never reached the card).
const EVENTS: Record<StreamEvent['event'], true> = {
  care: true,
  support: true,
  chat_info: true,
  status: true,
  content: true,
  final_content: true,
  stream_end: true,
  error: true,
};
const KNOWN = new Set<string>(Object.keys(EVENTS));

/** Pulls complete `data: …` events out of the text received so far; returns what is left over. */
export const takeEvents = (buffer: string, onEvent: (e: StreamEvent) => void): string => {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const line = block.split('\n').find((l) => l.startsWith('data: '));
    if (!line) continue;
    let json: unknown;
    try {
      json = JSON.parse(line.slice(6));
    } catch {
      // Spec §8: a malformed event is only warned about; the stream goes on.
      report('Error parsing SSE event');
      continue;
    }
    // A structural check only: the web app carries no schema library (the server's tests hold the contract).
    const e = json as { event?: unknown; data?: unknown } | null;
    if (e && typeof e.event === 'string' && KNOWN.has(e.event) && 'data' in e) onEvent(e as StreamEvent);
    else report('Error parsing SSE event');
  }
  return rest;
};

/**
 * POST /api/chat and read its event stream. A non-OK answer throws with the server's detail (or
 * 'HTTP error! Status: {n}', spec §8). Closing without stream_end is only logged.
 */
export const streamChat = async (
  payload: ChatSendPayload,
  onEvent: (e: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> => {
  const res = await apiRequest('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(payload),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { detail?: unknown; error?: unknown };
    const m = body.detail ?? body.error;
    throw new Error(typeof m === 'string' ? m : m ? JSON.stringify(m) : `HTTP error! Status: ${res.status}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const handle = (e: StreamEvent) => {
    if (e.event === 'stream_end') ended = true;
    onEvent(e);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer = takeEvents(buffer + value, handle);
  }
  takeEvents(`${buffer}\n\n`, handle);
  if (!ended) report('chat: the stream closed without stream_end');
};
