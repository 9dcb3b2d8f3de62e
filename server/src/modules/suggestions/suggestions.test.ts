import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuggestionsResponse } from '../../../../common/src/contracts/bible.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createBibleRepository } from '../bible/bible.repository.ts';
import { createBibleService } from '../bible/bible.service.ts';
import { createLibraryRepository } from '../library/library.repository.ts';
import { createLibraryService } from '../library/library.service.ts';
import { createSuggestionsService } from './suggestions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('chapter suggestions', () => {
  it('offers three questions drawn from the chapter’s outline and the chapter itself', async () => {
    const { status, body } = await get('/api/bible/eng-web/book/JHN/chapters/3/suggestions');
    expect(status).toBe(200);
    const { suggestions } = SuggestionsResponse.parse(body);
    expect(suggestions).toHaveLength(3);
    // Matthew Henry's outline of John 3: "Christ's discourse with Nicodemus (1-21)".
    expect(suggestions[0]?.summary).toBe('What is happening in John 3:1-21');
    expect(suggestions[0]?.question).toContain("Christ's discourse with Nicodemus");
    expect(suggestions[1]?.summary).toBe('What is happening in John 3:22-36');
    expect(suggestions[2]?.summary).toBe('What is the main message of John 3');
    for (const s of suggestions) expect(s.summary.endsWith('?')).toBe(false);
  });

  it('follows the reader’s profile: devotional questions for a Christian one', async () => {
    const id = (await t.app.inject({ method: 'GET', url: '/api/user' })).headers['x-user-id'] as string;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { 'x-user-id': id },
      payload: { profile_slug: 'new_believer' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bible/eng-web/book/JHN/chapters/3/suggestions',
      headers: { 'x-user-id': id },
    });
    expect(res.json().suggestions.at(-1).summary).toBe('How does John 3 point to Jesus');
  });

  it('offers devotional questions to a Christian profile', async () => {
    const bible = createBibleService(createBibleRepository(t.database.db));
    const svc = createSuggestionsService(
      bible,
      createLibraryService(createLibraryRepository(t.database.db), bible),
    );
    const suggestions = await svc.forChapter('eng-web', 'JHN', 3, true);
    expect(suggestions.map((s) => s.summary)).toEqual([
      "What does John 3:1-21 teach about Christ's discourse with Nicodemus",
      "What does John 3:22-36 teach about the baptism of John of Christ John's testimony",
      'How does John 3 point to Jesus',
    ]);
    // A chapter without an outline still gets three, about the chapter and its book.
    const psalm = await svc.forChapter('eng-web', 'PSA', 117, true);
    expect(psalm).toHaveLength(3);
    expect(new Set(psalm.map((s) => s.summary)).size).toBe(3);
  });

  it('404s a chapter that does not exist, 400s a malformed one', async () => {
    expect((await get('/api/bible/eng-web/book/JHN/chapters/99/suggestions')).body.code).toBe(
      'bible.chapter_not_found',
    );
    expect((await get('/api/bible/eng-web/book/JHN/chapters/x/suggestions')).status).toBe(400);
  });
});
