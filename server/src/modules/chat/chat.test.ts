import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditResponse,
  ChatMessagesResponse,
  type StreamEvent,
} from '../../../../common/src/contracts/chat.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { SHARED_AUDIT_NOTE } from './chat.presenter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ chatRateLimit: { perUser: 1000, perIp: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const newUser = async (): Promise<string> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user' });
  return String(res.headers[USER_ID_HEADER]);
};

const ask = async (user: string | undefined, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload,
    headers: user ? { [USER_ID_HEADER]: user } : {},
  });
  return { res, events: res.statusCode === 200 ? parseEventStream(res.body) : [] };
};

const john316 = {
  bible_id: 'eng-web',
  bookId: 'JHN',
  chapter: 3,
  verses: [16],
  prompt: 'What does it mean that God loved the world?',
};
const finalOf = (events: StreamEvent[]) => events.find((e) => e.event === 'final_content')?.data as string;
const infoOf = (events: StreamEvent[]) => {
  const e = events.find((x) => x.event === 'chat_info');
  if (e?.event !== 'chat_info') throw new Error('no chat_info');
  return e.data;
};
const endOf = (events: StreamEvent[]) => {
  const e = events.at(-1);
  if (e?.event !== 'stream_end') throw new Error(`last event is ${e?.event}`);
  return e.data;
};
const get = (url: string, user: string) =>
  t.app.inject({ method: 'GET', url, headers: { [USER_ID_HEADER]: user } });
const post = (url: string, user: string) =>
  t.app.inject({ method: 'POST', url, headers: { [USER_ID_HEADER]: user } });

describe('POST /api/chat: the stream, event by event', () => {
  it('streams chat_info, status, content fragments, final_content and stream_end, in that order', async () => {
    const user = await newUser();
    const { res, events } = await ask(user, john316);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const kinds = events.map((e) => e.event);
    expect(kinds[0]).toBe('chat_info');
    expect(kinds.slice(1, 3)).toEqual(['status', 'status']);
    expect(kinds.slice(-2)).toEqual(['final_content', 'stream_end']);
    expect(kinds.filter((k) => k === 'content').length).toBeGreaterThan(5);
    const info = infoOf(events);
    expect(info).toMatchObject({
      title: 'John 3: What does it mean that God loved the world?',
      is_owner: true,
      is_public: false,
    });

    const streamed = events.flatMap((e) => (e.event === 'content' ? [e.data] : [])).join('');
    const final = finalOf(events);
    expect(streamed).toContain('Emmaus study engine');
    expect(final).toContain('[John 3:16](/read/JHN/3?verse=16)');
    expect(final).toContain('Matthew Henry');
    // The offline note is one short line at the end, not the opening (issue 29).
    expect(final.match(/Answered offline by the Emmaus study engine/g)).toHaveLength(1);
    expect(final.trimEnd().endsWith('*Answered offline by the Emmaus study engine.*')).toBe(true);
    const end = endOf(events);
    expect(end).toMatchObject({
      role: 'assistant',
      content: final,
      has_audit_data: true,
      model_provider: 'emmaus',
    });

    // Stored: the question and the answer, in order.
    const stored = ChatMessagesResponse.parse((await get(`/api/chat/${info.chat_id}/messages`, user)).json());
    expect(stored.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', john316.prompt],
      ['assistant', final],
    ]);
    expect(stored.reference).toEqual({
      book: 'John',
      book_id: 'JHN',
      chapter: 3,
      verse: '16',
      translation: 'eng-web',
    });
  });

  it('gives a new reader an id with the stream, and the chat is theirs', async () => {
    const { res, events } = await ask(undefined, { ...john316, verses: [] });
    const user = String(res.headers[USER_ID_HEADER]);
    expect(user.length).toBeGreaterThan(20);
    const chat = infoOf(events).chat_id;
    expect((await get(`/api/chat/${chat}/messages`, user)).json().is_owner).toBe(true);
  });

  it('answers different questions about the same verse differently, from the passage and its helps', async () => {
    const user = await newUser();
    const a = finalOf(
      (await ask(user, { ...john316, prompt: 'What does the Greek word for love mean here?' })).events,
    );
    const b = finalOf(
      (await ask(user, { ...john316, prompt: 'Where else does Scripture speak of eternal life?' })).events,
    );
    expect(a).not.toEqual(b);
    expect(a).toMatch(/agap/); // Strong's G25, the word behind "loved"
    expect(a.indexOf('The words behind the text')).toBeLessThan(a.indexOf('What Matthew Henry notes'));
    expect(b.indexOf('Where else Scripture speaks to this')).toBeLessThan(
      b.indexOf('What Matthew Henry notes'),
    );
  });

  it('continues a chat with the conversation so far in the model’s input', async () => {
    const user = await newUser();
    const first = await ask(user, john316);
    const chatId = infoOf(first.events).chat_id;
    const second = await ask(user, { ...john316, chat_id: chatId, prompt: 'And what about verse 17?' });
    expect(second.events.some((e) => e.event === 'chat_info')).toBe(false);
    const end = endOf(second.events);
    const audit = AuditResponse.parse(
      (await get(`/api/chat/${chatId}/message/${end.id}/audit`, user)).json(),
    );
    expect(audit.input_prompt).toContain(`Reader: ${john316.prompt}`);
    expect(audit.input_prompt).toContain('And what about verse 17?');
    expect((await get(`/api/chat/${chatId}/messages`, user)).json().messages).toHaveLength(4);
  });
});

describe('POST /api/chat: bad input', () => {
  it.each<[Record<string, unknown>, number, string | undefined]>([
    [{}, 400, 'Missing required fields: bible_id, bookId, chapter, prompt'],
    [{ ...john316, prompt: '   ' }, 400, 'Missing required fields: prompt'],
    [
      { ...john316, bible_id: undefined, bookId: undefined },
      400,
      'Missing required fields: bible_id, bookId',
    ],
    [{ ...john316, chapter: 'three' }, 400, 'chapter must be an integer'],
    [{ ...john316, verses: ['x'] }, 400, 'verses must be an array of verse numbers'],
    [{ ...john316, verses: '16' }, 400, undefined],
    [{ ...john316, chapter: ' ' }, 404, 'Chapter not found'],
    [{ ...john316, chapter: 99 }, 404, 'Chapter not found'],
    [{ ...john316, bible_id: 'nope' }, 404, 'Bible not found'],
    [{ ...john316, chat_id: 'not-a-chat' }, 404, 'Chat not found'],
    [{ ...john316, prompt: 'x'.repeat(2001) }, 400, undefined],
  ])('bad request %# answers %i', async (payload, status, detail) => {
    const { res } = await ask(await newUser(), payload);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    if (detail) expect(res.json().detail).toBe(detail);
  });

  it('accepts chapter and verses as numeric strings', async () => {
    const { events } = await ask(await newUser(), { ...john316, chapter: '3', verses: ['16', '17'] });
    expect(finalOf(events)).toContain('[John 3:17](/read/JHN/3?verse=17)');
  });
});

describe('chats: ownership and visibility', () => {
  let owner: string;
  let other: string;
  let chatId: string;
  let messageId: string;
  beforeAll(async () => {
    owner = await newUser();
    other = await newUser();
    const { events } = await ask(owner, john316);
    chatId = infoOf(events).chat_id;
    messageId = endOf(events).id;
  });

  it('lists only the reader’s own chats, newest first', async () => {
    const later = infoOf(
      (await ask(owner, { ...john316, chapter: 1, verses: [1], prompt: 'Who is the Word?' })).events,
    );
    const mine = (await get('/api/chats', owner)).json().chats.map((c: { chat_id: string }) => c.chat_id);
    expect(mine).toEqual([later.chat_id, chatId]);
    expect((await get('/api/chats', other)).json().chats).toEqual([]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/${later.chat_id}`,
      headers: { [USER_ID_HEADER]: owner },
    });
  });

  it('keeps a private chat, its messages and audits from everyone else (404)', async () => {
    expect((await get(`/api/chat/${chatId}/messages`, other)).statusCode).toBe(404);
    expect((await get(`/api/chat/${chatId}/message/${messageId}/audit`, other)).statusCode).toBe(404);
    expect((await post(`/api/chat/${chatId}/publish`, other)).statusCode).toBe(404);
    const follow = await ask(other, { ...john316, chat_id: chatId });
    expect(follow.res.statusCode).toBe(404);
  });

  it('lets anyone with the id read a published chat, and only the owner change it', async () => {
    expect((await post(`/api/chat/${chatId}/publish`, owner)).json()).toEqual({
      chat_id: chatId,
      is_public: true,
    });
    const seen = (await get(`/api/chat/${chatId}/messages`, other)).json();
    expect(seen).toMatchObject({ chat_id: chatId, is_public: true, is_owner: false });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/chat/${chatId}/messages` });
    expect(anonymous.json().is_owner).toBe(false);
    // Others read the published audit without what identifies the asker (issue 19 item 4).
    const shared = await get(`/api/chat/${chatId}/message/${messageId}/audit`, other);
    expect(shared.statusCode).toBe(200);
    const own = AuditResponse.parse(
      (await get(`/api/chat/${chatId}/message/${messageId}/audit`, owner)).json(),
    );
    expect(own.instructions_prompt).toContain('## Perspective: ');
    expect(own.instructions_prompt).toContain('## The reader: ');
    const seenByOther = AuditResponse.parse(shared.json());
    expect(seenByOther.instructions_prompt).not.toContain('## Perspective: ');
    expect(seenByOther.instructions_prompt).not.toContain('## The reader: ');
    expect(seenByOther.instructions_prompt).toContain(SHARED_AUDIT_NOTE);
    expect(
      seenByOther.instructions_prompt.startsWith(
        own.instructions_prompt.split('\n## Perspective: ')[0] ?? '-',
      ),
    ).toBe(true);
    expect(seenByOther.input_prompt).toBe(own.input_prompt);

    for (const res of [
      await post(`/api/chat/${chatId}/unpublish`, other),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/chat/${chatId}`,
        headers: { [USER_ID_HEADER]: other },
      }),
      (await ask(other, { ...john316, chat_id: chatId })).res,
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('chat.not_owner');
    }
    expect((await post(`/api/chat/${chatId}/unpublish`, owner)).json().is_public).toBe(false);
    expect((await get(`/api/chat/${chatId}/messages`, other)).statusCode).toBe(404);
  });

  it('audits how each answer was produced, for the tool loop of the study engine', async () => {
    const audit = AuditResponse.parse(
      (await get(`/api/chat/${chatId}/message/${messageId}/audit`, owner)).json(),
    );
    expect(audit.model_provider).toBe('emmaus');
    expect(audit.tool_calls.map((c) => c.tool_name)).toEqual([
      'get_passage',
      'get_commentary',
      'get_cross_references',
      'lookup_topic',
      'search_scripture',
      // Second step: the words of the question found in the verse ("loved", "world"), the passages
      // worded like the verse (parallels), the passages Nave's files under the verse's headings (the
      // two that bear most on the question first, then the others up to eight), and a passage the
      // commentary on John 3:16 cites.
      'lookup_word',
      'lookup_word',
      'search_scripture',
      ...Array<string>(8).fill('lookup_topic'),
      'get_passage',
    ]);
    expect(audit.tool_calls[0]?.arguments).toEqual({
      book: 'JHN',
      chapter: 3,
      start_verse: 16,
      end_verse: 16,
    });
    const passage = audit.tool_results.find((r) => r.tool_name === 'get_passage')?.result as {
      verses: { text: string }[];
    };
    expect(passage.verses[0]?.text).toMatch(/^For God so loved the world/);
    expect(audit.instructions_prompt).toContain('Never invent a reference');
    expect(audit.instructions_prompt).toContain('## Perspective: General Christian');
    expect(audit.input_prompt).toContain('Selected verses: John 3:16');
    expect(audit.input_prompt).toContain(john316.prompt);
    expect(audit.llm_raw_response).toContain('Emmaus study engine');
    expect(audit.unresolved_references).toEqual([]);
    expect((await get(`/api/chat/${chatId}/message/${chatId}/audit`, owner)).statusCode).toBe(404);
  });

  it('follows the reader’s profile and perspective on the next question', async () => {
    const reader = await newUser();
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: { [USER_ID_HEADER]: reader } });
    await put('/api/user/profile', { profile_slug: 'biblical_scholar' });
    await put('/api/user/theology', { theology_slug: 'reformed' });
    const { events } = await ask(reader, john316);
    const audit = (
      await get(`/api/chat/${infoOf(events).chat_id}/message/${endOf(events).id}/audit`, reader)
    ).json();
    expect(audit.instructions_prompt).toContain('## Perspective: Reformed');
    expect(audit.instructions_prompt).toContain('## The reader: Biblical Scholar');
  });

  it('deletes a chat for its owner only', async () => {
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/chat/${chatId}`,
          headers: { [USER_ID_HEADER]: other },
        })
      ).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/${chatId}`,
      headers: { [USER_ID_HEADER]: owner },
    });
    expect(res.json()).toEqual({ chat_id: chatId, deleted: true });
    expect((await get(`/api/chat/${chatId}/messages`, owner)).statusCode).toBe(404);
    expect((await get(`/api/chat/${chatId}/message/${messageId}/audit`, owner)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-user limit, and counts per IP as well', async () => {
    const limited = await createTestApp({ chatRateLimit: { perUser: 2, perIp: 3, windowSeconds: 600 } });
    try {
      const user = String(
        (await limited.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER],
      );
      const send = (id?: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: john316,
          headers: id ? { [USER_ID_HEADER]: id } : {},
        });
      expect((await send(user)).statusCode).toBe(200);
      expect((await send(user)).statusCode).toBe(200);
      const third = await send(user);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'request.rate_limited' });
      expect(third.json().detail).toMatch(/^Too many questions in a short time\. Please wait \d+ seconds?/);
      // A fresh id from the same address: the IP's count (4th request) stops it too.
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
