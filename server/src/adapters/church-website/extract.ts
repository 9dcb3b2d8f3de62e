import type { AnyNode, Element } from 'domhandler';
import { PAGE_LIMITS, PageBudget, type PageLimits, parseBounded, textOf, visitable } from './bounded-dom.ts';
import { httpUrl } from './profile.ts';

// What one page says, read with a real HTML parser: structured data (JSON-LD, OpenGraph, <title>)
// first, then the text. The analyzer combines pages.
//
// The page is hostile input: it is parsed under bounds (bounded-dom.ts), and every walk over it here is
// one iterative pass with an explicit stack (no recursion to overflow, no selector that looks up every
// element's ancestors), reading at most a bounded number of links, paragraphs, characters and nodes per
// link or paragraph. One walk collects everything the page is asked for (head tags too, no selector
// queries over the whole tree), and every loop pauses for other requests every SLICE_MS: a page of
// 20,000 links is read in slices, never in one stretch that holds a health check back.

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
/** Elements whose content is not visible text. */
const HIDDEN = new Set(['head', 'title', 'script', 'style', 'noscript', 'template']);

/** Bounds on what is read of one page (the rest of a huge page is not needed to find a church). */
const MAX_LINKS = 5_000;
const MAX_PARAGRAPHS = 500;
const MAX_PARAGRAPH = 4_000;
/** Nodes looked at under one paragraph (its text and its links' text). */
const MAX_PARAGRAPH_NODES = 1_000;
const MAX_BLOCK = 5_000;
const MAX_TEXT = 100_000;
const MAX_LD_SCRIPTS = 10;
const MAX_LD_CHARS = 100_000;
const MAX_LD_NODES = 500;
const MAX_LABEL = 200;
/** Nodes a walk visits between looks at the clock (budget, deadline, time to let others run). */
const STEPS_PER_LOOK = 256;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The blocks of visible text under `roots`, in document order; at most MAX_TEXT characters in all. */
const blocksOf = async (roots: AnyNode[], budget: PageBudget): Promise<string[]> => {
  const blocks: string[] = [];
  let total = 0;
  let current = '';
  const add = (text: string) => {
    if (current.length < MAX_BLOCK) current += text.slice(0, MAX_BLOCK - current.length + 1);
  };
  const flush = () => {
    const text = collapse(current).slice(0, MAX_BLOCK);
    current = '';
    if (!text) return;
    blocks.push(text);
    total += text.length;
  };
  // An element is pushed twice: once to enter it, then (under `exit`) to leave it after its children.
  const stack: ({ node: AnyNode; exit?: false } | { node: Element; exit: true })[] = roots
    .map((node) => ({ node }))
    .reverse();
  let steps = 0;
  while (stack.length && total < MAX_TEXT) {
    if (++steps % STEPS_PER_LOOK === 0) {
      budget.check();
      await budget.pause();
    }
    const step = stack.pop() as (typeof stack)[number];
    const node = step.node;
    if (node.type === 'text') {
      add((node as { data: string }).data);
      continue;
    }
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (HIDDEN.has(el.name)) continue;
    const block = BLOCK.has(el.name);
    if (block) flush();
    else if (SPACED.has(el.name)) add(' ');
    if (step.exit) continue;
    stack.push({ node: el, exit: true });
    for (let i = el.children.length - 1; i >= 0; i--) stack.push({ node: el.children[i] as AnyNode });
  }
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

/** The JSON-LD nodes of a parsed block: arrays and @graph lists opened, iteratively, MAX_LD_NODES at most. */
const flattenLd = (value: unknown, out: Record<string, unknown>[]): void => {
  const stack: unknown[] = [value];
  while (stack.length && out.length < MAX_LD_NODES) {
    const next = stack.pop();
    if (Array.isArray(next)) for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
    else if (next && typeof next === 'object') {
      const node = next as Record<string, unknown>;
      out.push(node);
      if (node['@graph']) stack.push(node['@graph']);
    }
  }
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

const readLd = (scripts: Element[], base: string, budget: PageBudget): PageFacts['ld'] => {
  const nodes: Record<string, unknown>[] = [];
  for (const el of scripts) {
    // A block longer than this is not a church's description of itself; parsing it would only cost.
    const json = textOf(el, MAX_LD_CHARS + 1);
    if (json.length > MAX_LD_CHARS) continue;
    try {
      flattenLd(JSON.parse(json), nodes);
    } catch {
      // A broken JSON-LD block is common; the page's other signals still count.
    }
    budget.check();
  }
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

/** A token of an element's class attribute, or its id, is `name`: `.menu`, `#menu`. */
const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);
/** Navigation: where the links to a site's own pages are. */
const isNav = (el: Element) =>
  el.name === 'nav' ||
  el.name === 'header' ||
  el.attribs.role === 'navigation' ||
  hasClass(el, 'menu') ||
  el.attribs.id === 'menu';
/** Page chrome: menus, header and footer, whose paragraphs do not describe the church. */
const isChrome = (el: Element) => isNav(el) || el.name === 'footer';
/** Where a logo sits: the header, or an element whose class names a logo. */
const isLogoPlace = (el: Element) => el.name === 'header' || (el.attribs.class ?? '').includes('logo');
const isLogoImg = (el: Element) =>
  (el.attribs.class ?? '').includes('logo') ||
  (el.attribs.id ?? '').includes('logo') ||
  (el.attribs.alt ?? '').toLowerCase().includes('logo');

/** Head and page tags read by name: `<meta property|name>` first `content`s, and the first of each. */
const META_KEYS = new Set([
  'property:og:site_name',
  'property:og:description',
  'property:og:image',
  'property:og:image:url',
  'name:description',
]);

interface Walked {
  /** a[href], iframe[src], link[href] in document order: where video links are looked for. */
  links: Element[];
  /** a[href] inside navigation, and all a[href] (when a page has no navigation, every link counts). */
  navAnchors: Element[];
  anchors: Element[];
  /** <p> outside the page chrome. */
  paragraphs: Element[];
  headerImg: Element | null;
  /** `<script type="application/ld+json">`, the first MAX_LD_SCRIPTS. */
  ldScripts: Element[];
  /** The first `content` of each META_KEYS meta tag (as `$(sel).attr('content')` reads the first match). */
  meta: Map<string, string | undefined>;
  title: Element | null;
  h1: Element | null;
  body: Element | null;
  /** The first <link rel="apple-touch-icon"> (or -precomposed). */
  touchIcon: Element | null;
}

/** Records a tag the page is asked for by name (head tags, the first title/h1/body). */
const note = (el: Element, out: Walked) => {
  const { name, attribs } = el;
  if (name === 'meta') {
    for (const attr of ['property', 'name'] as const) {
      const key = `${attr}:${attribs[attr]}`;
      if (attribs[attr] !== undefined && META_KEYS.has(key) && !out.meta.has(key))
        out.meta.set(key, attribs.content);
    }
  } else if (name === 'title') out.title ??= el;
  else if (name === 'h1') out.h1 ??= el;
  else if (name === 'body') out.body ??= el;
  else if (name === 'link' && !out.touchIcon) {
    const rel = attribs.rel ?? '';
    if (rel.split(/\s+/).includes('apple-touch-icon') || rel === 'apple-touch-icon-precomposed')
      out.touchIcon = el;
  }
};

/** One pass over the page, each element's context (inside navigation, chrome, a logo place) carried down. */
const walk = async (root: AnyNode, budget: PageBudget): Promise<Walked> => {
  const out: Walked = {
    links: [],
    navAnchors: [],
    anchors: [],
    paragraphs: [],
    headerImg: null,
    ldScripts: [],
    meta: new Map(),
    title: null,
    h1: null,
    body: null,
    touchIcon: null,
  };
  type Frame = { node: AnyNode; nav: boolean; chrome: boolean; logo: boolean };
  const stack: Frame[] = [{ node: root, nav: false, chrome: false, logo: false }];
  let steps = 0;
  while (stack.length) {
    if (++steps % STEPS_PER_LOOK === 0) {
      budget.check();
      await budget.pause();
    }
    const { node, ...context } = stack.pop() as Frame;
    if (node.type === 'script') {
      const el = node as Element;
      const type = (el.attribs.type ?? '').trim().toLowerCase();
      if (type === 'application/ld+json' && out.ldScripts.length < MAX_LD_SCRIPTS) out.ldScripts.push(el);
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    let { nav, chrome, logo } = context;
    if (node.type === 'tag') {
      const el = node as Element;
      const { name, attribs } = el;
      note(el, out);
      if (name === 'a' && attribs.href !== undefined) {
        if (out.links.length < MAX_LINKS) out.links.push(el);
        if (out.anchors.length < MAX_LINKS) out.anchors.push(el);
        if (nav && out.navAnchors.length < MAX_LINKS) out.navAnchors.push(el);
      } else if (
        (name === 'iframe' && attribs.src !== undefined) ||
        (name === 'link' && attribs.href !== undefined)
      ) {
        if (out.links.length < MAX_LINKS) out.links.push(el);
      } else if (name === 'p' && !chrome && !isChrome(el) && out.paragraphs.length < MAX_PARAGRAPHS)
        out.paragraphs.push(el);
      else if (name === 'img' && !out.headerImg && (logo || isLogoImg(el))) out.headerImg = el;
      nav ||= isNav(el);
      chrome ||= isChrome(el);
      logo ||= isLogoPlace(el);
    }
    const children = (node as Element).children;
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as AnyNode, nav, chrome, logo });
  }
  return out;
};

/** A paragraph's text and the text of the links in it, both bounded (nested <p>s share descendants). */
const paragraphText = (p: Element): { text: string; linkText: string } => {
  let text = '';
  let linkText = '';
  const stack: { node: AnyNode; link: boolean }[] = [{ node: p, link: false }];
  for (let seen = 0; stack.length && seen < MAX_PARAGRAPH_NODES && text.length <= MAX_PARAGRAPH; seen++) {
    const { node, link } = stack.pop() as (typeof stack)[number];
    if (node.type === 'text') {
      const data = (node as { data: string }).data;
      text += data;
      if (link) linkText += data;
    } else if (node.type === 'tag') {
      const el = node as Element;
      const inLink = link || el.name === 'a';
      const room = MAX_PARAGRAPH_NODES - seen - 1 - stack.length;
      for (let i = visitable(el.children.length, room) - 1; i >= 0; i--)
        stack.push({ node: el.children[i] as AnyNode, link: inLink });
    }
  }
  return {
    text: collapse(text.slice(0, MAX_PARAGRAPH + 1)),
    linkText: collapse(linkText.slice(0, MAX_PARAGRAPH + 1)),
  };
};

/** The path of a URL as words, even when its percent-escapes are not UTF-8 (decodeURIComponent throws). */
const pathWords = (pathname: string) => {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it is.
  }
  return path.replace(/[-_/]/g, ' ');
};

export interface ExtractOptions {
  limits?: PageLimits | undefined;
  /** Clock for the page's time budget (tests); pageClock() otherwise. */
  now?: (() => number) | undefined;
}

/**
 * What one page says. Throws PageTooComplexError when the page is beyond the limits: nested too deep,
 * too many elements, or more than its time budget (or the analysis's deadline) to read.
 */
export const extractPage = async (
  html: string,
  pageUrl: string,
  videoHosts: readonly string[],
  options: ExtractOptions = {},
): Promise<PageFacts> => {
  const limits = options.limits ?? PAGE_LIMITS;
  const budget = new PageBudget(limits.budgetMs, options.now, limits.deadline);
  const root = await parseBounded(html, limits, budget);
  const walked = await walk(root, budget);
  const abs = (v: string | null | undefined) => httpUrl(v, pageUrl);
  const meta = (key: string) => str(walked.meta.get(key));
  const ld = readLd(walked.ldScripts, pageUrl, budget);
  await budget.pause();

  const videoLinks = new Set<string>(ld?.sameAs.filter((s) => isVideoHost(new URL(s), videoHosts)) ?? []);
  for (const el of walked.links) {
    await budget.pause();
    const u = abs(el.attribs.href ?? el.attribs.src);
    if (u && isVideoHost(new URL(u), videoHosts)) videoLinks.add(u);
  }

  const here = new URL(pageUrl);
  const navLinks: PageFacts['navLinks'] = [];
  const navUrls = new Set<string>();
  for (const el of walked.navAnchors.length ? walked.navAnchors : walked.anchors) {
    await budget.pause();
    const u = abs(el.attribs.href);
    if (!u) continue;
    const target = new URL(u);
    target.hash = '';
    if (siteKey(target.host) !== siteKey(here.host) || target.pathname === here.pathname) continue;
    const label = `${textOf(el, MAX_LABEL)} ${pathWords(target.pathname)}`;
    const kind = KIND_WORDS.find(([, re]) => re.test(label))?.[0];
    const url = target.toString();
    if (kind && !navUrls.has(url)) {
      navUrls.add(url);
      navLinks.push({ url, kind });
    }
  }
  budget.check();

  const paragraphs: string[] = [];
  for (const p of walked.paragraphs) {
    await budget.pause();
    const { text, linkText } = paragraphText(p);
    if (text.length >= 40 && linkText.length < text.length / 3) paragraphs.push(text);
  }
  budget.check();
  const blocks = await blocksOf(walked.body ? [walked.body] : (root.children as AnyNode[]), budget);
  const first = (el: Element | null) => (el ? textOf(el, MAX_LABEL * 5) : null);

  return {
    url: pageUrl,
    ld,
    ogSiteName: meta('property:og:site_name'),
    ogDescription: meta('property:og:description'),
    ogImage: abs(meta('property:og:image') ?? meta('property:og:image:url')),
    metaDescription: meta('name:description'),
    title: str(first(walked.title)),
    h1: str(collapse(first(walked.h1) ?? '')),
    appleTouchIcon: abs(walked.touchIcon?.attribs.href),
    headerLogo: abs(walked.headerImg?.attribs.src),
    paragraphs,
    videoLinks: [...videoLinks],
    navLinks,
    text: blocks.join(' '),
    blocks,
  };
};
