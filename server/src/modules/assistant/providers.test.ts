import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../../common/src/contracts/chat.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type FakeProvider, startAnthropic, startOpenAiCompatible } from '../../../../test/fake-providers.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// The same pipeline through real provider adapters, against local servers speaking their protocols.
const question = {
  bible_id: 'eng-web',
  bookId: 'JHN',
  chapter: 3,
  verses: [16],
  prompt: 'Why did God give his Son?',
};
// One real reference, one invented verse, one invented chapter (the test library has John and Romans).
const ANSWER =
  'God gave his Son out of love (John 3:16), as Paul says in Romans 5:8. See also John 3:99 and Romans 40:1.';

const TIMEOUT_MS = 1500;

describe.each([
  ['openai-compatible', startOpenAiCompatible, 'fake-gpt'],
  ['anthropic', startAnthropic, 'fake-claude'],
] as const)('%s', (provider, startFake, model) => {
  let fake: FakeProvider;
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    fake = await startFake();
    fake.answer = ANSWER;
    t = await createTestApp({
      ai: { provider, baseUrl: fake.url, apiKey: 'test-key', model, timeoutMs: TIMEOUT_MS },
      chatRateLimit: { perUser: 1000, perIp: 1000, windowSeconds: 60 },
    });
    user = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const ask = async (): Promise<StreamEvent[]> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: question,
      headers: { [USER_ID_HEADER]: user },
    });
    expect(res.statusCode).toBe(200);
    return parseEventStream(res.body);
  };

  it('runs a tool call split across chunks, then streams the text, checked and stored with its audit', async () => {
    fake.mode = 'tools-then-text';
    fake.requests.length = 0;
    const events = await ask();
    const kinds = events.map((e) => e.event);
    expect(kinds[0]).toBe('chat_info');
    expect(kinds.slice(-2)).toEqual(['final_content', 'stream_end']);
    const streamed = events.flatMap((e) => (e.event === 'content' ? [e.data] : [])).join('');
    expect(streamed).toBe(ANSWER);

    // Both steps went to the provider: the first offered all six tools with our prompts.
    expect(fake.requests).toHaveLength(2);
    const sent = JSON.stringify(fake.requests[0]);
    for (const name of [
      'get_passage',
      'search_scripture',
      'get_commentary',
      'get_cross_references',
      'lookup_topic',
      'lookup_word',
    ]) {
      expect(sent).toContain(`"${name}"`);
    }
    expect(sent).toContain('Never invent a reference');
    expect(JSON.stringify(fake.requests[1])).toContain('For God so loved the world');

    // The reference check: real references linked, invented ones flagged and counted.
    const final = events.find((e) => e.event === 'final_content')?.data as string;
    expect(final).toContain('[John 3:16](/read/JHN/3?verse=16)');
    expect(final).toContain('[Romans 5:8](/read/ROM/5?verse=8)');
    expect(final).toContain('John 3:99 ⚠️ *(no such passage in the Bible)*');
    expect(final).toContain('Romans 40:1 ⚠️');
    const end = events.at(-1);
    if (end?.event !== 'stream_end') throw new Error('no stream_end');
    expect(end.data).toMatchObject({
      model_provider: expect.stringContaining(provider.split('-')[0] ?? ''),
      model_name: model,
    });

    const chatId = events[0]?.event === 'chat_info' ? events[0].data.chat_id : '';
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/${chatId}/message/${end.data.id}/audit`,
        headers: { [USER_ID_HEADER]: user },
      })
    ).json();
    expect(audit.tool_calls).toEqual([
      { tool_name: 'get_passage', arguments: { book: 'JHN', chapter: 3, start_verse: 16, end_verse: 16 } },
    ]);
    expect(audit.tool_results[0].result.verses[0].text).toMatch(/^For God so loved/);
    expect(audit.llm_raw_response).toBe(ANSWER);
    expect(audit.unresolved_references).toEqual(['John 3:99', 'Romans 40:1']);
    expect(audit.model_name).toBe(model);
  });

  it('gives the model a word’s use across the translation when it looks the word up (word study)', async () => {
    fake.mode = 'tools-then-text';
    fake.tool = {
      name: 'lookup_word',
      args: ['{"strongs":"G25","book":"JHN",', '"chapter":3,"start_verse":16}'],
    };
    fake.requests.length = 0;
    let events: StreamEvent[];
    try {
      events = await ask();
    } finally {
      fake.tool = {
        name: 'get_passage',
        args: ['{"book":"JHN","chapter":3,"start_verse":16,"end_verse":16}'],
      };
    }
    // The tool's result went to the provider in the second step; the audit keeps it as it was sent.
    const end = events.at(-1);
    if (end?.event !== 'stream_end') throw new Error('no stream_end');
    const chatId = events[0]?.event === 'chat_info' ? events[0].data.chat_id : '';
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/${chatId}/message/${end.data.id}/audit`,
        headers: { [USER_ID_HEADER]: user },
      })
    ).json();
    const usage = audit.tool_results[0].result.entries[0].usage as {
      verses: number;
      books: { book: string }[];
      renderings: { text: string }[];
      elsewhere: { reference: string }[];
    };
    expect(JSON.stringify(fake.requests[1])).toContain('elsewhere');
    expect(usage.verses).toBeGreaterThan(10);
    expect(usage.books[0]?.book).toBe('John');
    expect(usage.renderings.map((r) => r.text)).toContain('loved');
    expect(usage.elsewhere.length).toBeGreaterThanOrEqual(3);
    expect(usage.elsewhere.map((v) => v.reference)).not.toContain('John 3:16');
  });

  it('turns an error in the middle of the stream into an error event, and stores no answer', async () => {
    fake.mode = 'error-mid-stream';
    const events = await ask();
    const last = events.at(-1);
    expect(last).toEqual({
      event: 'error',
      data: {
        code: 'ai.failed',
        detail: 'The AI model could not answer right now. Please try again in a moment.',
      },
    });
    expect(events.some((e) => e.event === 'final_content' || e.event === 'stream_end')).toBe(false);
    const chatId = events[0]?.event === 'chat_info' ? events[0].data.chat_id : '';
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/${chatId}/messages`,
        headers: { [USER_ID_HEADER]: user },
      })
    ).json();
    expect(stored.messages.map((m: { role: string }) => m.role)).toEqual(['user']);
  });

  it('tells the reader when the provider rejects the key', async () => {
    fake.mode = 'unauthorized';
    const last = (await ask()).at(-1);
    expect(last?.event).toBe('error');
    expect(last?.data).toMatchObject({
      code: 'ai.failed',
      detail: expect.stringContaining('API key was rejected'),
    });
  });

  it('ends with a timeout error event when the provider never answers', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const last = (await ask()).at(-1);
    expect(last).toEqual({
      event: 'error',
      data: { code: 'ai.timeout', detail: 'The AI model took too long to answer. Please try again.' },
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('aborts the model call when the reader disconnects', async () => {
    fake.mode = 'stall-after-text';
    const before = fake.hangUps;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [USER_ID_HEADER]: user },
      body: JSON.stringify(question),
      signal: abort.signal,
    });
    const reader = res.body?.getReader();
    let seen = '';
    while (!seen.includes('"event":"content"')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      seen += new TextDecoder().decode(chunk.value);
    }
    abort.abort();
    // Well before the model timeout, the provider sees the hang-up passed on to it.
    await expect
      .poll(() => fake.hangUps, { timeout: TIMEOUT_MS - 500, interval: 20 })
      .toBeGreaterThan(before);
  });
});

describe('a provider that is down', () => {
  it('ends the stream with an error event instead of hanging', async () => {
    // Port 9 (discard) is closed on the test machine: the connection is refused at once.
    const t = await createTestApp({
      ai: {
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'm',
        timeoutMs: TIMEOUT_MS,
      },
    });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: question });
      const events = parseEventStream(res.body);
      expect(events[0]?.event).toBe('chat_info');
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: {
          code: 'ai.failed',
          detail: 'The AI model could not answer right now. Please try again in a moment.',
        },
      });
    } finally {
      await t.close();
    }
  });
});
