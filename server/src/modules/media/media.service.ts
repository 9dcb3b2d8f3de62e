import { createHash } from 'node:crypto';
import { isMediaUrl, mediaUrl } from '../../../../common/src/media.ts';
import { type SafeFetcher, WebFetchError } from '../../adapters/web-fetch/web-fetch.ts';
import { type MediaReferrer, mediaIdsIn } from '../../db/media-references.ts';
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

const DAY_MS = 86_400_000;
/**
 * An image copied (or shown in a list) this recently is never removed, named or not: a save copies its
 * images before it writes the row naming them (a text's images within BATCH_DEADLINE_MS, a logo within
 * its fetch's limit), so another save naming the same bytes may be between the two. Ten minutes is far
 * beyond any of them.
 */
export const MEDIA_IN_FLIGHT_MS = 10 * 60_000;
/**
 * The daily sweep spares what was copied or shown within a day: video thumbnails are named by no row,
 * only shown in the dashboard's lists, and one not shown for a day is copied again when it next is.
 */
export const MEDIA_SWEEP_GRACE_MS = DAY_MS;
/** Ids asked of the referrers at once (each asks its table with a LIKE per id). */
const SWEEP_PAGE = 100;

export interface MediaSweepResult {
  /** Images old enough to go, looked at. */
  examined: number;
  /** Those no row named, removed. */
  removed: number;
}

/** An inline markdown image: `![alt](url)`, `![alt](<url>)`, with an optional title. */
const MARKDOWN_IMAGE =
  /!\[((?:[^[\]\\]|\\.)*)\]\(\s*(<[^<>\n]*>|[^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)((?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*)\)/g;

/**
 * A reference-style image, `![alt][label]`, `![alt][]` or `![alt]`: its URL is in a definition
 * elsewhere in the text. The shortcut form is one not followed by `(` or `[` (then it is one of the above).
 */
const IMAGE_REFERENCE = /!\[((?:[^[\]\\]|\\.)*)\](?:\[((?:[^[\]\\]|\\.)*)\]|(?![([]))/g;

/**
 * A link reference definition, `[label]: url "title"` at the start of a line (up to three spaces in),
 * its URL on the same line or the next: group 1 everything before the URL, 2 the label, 3 the URL.
 */
const REFERENCE_DEFINITION =
  /^( {0,3}\[((?:[^[\]\\]|\\.){1,999})\]:[ \t]*(?:\r?\n[ \t]*)?)(<[^<>\n]*>|[^\s<>]\S*)/gm;

/** A label as CommonMark matches them: case and runs of white space do not count. */
const normalLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

const unbracketed = (url: string) => url.replace(/^<|>$/g, '');

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

export const createMediaService = (deps: {
  repo: MediaRepository;
  fetcher: SafeFetcher;
  /** Where a failed removal is told (it never fails the save that asked for it). */
  warn?: (message: string) => void;
}) => {
  /** The modules whose rows name stored images (registerReferrer): an image none names is removed. */
  const referrers: MediaReferrer[] = [];

  /** Of these ids, those no referrer names; throws if one cannot say (then nothing is removed). */
  const unnamed = async (ids: readonly string[]): Promise<string[]> => {
    // A service no module told what it names (admin.ts copies a partner's icon with one) removes nothing.
    if (!ids.length || !referrers.length) return [];
    const named = new Set<string>();
    for (const names of await Promise.all(referrers.map((r) => r(ids))))
      for (const id of names) named.add(id);
    return ids.filter((id) => !named.has(id));
  };

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
     * Markdown whose images at http(s) URLs point at their stored copies: inline images, and the
     * definitions that reference-style images name (the definition's URL becomes the copy's, so the
     * image and any link using the same definition lead to the copy). An image that cannot be copied
     * keeps its URL: readers are not shown it (the web app shows only stored images), and the next save
     * tries again. The publisher's text is otherwise unchanged.
     */
    rewriteMarkdown: async (text: string): Promise<string> => {
      const urls = new Set<string>();
      const want = (url: string) => {
        if (isRemote(url) && urls.size < MAX_IMAGES_PER_TEXT) urls.add(url);
      };
      for (const m of text.matchAll(MARKDOWN_IMAGE)) want(unbracketed(m[2] ?? ''));
      // The labels images use (`![alt]` uses its alt text as its label), then the first definition of
      // each: a later definition of the same label is never used, so never fetched.
      const labels = new Set<string>();
      for (const m of text.matchAll(IMAGE_REFERENCE))
        labels.add(normalLabel(m[2] === undefined || m[2].trim() === '' ? (m[1] ?? '') : m[2]));
      const used = new Map<number, string>();
      const defined = new Set<string>();
      for (const m of text.matchAll(REFERENCE_DEFINITION)) {
        const label = normalLabel(m[2] ?? '');
        if (defined.has(label)) continue;
        defined.add(label);
        if (!labels.has(label)) continue;
        const url = unbracketed(m[3] ?? '');
        used.set(m.index, url);
        want(url);
      }
      if (!urls.size) return text;
      const copies = await copyAll([...urls]);
      return text
        .replace(REFERENCE_DEFINITION, (whole, head: string, _label: string, target: string, at: number) => {
          const url = used.get(at);
          const copied = url === undefined ? null : copies.get(url);
          return copied ? `${head}${target.startsWith('<') ? `<${copied}>` : copied}` : whole;
        })
        .replace(MARKDOWN_IMAGE, (whole, alt: string, target: string, title: string) => {
          const copied = copies.get(unbracketed(target));
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
      // Shown again: the daily sweep keeps a thumbnail a list still shows (MEDIA_SWEEP_GRACE_MS).
      await deps.repo.touch([...known.values()]);
      const found = new Map<string, string | null>(fresh);
      for (const [url, id] of known) found.set(url, mediaUrl(id));
      return found;
    },

    /**
     * A module whose rows name stored images says which of them it still names (each registers one as
     * it is wired: churches, sermons, partners). Read when images are removed, long after wiring.
     */
    registerReferrer: (referrer: MediaReferrer): void => {
      referrers.push(referrer);
    },

    /**
     * Called after a save or deletion that may have stopped naming images (`texts`: the logo URL, about
     * text or notes as they were): those of them no row names any more are removed now, except images
     * copied within MEDIA_IN_FLIGHT_MS, which the daily sweep removes later if still unnamed. Never
     * throws: the change is already made, and the sweep does what this could not.
     */
    release: async (texts: readonly (string | null | undefined)[]): Promise<void> => {
      const ids = [...new Set(texts.flatMap(mediaIdsIn))];
      if (!ids.length) return;
      try {
        await deps.repo.removeCopiedBefore(await unnamed(ids), MEDIA_IN_FLIGHT_MS);
      } catch (error) {
        deps.warn?.(
          `media: removing unused images failed (the daily sweep will): ${(error as Error).message}`,
        );
      }
    },

    /**
     * Removes every image that no row names and that was neither copied nor shown within
     * MEDIA_SWEEP_GRACE_MS: those a deletion left (a crash, a job that rewrote notes, a partner's new
     * icon), and thumbnails no list shows any more. Page by page in id order; a run cut short is done again.
     */
    sweep: async (signal?: AbortSignal): Promise<MediaSweepResult> => {
      const result: MediaSweepResult = { examined: 0, removed: 0 };
      let after = '';
      for (;;) {
        signal?.throwIfAborted();
        const ids = await deps.repo.idsCopiedBefore(MEDIA_SWEEP_GRACE_MS, after, SWEEP_PAGE);
        if (!ids.length) return result;
        after = ids.at(-1) ?? after;
        result.examined += ids.length;
        result.removed += (
          await deps.repo.removeCopiedBefore(await unnamed(ids), MEDIA_SWEEP_GRACE_MS)
        ).length;
      }
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

/** What other modules are given (app.ts): copying, naming what they use and letting go; not serving. */
export type MediaImages = Pick<
  MediaService,
  'copy' | 'rewriteMarkdown' | 'copiesOf' | 'registerReferrer' | 'release'
>;
