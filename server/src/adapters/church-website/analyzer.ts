import { generateObject, type LanguageModel } from 'ai';
import { youTubeVideoId } from '../../../../common/src/youtube.ts';
import type { FetchedPage, SafeFetcher } from '../web-fetch/web-fetch.ts';
import { type PageLimits, PageTooComplexError } from './bounded-dom.ts';
import type { PageFacts, PageKind } from './extract.ts';
import { factsOf, type PageParser, pageBounds, parsePage } from './parse-page.ts';
import { guessPerspective } from './perspective.ts';
import { ChurchProfile, cleanProfile, httpUrl } from './profile.ts';
import { isChannelLink, rulesProfile } from './rules.ts';

// Reads a church's website: the home page, then up to 5 same-site pages the navigation points to
// (about, beliefs, sermons, staff, contact), all within 30 s. The offline rules always run; a
// configured model reads the cleaned pages and fills the same schema, checked the same way.
//
// The 30 s is one deadline for everything: fetching (a server dripping one byte a second is cut off at
// it), and reading each page (parse-page.ts checks it as it goes), so an analysis answers by then.

export interface AnalysisRecord {
  website_url: string;
  method: 'rules' | 'model';
  pages: { url: string; kind: string; status: number | null }[];
  found: { field: string; source: string; url: string }[];
  not_a_church: boolean;
  reason: string | null;
  address: string | null;
  service_times: string | null;
  analyzed_at: string;
}

export interface ChurchWebsiteAnalysis {
  /** The home page URL after redirects. */
  url: string;
  profile: ChurchProfile;
  record: AnalysisRecord;
}

export interface ChurchWebsiteAnalyzer {
  /**
   * Throws WebFetchError when the home page cannot be fetched, PageTooComplexError when it is beyond
   * what we read (nesting, size, time); extra pages may fail quietly.
   */
  analyze(websiteUrl: string): Promise<ChurchWebsiteAnalysis>;
}

export interface AnalyzerOptions {
  fetcher: SafeFetcher;
  /** Hosts (host:port) of VIDEO_PLATFORM_URL whose links count as video links. */
  videoHosts: readonly string[];
  /** A configured model; absent: deterministic rules only. */
  model?: LanguageModel | undefined;
  /**
   * The channel link of a video, read through the video-platform adapter (its watch page names the
   * uploader's channel): how a site whose only video is an embedded player still gets its channel.
   */
  channelOfVideo?: ((videoId: string) => Promise<string | null>) | undefined;
  overallTimeoutMs?: number;
  /** Bounds on reading one page (tests); PAGE_LIMITS otherwise. */
  pageLimits?: PageLimits | undefined;
  /**
   * Where pages are read: parsePage on this thread unless given (a worker-thread pool's run of the
   * same pure function, so a large page never holds the event loop).
   */
  parse?: PageParser | undefined;
}

const EXTRA_ORDER: PageKind[] = ['about', 'beliefs', 'sermons', 'staff', 'contact'];
const MAX_EXTRA = 5;

const SYSTEM = `You read a website's pages and fill a church profile. Use only what the pages say.
not_a_church is true when the site is not a church, parish, congregation or church plant (a shop,
a school without a congregation, a blog). about is one clean paragraph describing the church, never
menu or footer text. logo_url and youtube_channel must be URLs listed under CANDIDATE URLS or null.
perspective is the closest tradition from the denomination words; 'default' when unsure.`;

const pagePrompt = (facts: PageFacts[], candidates: string[]) =>
  [
    ...facts.map((f) =>
      [
        `PAGE ${f.url}`,
        f.ld ? `JSON-LD ${f.ld.type}: ${JSON.stringify(f.ld)}` : '',
        f.title ? `TITLE ${f.title}` : '',
        f.ogSiteName ? `OG SITE NAME ${f.ogSiteName}` : '',
        f.ogDescription ? `OG DESCRIPTION ${f.ogDescription}` : '',
        `TEXT ${f.paragraphs.join('\n').slice(0, 3000)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    `CANDIDATE URLS\n${candidates.join('\n')}`,
  ].join('\n\n');

/** The first video a page embeds or links to (a player, a watch link), with the page that shows it. */
const embeddedVideo = (facts: { facts: PageFacts }[], videoHosts: readonly string[]) => {
  for (const { facts: f } of facts)
    for (const link of f.videoLinks) {
      const videoId = youTubeVideoId(link, videoHosts);
      if (videoId) return { videoId, page: f.url };
    }
  return null;
};

export const createChurchWebsiteAnalyzer = (opts: AnalyzerOptions): ChurchWebsiteAnalyzer => ({
  analyze: async (websiteUrl) => {
    const overallMs = opts.overallTimeoutMs ?? 30_000;
    const deadline = Date.now() + overallMs;
    const signal = AbortSignal.timeout(overallMs);
    const parse = opts.parse ?? parsePage;
    const bounds = pageBounds(opts.videoHosts, opts.pageLimits, deadline);
    const read = async (page: FetchedPage) =>
      factsOf(await parse({ html: page.html, url: page.url, bounds }));
    const home = await opts.fetcher.fetchPage(websiteUrl, signal);
    const homeFacts = await read(home);
    const pages: AnalysisRecord['pages'] = [{ url: home.url, kind: 'home', status: home.status }];
    const picks = EXTRA_ORDER.flatMap((kind) =>
      homeFacts.navLinks.filter((l) => l.kind === kind).slice(0, 1),
    );
    const extra = picks.slice(0, MAX_EXTRA);
    const fetched = await Promise.allSettled(extra.map((l) => opts.fetcher.fetchPage(l.url, signal)));
    const facts: { kind: PageKind; facts: PageFacts }[] = [{ kind: 'home', facts: homeFacts }];
    // One page after another, each yielding to other requests while it is read.
    for (const [i, result] of fetched.entries()) {
      const link = extra[i];
      if (!link) continue;
      const page: FetchedPage | null = result.status === 'fulfilled' ? result.value : null;
      const status =
        page?.status ??
        (result.status === 'rejected' ? ((result.reason as { status?: number }).status ?? null) : null);
      pages.push({ url: link.url, kind: link.kind, status });
      if (!page) continue;
      try {
        facts.push({ kind: link.kind, facts: await read(page) });
      } catch (error) {
        // An extra page beyond what we read is left out, like one that could not be fetched.
        if (!(error instanceof PageTooComplexError)) throw error;
      }
    }

    const rules = rulesProfile(facts);
    let profile = cleanProfile(rules.profile);
    let method: AnalysisRecord['method'] = 'rules';
    const found = [...rules.found];
    if (opts.model) {
      const candidates = [
        ...new Set(
          facts.flatMap(({ facts: f }) => [
            f.ld?.logo,
            f.ogImage,
            f.appleTouchIcon,
            f.headerLogo,
            ...f.videoLinks,
          ]),
        ),
      ].filter((u): u is string => !!u);
      try {
        const { object } = await generateObject({
          model: opts.model,
          schema: ChurchProfile,
          system: SYSTEM,
          prompt: pagePrompt(
            facts.map((f) => f.facts),
            candidates,
          ),
          abortSignal: signal,
        });
        const fromModel = cleanProfile(object);
        // A model may invent URLs: only ones seen on the pages are kept (and a player is no channel).
        const seen = (u: string | null) => (u && candidates.includes(u) ? u : null);
        const channel = (u: string | null) => (u && isChannelLink(u) ? seen(u) : null);
        profile = {
          ...fromModel,
          name: fromModel.name ?? profile.name,
          about: fromModel.about ?? profile.about,
          logo_url: seen(fromModel.logo_url) ?? profile.logo_url,
          youtube_channel: channel(fromModel.youtube_channel) ?? profile.youtube_channel,
        };
        method = 'model';
        found.push({ field: 'profile', source: 'model', url: home.url });
      } catch {
        // A failing model leaves the rules' profile; the record says which one was used.
      }
    }
    if (method === 'rules') {
      const perspective = guessPerspective(
        profile.name ?? '',
        profile.about ?? '',
        facts.map((f) => f.facts.text).join(' '),
      );
      profile = { ...profile, perspective: perspective.slug as ChurchProfile['perspective'] };
      if (perspective.evidence.length)
        found.push({
          field: 'perspective',
          source: `words: ${perspective.evidence.join(', ')}`,
          url: home.url,
        });
    }
    if (!profile.youtube_channel && opts.channelOfVideo) {
      const embedded = embeddedVideo(facts, opts.videoHosts);
      const channel = embedded
        ? await opts.channelOfVideo(embedded.videoId).then(
            (url) => httpUrl(url),
            // A platform that is down leaves the church without a channel, which the publisher can set.
            () => null,
          )
        : null;
      if (embedded && channel) {
        profile = { ...profile, youtube_channel: channel };
        found.push({
          field: 'youtube_channel',
          source: `the video platform's page of the embedded video ${embedded.videoId}`,
          url: embedded.page,
        });
      }
    }
    return {
      url: home.url,
      profile,
      record: {
        website_url: home.url,
        method,
        pages,
        found,
        not_a_church: profile.not_a_church,
        reason: profile.reason,
        address: profile.address,
        service_times: profile.service_times,
        analyzed_at: new Date().toISOString(),
      },
    };
  },
});
