import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { parseAllowlist } from '../web-fetch/address-policy.ts';
import { createSafeFetcher, WebFetchError } from '../web-fetch/web-fetch.ts';
import { createChurchWebsiteAnalyzer } from './analyzer.ts';
import { guessPerspective } from './perspective.ts';

const VIDEO = 'http://127.0.0.1:9';
let sites: FakeChurchSites;
beforeAll(async () => {
  sites = await startFakeChurchSites({ videoPlatformUrl: VIDEO });
});
afterAll(() => sites.close());

const analyzer = (model?: MockLanguageModelV3) =>
  createChurchWebsiteAnalyzer({
    fetcher: createSafeFetcher({ allow: parseAllowlist(sites.allow), pageTimeoutMs: 500 }),
    videoHosts: ['127.0.0.1:9'],
    model,
  });

describe('church website analyzer (offline rules)', () => {
  it('reads a JSON-LD church: name, logo, address, about from the about page, channel, perspective', async () => {
    const { profile, record } = await analyzer().analyze(`${sites.origin}/grace/`);
    expect(profile).toMatchObject({
      not_a_church: false,
      name: 'Grace Community Church',
      logo_url: `${sites.origin}/grace/images/logo.png`,
      address: '120 Main Street, Springfield, IL, 62701',
      youtube_channel: `${VIDEO}/@gracechurch`,
      perspective: 'baptist',
    });
    expect(profile.about).toMatch(/^Grace Community Church is a family of believers/);
    // The statement itself, not the menu before it or the footer after it.
    expect(profile.service_times).toBe('Sunday Worship 9:00 AM and 11:00 AM');
    // Home plus five pages from the navigation; 'Give' and 'Events' are not pages that matter.
    expect(record.pages.map((p) => p.kind)).toEqual([
      'home',
      'about',
      'beliefs',
      'sermons',
      'staff',
      'contact',
    ]);
    expect(record.found).toContainEqual({
      field: 'name',
      source: 'JSON-LD name',
      url: `${sites.origin}/grace/`,
    });
    expect(record.found).toContainEqual({
      field: 'about',
      source: 'about page paragraph',
      url: `${sites.origin}/grace/about-us`,
    });
    expect(record.method).toBe('rules');
  });

  it('reads an OpenGraph-only site: og:site_name, og:description, og:image, channel link over the embed', async () => {
    const { profile } = await analyzer().analyze(`${sites.origin}/stmarks/`);
    expect(profile).toMatchObject({
      name: "St. Mark's Episcopal Church",
      about:
        'An Episcopal parish in the Anglican tradition, worshipping with the Book of Common Prayer since 1890.',
      logo_url: `${sites.origin}/stmarks/og.jpg`,
      youtube_channel: `${VIDEO}/channel/UCstmarks000000000000001`,
      perspective: 'anglican',
      not_a_church: false,
    });
  });

  it('reads plain HTML: name from <title>, apple-touch-icon, text address and times, m.youtube.com channel', async () => {
    const { profile } = await analyzer().analyze(`${sites.origin}/riverside/`);
    expect(profile).toMatchObject({
      name: 'Riverside Fellowship',
      logo_url: `${sites.origin}/riverside/apple-touch-icon.png`,
      youtube_channel: 'https://m.youtube.com/c/RiversideFellowship',
      perspective: 'charismatic',
      not_a_church: false,
    });
    expect(profile.about).toMatch(/^Riverside Fellowship is a Spirit-filled/);
    expect(profile.address).toMatch(/^45 River Road/);
    expect(profile.service_times).toBe('Join us this Sunday at 10:30 AM at 45 River Road, Millbrook');
  });

  it('judges a bakery not a church, with a reason', async () => {
    const { profile } = await analyzer().analyze(`${sites.origin}/bakery/`);
    expect(profile.not_a_church).toBe(true);
    expect(profile.reason).toMatch(/No sign of a church/);
    expect(profile.name).toBe('Sunrise Bakery');
  });

  it('passes the fetcher errors on, typed', async () => {
    const error = await analyzer()
      .analyze(`${sites.origin}/forbidden/`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebFetchError);
    expect((error as WebFetchError).type).toBe('access_forbidden');
  });
});

describe('church website analyzer with a model', () => {
  const model = (object: Record<string, unknown>) =>
    new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text: JSON.stringify(object) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 10, text: 10, reasoning: 0 },
        },
        warnings: [],
      }),
    });

  it('takes the structured output, trimmed, and keeps only URLs seen on the pages', async () => {
    const mock = model({
      not_a_church: false,
      reason: ' A Baptist congregation. ',
      name: '  Grace Community Church  ',
      about: 'Grace is a church.',
      logo_url: 'https://evil.example/tracker.png',
      address: null,
      service_times: 'Sundays 9 and 11',
      youtube_channel: `${VIDEO}/@gracechurch`,
      perspective: 'reformed',
    });
    const { profile, record } = await analyzer(mock).analyze(`${sites.origin}/grace/`);
    expect(record.method).toBe('model');
    expect(profile.name).toBe('Grace Community Church');
    expect(profile.reason).toBe('A Baptist congregation.');
    expect(profile.perspective).toBe('reformed');
    // The invented logo is replaced by what the rules found on the page.
    expect(profile.logo_url).toBe(`${sites.origin}/grace/images/logo.png`);
    expect(profile.youtube_channel).toBe(`${VIDEO}/@gracechurch`);
    expect(JSON.stringify(mock.doGenerateCalls[0]?.prompt)).toContain('Grace Community Church');
  });

  it('falls back to the rules when the model answers nonsense', async () => {
    const mock = model({ name: 42 });
    const { profile, record } = await analyzer(mock).analyze(`${sites.origin}/bakery/`);
    expect(record.method).toBe('rules');
    expect(profile.not_a_church).toBe(true);
  });
});

describe('perspective guess', () => {
  it('is default when unsure or when the only hint is the creed', () => {
    expect(
      guessPerspective('City Church', 'We love Jesus.', 'I believe in the holy catholic church').slug,
    ).toBe('default');
    expect(guessPerspective('First Presbyterian Church', '', '').slug).toBe('reformed');
    expect(guessPerspective('St. Nicholas', 'A Greek Orthodox parish', 'Divine Liturgy at 10').slug).toBe(
      'eastern_orthodox',
    );
    expect(guessPerspective('Trinity', 'Lutheran and Methodist and Baptist friends', '').slug).toBe(
      'default',
    );
  });
});
