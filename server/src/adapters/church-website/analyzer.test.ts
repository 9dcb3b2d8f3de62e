import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { parseAllowlist } from '../web-fetch/address-policy.ts';
import { createSafeFetcher, WebFetchError } from '../web-fetch/web-fetch.ts';
import { createChurchWebsiteAnalyzer } from './analyzer.ts';
import { PAGE_LIMITS, PageTooComplexError } from './bounded-dom.ts';
import { extractPage } from './extract.ts';
import { guessPerspective } from './perspective.ts';
import { serviceTimeIn } from './rules.ts';

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

describe('hostile pages: bounded, typed, never a crash', () => {
  /** The analysis of /<site>/: its outcome and the CPU milliseconds it took. */
  const timed = async (site: string) => {
    const before = process.cpuUsage();
    const outcome = await analyzer()
      .analyze(`${sites.origin}/${site}/`)
      .catch((e: unknown) => e);
    const { user, system } = process.cpuUsage(before);
    return { outcome, cpuMs: (user + system) / 1000 };
  };

  it.each([
    ['195 KB of nested <div>s', 'deepdivs', /nests elements more than 512 deep/],
    ['20,000 nested <span>s (past a recursive walk)', 'deepspans', /nests elements more than 512 deep/],
    ['1.4 MB of unclosed <a href> links', 'openlinks', /nests elements more than 512 deep/],
  ])('refuses %s with a PageTooComplexError, at once', async (_what, site, message) => {
    const { outcome, cpuMs } = await timed(site);
    expect(outcome).toBeInstanceOf(PageTooComplexError);
    expect((outcome as PageTooComplexError).type).toBe('page_too_complex');
    expect((outcome as Error).message).toMatch(message);
    expect(cpuMs).toBeLessThan(PAGE_LIMITS.budgetMs);
  });

  it('reads a page of 20,000 links within the budget and still finds the church', async () => {
    const { outcome, cpuMs } = await timed('manylinks');
    expect(outcome).toMatchObject({ profile: { name: 'Many Links Chapel', not_a_church: false } });
    expect(cpuMs).toBeLessThan(PAGE_LIMITS.budgetMs);
  });

  it('reads JSON-LD nested 49,000 deep and a link whose path is not UTF-8 without throwing', async () => {
    expect((await timed('ldnest')).outcome).toMatchObject({ profile: { name: 'Nested Data Church' } });
    expect((await timed('badescape')).outcome).toMatchObject({ profile: { name: 'Escape Church' } });
  });

  it('finds service times after 4,000 characters of service words without a time, in linear time', async () => {
    const { outcome, cpuMs } = await timed('servicewords');
    expect(outcome).toMatchObject({
      profile: { service_times: 'Sunday worship at 9 AM' },
    });
    expect(cpuMs).toBeLessThan(PAGE_LIMITS.budgetMs);
  });

  it('refuses a page past its element bound or time budget', async () => {
    const page = `<html><body>${'<p>Sunday worship</p>'.repeat(5_000)}</body></html>`;
    const limits = { ...PAGE_LIMITS, maxElements: 1_000 };
    await expect(extractPage(page, 'http://church.test/', [], { limits })).rejects.toThrow(
      /more than 1000 elements/,
    );
    // A clock that runs 1 ms each time it is read (every 1,024 elements while parsing): 5,000 elements
    // pass a budget of 3 ms.
    let clock = 0;
    const now = () => clock++;
    const slow = { limits: { ...PAGE_LIMITS, budgetMs: 3 }, now };
    await expect(extractPage(page, 'http://church.test/', [], slow)).rejects.toThrow(/more than 3 ms/);
    await expect(extractPage(page, 'http://church.test/', [])).resolves.toMatchObject({
      blocks: expect.arrayContaining(['Sunday worship']),
    });
  });
});

describe('service times', () => {
  // The regex the rules used before, cubic on long blocks: the linear reading must find the same text.
  const CUBIC =
    /[^.!?]*\b(sunday|saturday|wednesday|services?|worship|mass|eucharist)\b[^.!?]*\b\d{1,2}(:\d{2})?\s?(a\.?m\.?|p\.?m\.?)[^.!?]*/i;
  const WORDS = [
    'Sunday',
    'worship',
    'mass',
    'at',
    '9',
    '10:30',
    'AM',
    'a.m.',
    'pm',
    '.',
    '!',
    'and',
    'x7',
    'services',
  ];

  it('reads the same statement as the regex it replaces', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 3_000; n++) {
      const block = Array.from(
        { length: 1 + Math.floor(random() * 14) },
        () => WORDS[Math.floor(random() * WORDS.length)],
      ).join(random() < 0.8 ? ' ' : '');
      expect(serviceTimeIn(block), block).toBe(CUBIC.exec(block)?.[0] ?? null);
    }
    expect(serviceTimeIn('Join us this Sunday at 10:30 AM at 45 River Road, Millbrook')).toBe(
      'Join us this Sunday at 10:30 AM at 45 River Road, Millbrook',
    );
    const long = `${'Sunday worship service '.repeat(2_000)}at 9 AM`;
    expect(serviceTimeIn(long)).toBe(long);
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
