import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { type FakeStructuredProvider, startStructuredOpenAi } from '../../../../test/fake-providers.ts';
import { type FakeVideoPlatform, startFakeVideoPlatform } from '../../../../test/fake-video-platform.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { churches } from './churches.schema.ts';

// Onboarding with an AI model configured: the model reads the cleaned pages and fills the church
// profile by structured output (a local OpenAI-compatible server that refuses anything else), and its
// not_a_church judgement, with its reason, decides — even where the offline rules would see a church.

let t: TestApp;
let sites: FakeChurchSites;
let video: FakeVideoPlatform;
let model: FakeStructuredProvider;
let publisher: Principal;

const analyze = (website_url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/churches/analyze-website',
    headers: {
      [USER_ID_HEADER]: publisher.id,
      ...(publisher.cookie ? { cookie: publisher.cookie } : {}),
      ...SAME_ORIGIN,
    },
    payload: { website_url },
  });
const churchCount = async () => (await t.database.db.select().from(churches)).length;
const profile = (fields: Record<string, unknown>) =>
  JSON.stringify({
    not_a_church: false,
    reason: null,
    name: null,
    about: null,
    logo_url: null,
    address: null,
    service_times: null,
    youtube_channel: null,
    perspective: 'default',
    ...fields,
  });

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  sites = await startFakeChurchSites({ videoPlatformUrl: video.url });
  model = await startStructuredOpenAi();
  t = await createTestApp({
    signInPerMinute: 1000,
    videoPlatformUrl: video.url,
    outboundAllowPrivate: sites.allow,
    ai: { provider: 'openai-compatible', baseUrl: model.url, model: 'fake-site-model', timeoutMs: 10_000 },
  });
  publisher = await signedUpAccount(t.app, 'model-pastor@example.org');
  await runAdmin(t.database.db, ['grant-role', 'model-pastor@example.org', 'publisher'], () => '');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sites?.close();
  await video?.close();
  await model?.close();
});

describe('church onboarding with a model', () => {
  it("a site the model judges not a church: success:false, not_a_church with the model's reason, no church", async () => {
    const reason =
      'The pages describe a shop selling prayer books and candles, not a congregation that meets';
    model.answer = () => profile({ not_a_church: true, reason: `  ${reason}  `, name: "St. Mark's Shop" });
    const before = await churchCount();
    const sent = model.requests.length;
    const res = await analyze(`${sites.origin}/stmarks/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      church: null,
      error: 'Not a Church Website',
      error_type: 'not_a_church',
      message: reason,
      user_message: `This website does not appear to be a church's. ${reason}.`,
    });
    expect(await churchCount()).toBe(before);
    // The model was asked once, with the pages' text and the profile's JSON schema.
    const request = model.requests[sent] as { messages: { content: string }[] };
    expect(model.requests.length).toBe(sent + 1);
    expect(JSON.stringify(request.messages)).toContain('Book of Common Prayer');
  });

  it('a site the model judges a church: created from its structured output, the method recorded', async () => {
    model.answer = () =>
      profile({
        reason: 'An Episcopal parish with Sunday Eucharist.',
        name: "  St. Mark's Episcopal Church, Springfield ",
        about: 'A parish in the Anglican tradition.',
        perspective: 'anglican',
        // A player is no channel, and an address the pages never name is not kept.
        youtube_channel: `${video.url}/embed/dQw4w9WgXcQ`,
        logo_url: 'https://elsewhere.example/logo.png',
      });
    const body = (await analyze(`${sites.origin}/stmarks/`)).json();
    expect(body).toMatchObject({
      success: true,
      church: {
        name: "St. Mark's Episcopal Church, Springfield",
        about: 'A parish in the Anglican tradition.',
        theology: { slug: 'anglican' },
        // The rules' findings stand in for the URLs refused.
        youtube_channel: `${video.url}/channel/UCstmarks000000000000001`,
        logo_url: `${sites.origin}/stmarks/og.jpg`,
      },
    });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/churches/${body.church.id}/analysis`,
      headers: { [USER_ID_HEADER]: publisher.id, cookie: publisher.cookie, ...SAME_ORIGIN },
    });
    expect(record.json()).toMatchObject({ method: 'model', not_a_church: false });
  });
});
