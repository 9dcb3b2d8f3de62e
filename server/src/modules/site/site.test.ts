import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('site pages', () => {
  it('serves the launch announcement, copyright (with the licences) and privacy pages; 404 otherwise', async () => {
    for (const slug of ['launch-announcement', 'copyright', 'privacy']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/site/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().content.length).toBeGreaterThan(200);
    }
    const copyright = (await t.app.inject({ method: 'GET', url: '/api/site/copyright' })).json();
    expect(copyright.title).toBe('Copyright and licences');
    expect(copyright.content).toContain("Matthew Henry's Concise Commentary");
    expect(copyright.content).toContain('World English Bible');
    expect((await t.app.inject({ method: 'GET', url: '/api/site/nope' })).json()).toEqual({
      detail: 'Page not found',
      code: 'site.page_not_found',
    });
    // A malformed slug (here a path escape) is answered as an unknown page (issue 19 item 8).
    const malformed = await t.app.inject({ method: 'GET', url: '/api/site/..%2Fsecret' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().code).toBe('site.page_not_found');
  });
});
