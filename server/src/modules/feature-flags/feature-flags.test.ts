import { describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { presentFlags } from './feature-flags.routes.ts';

describe('feature flags', () => {
  it('default run turns on everything but enable_esv; absent flags are false', () => {
    expect(presentFlags(loadConfig({}).FEATURE_FLAGS)).toEqual({
      enable_audit: true,
      enable_commentaries: true,
      enable_reading_plans: true,
      enable_translations: true,
      enable_esv: false,
    });
    expect(presentFlags(loadConfig({ FEATURE_FLAGS: '' }).FEATURE_FLAGS).enable_audit).toBe(false);
  });

  it('refuses an unknown flag at start-up', () => {
    expect(() => loadConfig({ FEATURE_FLAGS: 'enable_audit,enable_magic' })).toThrow(/FEATURE_FLAGS/);
  });
});

describe('feature flags on the server', () => {
  it('with enable_audit off, the audit does not exist (404 feature.disabled), even for the owner', async () => {
    const t = await createTestApp({ featureFlags: new Set() });
    try {
      const flags = await t.app.inject({ method: 'GET', url: '/api/feature-flags' });
      expect(Object.values(flags.json()).every((on) => on === false)).toBe(true);
      const user = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
      const ask = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { [USER_ID_HEADER]: user },
        payload: { bible_id: 'eng-web', bookId: 'JHN', chapter: 3, verses: [16], prompt: 'Why a Son?' },
      });
      const info = parseEventStream(ask.body)[0];
      const chatId = info?.event === 'chat_info' ? info.data.chat_id : '';
      const messages = (
        await t.app.inject({
          method: 'GET',
          url: `/api/chat/${chatId}/messages`,
          headers: { [USER_ID_HEADER]: user },
        })
      ).json().messages;
      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/chat/${chatId}/message/${messages.at(-1).id}/audit`,
        headers: { [USER_ID_HEADER]: user },
      });
      expect(audit.statusCode).toBe(404);
      expect(audit.json().code).toBe('feature.disabled');
    } finally {
      await t.close();
    }
  });
});
