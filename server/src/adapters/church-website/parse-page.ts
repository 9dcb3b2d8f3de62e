import {
  PAGE_LIMITS,
  type PageLimits,
  PageTooComplexError,
  type PageTooComplexReason,
} from './bounded-dom.ts';
import { extractPage, type PageFacts } from './extract.ts';

// Reading one fetched page, as a pure function of plain data: the HTML, the page's URL and the bounds
// in, the page's facts or a typed refusal out. No service, clock or closure crosses in and nothing but
// strings, numbers and arrays comes back, so the same call runs on the event loop (in slices, see
// bounded-dom.ts) or as a task of a worker-thread pool (lib/worker-pool.ts), where a thrown error
// would lose its class on the way back: a page beyond the bounds is a result, not an exception.

export interface PageBounds extends PageLimits {
  /** Hosts (host:port) whose links count as video links besides youtube.com's. */
  videoHosts: readonly string[];
}

export interface ParsePageInput {
  html: string;
  /** The page's URL after redirects: links are read relative to it. */
  url: string;
  bounds: PageBounds;
}

export type ParsedPage =
  | { ok: true; facts: PageFacts }
  | { ok: false; code: 'page_too_complex'; reason: PageTooComplexReason; message: string };

/** Reads one page within `bounds`: its facts, or why it is beyond what we read (never a hang). */
export const parsePage = async ({ html, url, bounds }: ParsePageInput): Promise<ParsedPage> => {
  const { videoHosts, ...limits } = bounds;
  try {
    return { ok: true, facts: await extractPage(html, url, videoHosts, { limits }) };
  } catch (error) {
    if (!(error instanceof PageTooComplexError)) throw error;
    return { ok: false, code: error.type, reason: error.reason, message: error.message };
  }
};

/** Where a page is read: parsePage itself, or the same call run by a worker-thread pool. */
export type PageParser = (input: ParsePageInput) => Promise<ParsedPage>;

/** The bounds a page is read under: PAGE_LIMITS unless given, and the analysis's deadline. */
export const pageBounds = (
  videoHosts: readonly string[],
  limits: PageLimits | undefined,
  deadline: number | undefined,
): PageBounds => ({
  ...(limits ?? PAGE_LIMITS),
  videoHosts: [...videoHosts],
  ...(deadline !== undefined ? { deadline } : {}),
});

/** A parsed page's facts, or its refusal thrown again as the PageTooComplexError it was. */
export const factsOf = (parsed: ParsedPage): PageFacts => {
  if (parsed.ok) return parsed.facts;
  throw new PageTooComplexError(parsed.message, parsed.reason);
};
