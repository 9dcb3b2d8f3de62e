import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The assistant's figures: time to the first `content` event with the study engine, Emmaus's own
// overhead before a zero-latency provider's first token, and many concurrent streams end to end.

/** The questions both the assistant figures and the mixed load ask (bench/mixed-load.ts). */
export const QUESTIONS: [string, number, number[], string][] = [
  ['JHN', 3, [16], 'What does it mean that God loved the world?'],
  ['PSA', 23, [], 'How can this psalm comfort me when I am afraid?'],
  ['ROM', 8, [28], 'How do all things work together for good?'],
  ['GEN', 1, [1], 'What does "in the beginning" tell us about God?'],
  ['MAT', 5, [3, 4, 5], 'Who are the poor in spirit?'],
  ['1CO', 13, [4, 5, 6, 7], 'What does the word love mean here?'],
  ['PHP', 4, [6, 7], 'How should I pray when I am anxious?'],
  ['ISA', 53, [5], 'Where else does Scripture speak of his wounds healing us?'],
  ['LUK', 15, [], 'Why did the father run to his son?'],
  ['HEB', 11, [1], 'What is faith?'],
];

interface Timed {
  firstContentMs: number;
  totalMs: number;
  events: { event: string; data: unknown }[];
  userId: string;
  status: number;
}

/** Sends one question and reads its stream, timing the first `content` event. */
export const askTimed = async (base: string, i: number, userId?: string): Promise<Timed> => {
  const [bookId, chapter, verses, prompt] = QUESTIONS[i % QUESTIONS.length] ?? QUESTIONS[0]!;
  const started = performance.now();
  const res = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId ? { 'x-user-id': userId } : {}) },
    body: JSON.stringify({ bible_id: 'eng-web', bookId, chapter, verses, prompt }),
  });
  let firstContentMs = Number.NaN;
  let text = '';
  const decoder = new TextDecoder();
  const reader = res.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    if (Number.isNaN(firstContentMs) && text.includes('"event":"content"'))
      firstContentMs = performance.now() - started;
  }
  const events = text
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as { event: string; data: unknown });
  return {
    firstContentMs,
    totalMs: performance.now() - started,
    events,
    userId: res.headers.get('x-user-id') ?? userId ?? '',
    status: res.status,
  };
};

/** 100 (or `n`) questions at once from different readers: every stream must end and be stored intact. */
export const concurrentStreams = async (base: string, n: number) => {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => askTimed(base, i).catch(() => undefined)),
  );
  const wallMs = performance.now() - started;
  let completed = 0;
  let stored = 0;
  for (const r of results) {
    const end = r?.events.at(-1);
    const final = r?.events.find((e) => e.event === 'final_content')?.data;
    const chat = r?.events.find((e) => e.event === 'chat_info')?.data as { chat_id: string } | undefined;
    if (r?.status !== 200 || end?.event !== 'stream_end' || !chat) continue;
    completed++;
    const res = await fetch(`${base}/api/chat/${chat.chat_id}/messages`, {
      headers: { 'x-user-id': r.userId },
    });
    const body = (await res.json()) as { messages: { role: string; content: string }[] };
    const [q, a] = body.messages;
    if (body.messages.length === 2 && q?.role === 'user' && a?.role === 'assistant' && a.content === final)
      stored++;
  }
  return { n, completed, stored, wallMs };
};

/**
 * A zero-latency OpenAI-compatible provider in this process: it answers every request at once with a
 * short streamed text, and records when each request arrived and when its first token left, so Emmaus's
 * own time can be separated from the provider's.
 */
export const startInstantProvider = async () => {
  const marks: { received: number; firstTokenSent: number }[] = [];
  const server = createServer((req, res) => {
    const received = performance.now();
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'b', object: 'chat.completion.chunk', created: 1, model: 'instant', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: 'God so loved the world (John 3:16). ' }));
      marks.push({ received, firstTokenSent: performance.now() });
      res.write(chunk({ content: 'He gave his Son.' }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    marks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
