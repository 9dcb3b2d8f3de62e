import type { SearchResponse } from '../../../common/src/contracts/bible.ts';
import { getJson } from '../api/client.ts';
import { isNetworkFailure } from '../api/error-message.ts';
import { listDownloads } from '../offline/downloads.ts';
import { PAGE_SIZE, type SearchState, searchApi } from './search-url.ts';

/** A page of results; `offline` when they come from a downloaded translation in this browser. */
export type SearchPageData = SearchResponse & { offline?: { bibleId: string; abbreviation: string } };

/** Offline with nothing downloaded: the page says how to search offline. */
export class NothingDownloaded extends Error {
  constructor() {
    super("You're offline. Download a translation to search it without a connection.");
  }
}

/**
 * The search page's results (issue 36): the server's online; offline, or when the server cannot be
 * reached, the downloaded translation's (the reader's own if it is downloaded), ranked the same way
 * (offline/offline-rank.ts).
 */
export const fetchSearch = async (
  bibleId: string,
  s: SearchState,
  online: boolean,
): Promise<SearchPageData> => {
  if (online) {
    try {
      // No such translation (a 404): nothing matches.
      return (
        (await getJson<SearchResponse>(searchApi(bibleId, s), 'Search')) ?? {
          results: [],
          total: 0,
          suggestion: null,
        }
      );
    } catch (err) {
      if (!isNetworkFailure(err)) throw err;
    }
  }
  const downloads = listDownloads();
  const source = downloads.find((d) => d.bibleId === bibleId) ?? downloads[0];
  if (!source) throw new NothingDownloaded();
  const { searchOffline } = await import('../offline/offline-search.ts');
  const page = await searchOffline(source.bibleId, s.q, {
    limit: PAGE_SIZE,
    offset: (s.page - 1) * PAGE_SIZE,
    scope: s.scope,
  });
  if (!page) throw new NothingDownloaded();
  return {
    ...page,
    suggestion: null,
    offline: { bibleId: source.bibleId, abbreviation: source.abbreviation },
  };
};
