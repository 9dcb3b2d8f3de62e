import type { PageFacts, PageKind } from './extract.ts';
import type { ChurchProfile } from './profile.ts';

// The offline reading of a church website: structured data first, then the text.

type Found = { field: string; source: string; url: string };
type Pages = { kind: PageKind; facts: PageFacts }[];

const GENERIC = /^(home|homepage|home page|welcome|index|official (web)?site|main)$/i;
const CHURCH_NAME =
  /\b(church|parish|chapel|cathedral|fellowship|congregation|ministries|abbey|basilica|kirk|assembly)\b/i;
const CHURCH_WORDS = [
  'church',
  'worship',
  'sermon',
  'pastor',
  'congregation',
  'parish',
  'ministry',
  'gospel',
  'jesus',
  'christ',
  'bible',
  'scripture',
  'fellowship',
  'chapel',
  'cathedral',
  'baptism',
  'eucharist',
  'liturgy',
  'prayer',
  'holy spirit',
  'god',
];
const SERVICE_WORD = /\b(sunday|saturday|wednesday|services?|worship|mass|eucharist)\b/i;
const CLOCK_TIME = /\b\d{1,2}(:\d{2})?\s?(a\.?m\.?|p\.?m\.?)/gi;
// Street names of at most 6 words and a locality of at most 4: unbounded, a block of capitalised words
// made each start try the rest of the block (quadratic).
const STREET =
  /\b\d{1,5}\s+[A-Z][\w.]{0,40}(\s+[A-Z][\w.]{0,40}){0,6}\s+(Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Highway|Hwy)\b\.?(,?\s+[A-Z][\w.]{0,40}(\s+[A-Z][\w.]{0,40}){0,4})?(,?\s+[A-Z]{2})?(\s+\d{5}(-\d{4})?)?/;

/**
 * The statement of service times in a block: the stretch between sentence stops ('.', '!', '?') that
 * names a service (Sunday, worship, mass…) and after it a time of day, running on past that time to the
 * next stop. The single regex this was (`[^.!?]*word[^.!?]*time[^.!?]*`) took cubic time on a long
 * block of service words without a stop (8,000 characters: minutes); this reads each stretch once.
 */
export const serviceTimeIn = (block: string): string | null => {
  let start = 0;
  while (start <= block.length) {
    let end = block.slice(start).search(/[.!?]/);
    end = end === -1 ? block.length : start + end;
    const stretch = block.slice(start, end);
    const word = SERVICE_WORD.exec(stretch);
    if (word) {
      // The last time after the service word (the regex's greedy choice); its 'a.m.' may run past the stop.
      const after = start + word.index + word[0].length;
      const window = block.slice(after, end + 4);
      let time: RegExpExecArray | null = null;
      CLOCK_TIME.lastIndex = 0;
      for (let m = CLOCK_TIME.exec(window); m && m.index < end - after; m = CLOCK_TIME.exec(window)) time = m;
      if (time) {
        const timeEnd = after + time.index + time[0].length;
        const rest = block.slice(timeEnd).search(/[.!?]/);
        return block.slice(start, rest === -1 ? block.length : timeEnd + rest);
      }
    }
    start = end + 1;
  }
  return null;
};

const titleName = (title: string): string | null => {
  const parts = title
    .split(/\s+[|\-–—:·•]\s+/)
    .map((p) => p.trim())
    .filter((p) => p && !GENERIC.test(p));
  return parts.find((p) => CHURCH_NAME.test(p)) ?? parts[0] ?? null;
};

/** A link to a channel (`/@handle`, `/channel/UC…`, `/c/…`, `/user/…`), not to one video or a player. */
export const isChannelLink = (link: string): boolean =>
  /\/(@[\w.-]+|channel\/UC[\w-]{22}|c\/[\w.-]+|user\/[\w.-]+)\/?$/.test(new URL(link).pathname);

export const rulesProfile = (pages: Pages): { profile: ChurchProfile; found: Found[] } => {
  const found: Found[] = [];
  const home = pages[0]?.facts;
  if (!home) throw new Error('no home page');
  const first = <T>(field: string, options: [string, T | null | undefined, string][]): T | null => {
    for (const [source, value, url] of options)
      if (value) {
        found.push({ field, source, url });
        return value;
      }
    return null;
  };
  const ofKind = (kind: PageKind) => pages.filter((p) => p.kind === kind).map((p) => p.facts);
  const all = pages.map((p) => p.facts);

  const name = first<string>('name', [
    ['JSON-LD name', home.ld?.name, home.url],
    ['og:site_name', home.ogSiteName, home.url],
    ['<title>', home.title ? titleName(home.title) : null, home.url],
    ['<h1>', home.h1, home.url],
  ]);

  const bestParagraph = (facts: PageFacts[]) =>
    facts
      .flatMap((f) => f.paragraphs.map((p) => [p, f.url] as const))
      .find(([p]) => p.length >= 80 && p.length <= 2000);
  const aboutPara = bestParagraph([...ofKind('about'), ...ofKind('beliefs')]);
  const homePara = bestParagraph([home]);
  const about = first<string>('about', [
    ['about page paragraph', aboutPara?.[0], aboutPara?.[1] ?? ''],
    ['JSON-LD description', home.ld?.description, home.url],
    ['og:description', home.ogDescription, home.url],
    ['meta description', home.metaDescription, home.url],
    ['home page paragraph', homePara?.[0], homePara?.[1] ?? ''],
  ]);

  const logo = first<string>('logo_url', [
    ['JSON-LD logo', home.ld?.logo, home.url],
    ['og:image', home.ogImage, home.url],
    ['apple-touch-icon', home.appleTouchIcon, home.url],
    ['header <img>', home.headerLogo, home.url],
  ]);

  const ldAddress = all.map((f) => [f.ld?.address, f.url] as const).find(([a]) => a);
  // One block at a time: a statement found in the text never runs on into the menu or footer beside it.
  const inBlocks = (find: (block: string) => string | null | undefined) =>
    all.flatMap((f) => f.blocks.map((b) => [find(b)?.trim(), f.url] as const)).find(([t]) => t);
  const textAddress = inBlocks((b) => STREET.exec(b)?.[0]);
  const address = first<string>('address', [
    ['JSON-LD address', ldAddress?.[0], ldAddress?.[1] ?? ''],
    ['page text', textAddress?.[0], textAddress?.[1] ?? ''],
  ]);
  const times = inBlocks(serviceTimeIn);
  const serviceTimes = first<string>('service_times', [['page text', times?.[0]?.trim(), times?.[1] ?? '']]);

  const links = all.flatMap((f) => f.videoLinks.map((l) => [l, f.url] as const));
  const channel = links.find(([l]) => isChannelLink(l));
  const youtubeChannel = first<string>('youtube_channel', [
    ['video platform link', channel?.[0].split(/[?#]/)[0], channel?.[1] ?? ''],
  ]);
  const embed = links.find(([l]) => /\/(embed|watch|live)\b|youtu\.be\//.test(l));
  if (!channel && embed) found.push({ field: 'video', source: `embedded player ${embed[0]}`, url: embed[1] });

  const ldChurch = all.find((f) => f.ld && /Church|PlaceOfWorship/.test(f.ld.type));
  const text = all
    .map((f) => f.text)
    .join(' ')
    .toLowerCase();
  const words = CHURCH_WORDS.filter((w) => new RegExp(`\\b${w}`).test(text));
  const churchName = !!name && CHURCH_NAME.test(name);
  const isChurch = !!ldChurch || churchName || words.length >= 4;
  const reason = ldChurch
    ? `The site describes itself as a ${ldChurch.ld?.type} in its structured data.`
    : isChurch
      ? `The pages speak of ${words.slice(0, 5).join(', ') || 'a church'}.`
      : `No sign of a church on the pages read${words.length ? ` (only: ${words.join(', ')})` : ''}: no worship, sermons, pastor or congregation.`;

  return {
    found,
    profile: {
      not_a_church: !isChurch,
      reason,
      name,
      about,
      logo_url: logo,
      address,
      service_times: serviceTimes,
      youtube_channel: youtubeChannel,
      perspective: 'default',
    },
  };
};
