import * as cheerio from 'cheerio';
import { httpUrl } from './profile.ts';

// What one page says, read with a real HTML parser: structured data (JSON-LD, OpenGraph, <title>)
// first, then the text. Pure functions; the analyzer combines pages.

export type PageKind = 'home' | 'about' | 'beliefs' | 'staff' | 'sermons' | 'contact';

export interface PageFacts {
  url: string;
  /** JSON-LD Church/PlaceOfWorship/Organization node, the most church-like one. */
  ld: {
    type: string;
    name: string | null;
    description: string | null;
    logo: string | null;
    address: string | null;
    sameAs: string[];
  } | null;
  ogSiteName: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  metaDescription: string | null;
  title: string | null;
  h1: string | null;
  appleTouchIcon: string | null;
  headerLogo: string | null;
  /** Paragraph texts outside nav/header/footer, link-light, in document order. */
  paragraphs: string[];
  /** Every link and player source pointing at the video platform. */
  videoLinks: string[];
  /** Same-site links from the navigation with the kind of page they lead to. */
  navLinks: { url: string; kind: PageKind }[];
  /** Visible text, menus included (for denomination and church words): the blocks joined by spaces. */
  text: string;
  /**
   * The visible text block by block (a paragraph, a heading, a list item, a cell…), menus included, so a
   * rule looking for one statement (service times, a street address) cannot run on into the next block.
   */
  blocks: string[];
}

/** Elements that start a new block of text. */
const BLOCK = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td th thead tr ul'.split(
    ' ',
  ),
);
/** Inline elements that read as separate words even when the markup puts nothing between them (menus). */
const SPACED = new Set(['a', 'button', 'img', 'label', 'option']);

/** A parsed node, as much of it as the walk needs (cheerio's domhandler nodes have this shape). */
type TextNode = { type: string; data?: string; name?: string; children?: TextNode[] };

const blocksOf = (roots: TextNode[]): string[] => {
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
    current = '';
  };
  const walk = (node: TextNode) => {
    if (node.type === 'text') {
      current += node.data ?? '';
      return;
    }
    if (node.type !== 'tag' || !node.children) return;
    const block = BLOCK.has(node.name ?? '');
    const spaced = SPACED.has(node.name ?? '');
    if (block) flush();
    else if (spaced) current += ' ';
    for (const child of node.children) walk(child);
    if (block) flush();
    else if (spaced) current += ' ';
  };
  for (const root of roots) walk(root);
  flush();
  return blocks;
};

const CHURCH_TYPES = [
  'Church',
  'PlaceOfWorship',
  'CatholicChurch',
  'BuddhistTemple',
  'Mosque',
  'Synagogue',
  'HinduTemple',
];
const ORG_TYPES = ['Organization', 'LocalBusiness', 'NGO', 'ReligiousOrganization', ...CHURCH_TYPES];

const KIND_WORDS: [PageKind, RegExp][] = [
  ['about', /\b(about|who[- ]we[- ]are|our[- ]story|our[- ]church|mission|history)\b/i],
  ['beliefs', /\b(believe|beliefs?|statement[- ]of[- ]faith|doctrine|what[- ]we[- ]teach|confession)\b/i],
  ['sermons', /\b(sermons?|media|watch|messages|live|podcasts?|videos?)\b/i],
  ['staff', /\b(staff|leadership|team|pastors?|elders|clergy)\b/i],
  ['contact', /\b(contact|visit|location|find[- ]us|directions|plan[- ]your[- ]visit)\b/i],
];

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

const typesOf = (node: Record<string, unknown>): string[] => {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
};

const flattenLd = (value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] => {
  if (Array.isArray(value)) for (const v of value) flattenLd(v, out);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    out.push(node);
    if (node['@graph']) flattenLd(node['@graph'], out);
  }
  return out;
};

const ldAddress = (a: unknown): string | null => {
  if (typeof a === 'string') return str(a);
  if (!a || typeof a !== 'object') return null;
  const p = a as Record<string, unknown>;
  const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']
    .map((k) => str(p[k]))
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
};

const ldLogo = (l: unknown): string | null => {
  if (typeof l === 'string') return str(l);
  if (l && typeof l === 'object')
    return str((l as Record<string, unknown>).url) ?? str((l as Record<string, unknown>).contentUrl);
  return null;
};

const readLd = ($: cheerio.CheerioAPI, base: string): PageFacts['ld'] => {
  const nodes: Record<string, unknown>[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      flattenLd(JSON.parse($(el).text()), nodes);
    } catch {
      // A broken JSON-LD block is common; the page's other signals still count.
    }
  });
  const rank = (n: Record<string, unknown>) =>
    typesOf(n).some((t) => CHURCH_TYPES.includes(t))
      ? 2
      : typesOf(n).some((t) => ORG_TYPES.includes(t))
        ? 1
        : 0;
  const best = nodes.filter((n) => rank(n) > 0).sort((a, b) => rank(b) - rank(a))[0];
  if (!best) return null;
  const sameAs = best.sameAs;
  return {
    type: typesOf(best)[0] ?? 'Organization',
    name: str(best.name),
    description: str(best.description),
    logo: httpUrl(ldLogo(best.logo) ?? ldLogo(best.image), base),
    address: ldAddress(best.address),
    sameAs: (Array.isArray(sameAs) ? sameAs : [sameAs])
      .map((s) => httpUrl(str(s), base))
      .filter((s): s is string => !!s),
  };
};

const siteKey = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** True for a link to the video platform: youtube.com, m.youtube.com, youtu.be or `extraHosts`. */
export const isVideoHost = (url: URL, extraHosts: readonly string[]) => {
  const host = url.host.toLowerCase();
  return (
    [
      'youtube.com',
      'www.youtube.com',
      'm.youtube.com',
      'youtu.be',
      'youtube-nocookie.com',
      'www.youtube-nocookie.com',
    ].includes(host) || extraHosts.includes(host)
  );
};

export const extractPage = (html: string, pageUrl: string, videoHosts: readonly string[]): PageFacts => {
  const $ = cheerio.load(html);
  const meta = (sel: string) => str($(sel).attr('content'));
  const abs = (v: string | null | undefined) => httpUrl(v, pageUrl);
  const ld = readLd($, pageUrl);

  const videoLinks = new Set<string>(ld?.sameAs.filter((s) => isVideoHost(new URL(s), videoHosts)) ?? []);
  $('a[href], iframe[src], link[href]').each((_, el) => {
    const u = abs($(el).attr('href') ?? $(el).attr('src'));
    if (u && isVideoHost(new URL(u), videoHosts)) videoLinks.add(u);
  });

  const here = new URL(pageUrl);
  const navLinks: PageFacts['navLinks'] = [];
  const navAnchors = $(
    'nav a[href], header a[href], [role="navigation"] a[href], .menu a[href], #menu a[href]',
  );
  (navAnchors.length ? navAnchors : $('a[href]')).each((_, el) => {
    const u = abs($(el).attr('href'));
    if (!u) return;
    const target = new URL(u);
    target.hash = '';
    if (siteKey(target.host) !== siteKey(here.host) || target.pathname === here.pathname) return;
    const label = `${$(el).text()} ${decodeURIComponent(target.pathname).replace(/[-_/]/g, ' ')}`;
    const kind = KIND_WORDS.find(([, re]) => re.test(label))?.[0];
    if (kind && !navLinks.some((l) => l.url === target.toString()))
      navLinks.push({ url: target.toString(), kind });
  });

  const headerImg = $(
    'header img, [class*="logo"] img, img[class*="logo"], img[id*="logo"], img[alt*="logo" i]',
  ).first();
  const paragraphs: string[] = [];
  $('p').each((_, el) => {
    const p = $(el);
    if (p.closest('nav, header, footer, [role="navigation"], .menu, #menu').length) return;
    const text = p.text().replace(/\s+/g, ' ').trim();
    const linkText = p.find('a').text().replace(/\s+/g, ' ').trim();
    if (text.length >= 40 && linkText.length < text.length / 3) paragraphs.push(text);
  });
  $('script, style, noscript, template').remove();
  const blocks = blocksOf($('body').get() as unknown as TextNode[]);

  return {
    url: pageUrl,
    ld,
    ogSiteName: meta('meta[property="og:site_name"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: abs(meta('meta[property="og:image"]') ?? meta('meta[property="og:image:url"]')),
    metaDescription: meta('meta[name="description"]'),
    title: str($('title').first().text()),
    h1: str($('h1').first().text().replace(/\s+/g, ' ')),
    appleTouchIcon: abs(
      $('link[rel~="apple-touch-icon"], link[rel="apple-touch-icon-precomposed"]').attr('href'),
    ),
    headerLogo: abs(headerImg.attr('src')),
    paragraphs,
    videoLinks: [...videoLinks],
    navLinks,
    text: blocks.join(' '),
    blocks,
  };
};
