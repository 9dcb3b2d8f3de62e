import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { authRateLimit, authSession } from './auth.schema.ts';
import { createAuth } from './auth.ts';

// Issue 35: the privacy page says what a session and the rate limits keep about the reader, and for how
// long, as this code keeps it: a column added here, or a lifetime changed, has to be said there too.
let t: TestApp;
let privacy = '';
beforeAll(async () => {
  t = await createTestApp();
  privacy = (await t.app.inject({ method: 'GET', url: '/api/site/privacy' })).json().content;
});
afterAll(() => t.close());

const words = (s: string) => s.replace(/\s+/g, ' ');

describe('the privacy page', () => {
  it('says that a session keeps the address and user agent, how long it lasts and when it goes', async () => {
    expect(Object.keys(getTableColumns(authSession)).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'ipAddress', 'token', 'updatedAt', 'userAgent', 'userId'].sort(),
    );
    const { sessionConfig } = await createAuth(t.database.db, { secret: 'x'.repeat(32) }).$context;
    expect(sessionConfig.expiresIn).toBe(7 * 24 * 3600);
    expect(sessionConfig.updateAge).toBe(24 * 3600);
    const text = words(privacy);
    expect(text).toContain("a session with the IP address you signed in from, your browser's user agent");
    expect(text).toContain(
      'A session lasts 7 days, extended to 7 days from your last visit at most once a day',
    );
    expect(text).toContain('it is deleted when you sign out');
  });

  it('says that the rate limits keep addresses, for minutes', () => {
    expect(Object.keys(getTableColumns(authRateLimit))).toContain('key'); // the address and the path
    const text = words(privacy);
    expect(text).toContain('requests are counted per IP address in one-minute windows');
    expect(text).toContain('kept in the database with the address');
    expect(text).toContain('deleted with the next such request once a minute or two have passed');
    // The old line said the address was used only for a moment, which the database copy belies.
    expect(text).not.toContain('used only for a moment');
  });
});
