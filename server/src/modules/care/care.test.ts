import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careOf } from '../../../../common/src/care/care-detect.ts';
import { CARE_MODEL } from '../../../../common/src/care/care-model-data.ts';
import { ChatMessagesResponse, type StreamEvent } from '../../../../common/src/contracts/chat.ts';
import { HomeResponse } from '../../../../common/src/contracts/home.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Care for a reader in crisis (issue 29), through the API as the web app uses it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ chatRateLimit: { perUser: 1000, perIp: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const home = async (prompt: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/home', payload: { prompt }, headers });
  expect(res.statusCode).toBe(200);
  return HomeResponse.parse(res.json());
};

const newUser = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);

const ask = async (user: string, prompt: string, at = { bookId: 'PSA', chapter: 34 }) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { bible_id: 'eng-web', ...at, verses: [], prompt },
    headers: { [USER_ID_HEADER]: user, 'accept-language': 'en-US,en;q=0.9' },
  });
  expect(res.statusCode).toBe(200);
  return parseEventStream(res.body);
};
const finalOf = (events: StreamEvent[]) => {
  const e = events.find((x) => x.event === 'final_content');
  return e?.event === 'final_content' ? e.data : '';
};

describe('POST /api/home: a reader who may be in danger', () => {
  it('opens a passage of comfort with the care card and the question, never the ranking of "kill"', async () => {
    for (const prompt of ['i want to kill myself', 'honestly i dont want to be alive anymore']) {
      const answer = await home(prompt, { 'accept-language': 'en-US' });
      expect(answer).toMatchObject({ ask_question: true, book: 'PSA', chapter: 34, verse: 18 });
      expect(answer.care?.kind).toBe('suicide');
      expect(answer.care?.resources.map((r) => r.name)).toEqual([
        '988 Suicide & Crisis Lifeline',
        'Find a Helpline (free, confidential lines in every country)',
      ]);
    }
  });

  it('gives violence at home its own lines, and a medical emergency its passage', async () => {
    const hit = await home('my husband hits me when he drinks');
    expect(hit.care?.kind).toBe('domestic');
    expect(hit.care?.resources.map((r) => r.name)).toContain('National Domestic Violence Hotline');
    const medical = await home('i took 30 tylenol');
    expect(medical).toMatchObject({ book: 'PSA', chapter: 46, verse: 1, care: { kind: 'medical' } });
  });

  it('shows a reader elsewhere the lines for everywhere, not the United States’ own', async () => {
    const answer = await home('i want to die', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(answer.care?.resources.map((r) => r.region)).toEqual(['*']);
  });

  it('stays quiet on death in Scripture and grief, and points gently to help for a friend', async () => {
    for (const prompt of [
      'why did Saul kill himself?',
      'what happens when we die',
      'my grandma died last week',
    ]) {
      const answer = await home(prompt);
      expect(answer.care, prompt).toBeUndefined();
    }
    const friend = await home('my friend said she wants to kill herself what do i do');
    expect(friend.care).toBeUndefined();
    expect(friend.support?.kind).toBe('friend');
  });

  it('opens a passage of comfort for a friend in danger, never one the ranking found for "end" or "ledge"', async () => {
    for (const prompt of [
      "my mate says he's going to end it tonight",
      'my roommate is sitting on the ledge of our balcony',
    ]) {
      const answer = await home(prompt);
      expect(answer, prompt).toMatchObject({
        book: '2CO',
        chapter: 1,
        verse: 3,
        support: { kind: 'friend' },
      });
      expect(answer.care, prompt).toBeUndefined();
    }
    // A comforting chapter the ranking finds is kept.
    expect(await home('my friend wants to kill himself')).toMatchObject({ book: 'PSA', chapter: 34 });
  });
});

describe('POST /api/home: a verse quoted is the verse', () => {
  it('opens the chapter a quotation comes from, with no card, where only the model read danger in it', async () => {
    // The model reads "makes me lie down" as danger; a pattern does not, and the verse is Psalm 23:2.
    const prompt = 'he makes me lie down in green pastures he leads me beside still waters';
    expect(careOf(prompt, CARE_MODEL)?.byModel).toBe(true);
    const answer = await home(prompt);
    expect(answer).toMatchObject({ book: 'PSA', chapter: 23 });
    expect(answer.care).toBeUndefined();
    expect(answer).not.toHaveProperty('quotation');
  });

  it('counts a line Scripture quotes twice (Isaiah 42 in Matthew 12) as a quotation', async () => {
    // The model reads "smoking" as a medical danger; the line is held nearly as much by both chapters.
    const prompt = 'a bruised reed he wont break and a smoking wick he wont put out';
    expect(careOf(prompt, CARE_MODEL)?.byModel).toBe(true);
    const answer = await home(prompt);
    expect(['MAT 12', 'ISA 42']).toContain(`${answer.book} ${answer.chapter}`);
    expect(answer.care).toBeUndefined();
  });

  it('lets through a line remembered in modern words, read by the model alone as danger', async () => {
    // Revelation 21:4 in a modern wording: the verse index holds it loosely (the WEB says "sorrow"), the
    // remembered lines hold it whole.
    const prompt = 'no more death or mourning or crying or pain';
    expect(careOf(prompt, CARE_MODEL)?.byModel).toBe(true);
    const answer = await home(prompt);
    expect(answer).toMatchObject({ book: 'REV', chapter: 21 });
    expect(answer.care).toBeUndefined();
  });

  it('keeps the card where a pattern names the danger, quotation or not, and where the model reads it in no verse', async () => {
    expect((await home('my soul is weary of my life, i want to kill myself')).care?.kind).toBe('suicide');
    const plain = 'i get so angry i punch walls. i dont want to be like this anymore';
    expect(careOf(plain, CARE_MODEL)?.byModel).toBe(true);
    expect((await home(plain)).care).toBeDefined();
  });
});

describe('POST /api/chat: care comes first', () => {
  it('sends the care event before anything else and answers with comfort only, kept in the stored chat', async () => {
    const user = await newUser();
    const events = await ask(user, 'i want to kill myself');
    expect(events[0]).toMatchObject({ event: 'care', data: { kind: 'suicide' } });
    const answer = finalOf(events);
    // Psalm 34:21 ("Evil shall kill the wicked") is in the chapter asked from: the answer never quotes it.
    expect(answer).not.toMatch(/kill the wicked|condemned|seek to kill/i);
    expect(answer).not.toMatch(/For reflection|heart of this passage/i);
    expect(answer).toContain('Please reach someone now');
    expect(answer).toContain('Psalms 34:17-18');
    expect(answer).toContain('Matthew 11:28-30');

    const info = events.find((e) => e.event === 'chat_info');
    const chatId = info?.event === 'chat_info' ? info.data.chat_id : '';
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/chat/${chatId}/messages`,
      headers: { [USER_ID_HEADER]: user },
    });
    const { messages } = ChatMessagesResponse.parse(stored.json());
    expect(messages[0]).toMatchObject({ role: 'user', care: { kind: 'suicide' } });
    expect(messages[1]?.care).toBeUndefined();
  });

  it('answers a question about death in Scripture as any other, with no card', async () => {
    const events = await ask(await newUser(), 'why did Judas hang himself?', { bookId: 'MAT', chapter: 27 });
    expect(events.some((e) => e.event === 'care')).toBe(false);
    expect(events[0]?.event).toBe('chat_info');
    expect(finalOf(events)).toContain('Emmaus study engine');
  });

  it('answers a verse of the open passage, quoted, with no card where only the model read danger in it', async () => {
    const prompt = 'he makes me lie down in green pastures he leads me beside still waters';
    expect(careOf(prompt, CARE_MODEL)?.byModel).toBe(true);
    const events = await ask(await newUser(), prompt, { bookId: 'PSA', chapter: 23 });
    expect(events.some((e) => e.event === 'care')).toBe(false);
    // The offline engine answers as the card does: a study of the verse, not words of care.
    expect(finalOf(events)).not.toMatch(/Please reach someone now|not your fault/);
    // From another passage the same words are no verse of it: the model's reading stands.
    const elsewhere = await ask(await newUser(), prompt, { bookId: 'ROM', chapter: 8 });
    expect(elsewhere[0]?.event).toBe('care');
  });
});
