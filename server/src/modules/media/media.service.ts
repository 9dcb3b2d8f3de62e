import { createHash } from 'node:crypto';
import { isMediaUrl, mediaUrl } from '../../../../common/src/media.ts';
import { type SafeFetcher, WebFetchError } from '../../adapters/web-fetch/web-fetch.ts';
import { AppError } from '../../lib/errors.ts';
import { imageRefused, mediaNotFound } from './media.errors.ts';
import { imageRefusal, MEDIA_MAX_BYTES } from './media.image.ts';
import type { MediaRepository, MediaRow } from './media.repository.ts';

// Copies the images publishers name into the database (issue 37): fetched once by the server through
// the outbound address policy (adapters/web-fetch), checked by their bytes, then served from Emmaus.

/** Images copied from one text at most; the others stay remote, and readers never see remote images. */
export const MAX_IMAGES_PER_TEXT = 20;
/** Copies running at once for one save (a text's images, a page of thumbnails). */
const PARALLEL = 4;
/** A whole text's images, or a page of thumbnails, within this (each fetch has its own limit too). */
const BATCH_DEADLINE_MS = 20_000;

/**
 * An inline markdown image: `![alt](url)`, `![alt](<url>)`, with an optional title. Reference-style
 * images are not copied (their targets stay remote, so they are not shown to readers).
 */
const MARKDOWN_IMAGE =
  /!\[((?:[^[\]\\]|\\.)*)\]\(\s*(<[^<>\n]*>|[^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)((?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*)\)/g;

const isRemote = (url: string) => /^https?:\/\//i.test(url);

const REASONS: Record<WebFetchError['type'], string> = {
  blocked_address: 'its address is not one Emmaus fetches from',
  dns_error: 'its host name was not found',
  connection_error: 'its host could not be reached',
  timeout: 'its host took too long to answer',
  ssl_error: "its host's secure connection failed",
  not_found: 'it was not found there',
  access_forbidden: 'its host refused to send it',
  not_html: 'it is not an image',
  not_image: 'it is not an image',
  too_large: `it is larger than ${MEDIA_MAX_BYTES} bytes`,
};

/** Runs `work` over `items`, at most PARALLEL at once; the results in the items' order. */
const inTurns = async <T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
};

export const createMediaService = (deps: { repo: MediaRepository; fetcher: SafeFetcher }) => {
  /** Fetches, checks and stores one image; its /api/media URL, or a 422 saying why not. */
  const copy = async (url: string, signal?: AbortSignal): Promise<string> => {
    if (isMediaUrl(url)) return url;
    let body: Buffer;
    try {
      body = (
        await deps.fetcher.fetchImage(url, { maxBytes: MEDIA_MAX_BYTES, ...(signal ? { signal } : {}) })
      ).body;
    } catch (error) {
      if (error instanceof WebFetchError)
        throw imageRefused(
          url,
          error.type === 'not_image' ? `it is ${error.message.replace(/^Not/, 'not')}` : REASONS[error.type],
        );
      throw error;
    }
    const verdict = imageRefusal(body);
    if ('reason' in verdict) throw imageRefused(url, verdict.reason);
    const id = createHash('sha256').update(body).digest('hex');
    const { type, width, height } = verdict.info;
    await deps.repo.insert({ id, contentType: type, width, height, data: body, sourceUrl: url });
    return mediaUrl(id);
  };

  /** Copies each URL (a refused one is null): for texts and thumbnails, where one failure drops one image. */
  const copyAll = async (urls: readonly string[]): Promise<Map<string, string | null>> => {
    const signal = AbortSignal.timeout(BATCH_DEADLINE_MS);
    const copies = await inTurns(urls, async (url) => {
      try {
        return await copy(url, signal);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    });
    return new Map(urls.map((url, i) => [url, copies[i] ?? null]));
  };

  return {
    copy,

    /**
     * Markdown whose inline images at http(s) URLs point at their stored copies. An image that cannot
     * be copied keeps its URL: readers are not shown it (the web app shows only stored images), and the
     * next save tries again. The publisher's text is otherwise unchanged.
     */
    rewriteMarkdown: async (text: string): Promise<string> => {
      const urls = new Set<string>();
      for (const m of text.matchAll(MARKDOWN_IMAGE)) {
        const url = (m[2] ?? '').replace(/^<|>$/g, '');
        if (isRemote(url) && urls.size < MAX_IMAGES_PER_TEXT) urls.add(url);
      }
      if (!urls.size) return text;
      const copies = await copyAll([...urls]);
      return text.replace(MARKDOWN_IMAGE, (whole, alt: string, target: string, title: string) => {
        const copied = copies.get(target.replace(/^<|>$/g, ''));
        return copied ? `![${alt}](${copied}${title})` : whole;
      });
    },

    /**
     * Stored copies of remote images shown in lists (video thumbnails): those copied before are found
     * by their URL, the others copied now; null where an image cannot be copied.
     */
    copiesOf: async (urls: readonly string[]): Promise<Map<string, string | null>> => {
      const remote = [...new Set(urls.filter(isRemote))];
      const known = await deps.repo.idsOfSources(remote);
      const fresh = await copyAll(remote.filter((u) => !known.has(u)));
      const found = new Map<string, string | null>(fresh);
      for (const [url, id] of known) found.set(url, mediaUrl(id));
      return found;
    },

    /** A stored image for GET /api/media/{id}. */
    get: async (id: string): Promise<MediaRow> => {
      const row = await deps.repo.find(id);
      if (!row) throw mediaNotFound();
      return row;
    },
  };
};

export type MediaService = ReturnType<typeof createMediaService>;

/** What other modules are given (app.ts): copying, not serving. */
export type MediaImages = Pick<MediaService, 'copy' | 'rewriteMarkdown' | 'copiesOf'>;
