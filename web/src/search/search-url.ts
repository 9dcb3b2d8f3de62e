/** The search page's state, all kept in its address so a search can be shared, reloaded and paged. */
export interface SearchState {
  q: string;
  /** '' (all), OT, NT, DC, or a book id. */
  scope: string;
  page: number;
}

export const PAGE_SIZE = 20;

export const readSearch = (params: URLSearchParams): SearchState => ({
  q: params.get('q')?.trim() ?? '',
  scope: params.get('scope') ?? '',
  page: Math.max(1, Math.min(250, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
});

export const searchHref = (s: SearchState): string => {
  const p = new URLSearchParams({ q: s.q });
  if (s.scope) p.set('scope', s.scope);
  if (s.page > 1) p.set('page', String(s.page));
  return `/search?${p.toString()}`;
};

/** The API address for one page of results; a scope is a testament or a book. */
export const searchApi = (bibleId: string, s: SearchState): string => {
  const p = new URLSearchParams({
    q: s.q,
    limit: String(PAGE_SIZE),
    offset: String((s.page - 1) * PAGE_SIZE),
  });
  if (s.scope === 'OT' || s.scope === 'NT' || s.scope === 'DC') p.set('testament', s.scope);
  else if (/^[1-4A-Z][A-Z0-9]{2}$/.test(s.scope)) p.set('book', s.scope);
  return `/api/bible/${encodeURIComponent(bibleId)}/search?${p.toString()}`;
};

/**
 * The query as the page quotes it back ("7 verses match “living water”"): a phrase typed in quotes is
 * quoted once, not inside the page's own quotes (“"living water"”).
 */
export const quotedQuery = (q: string): string => `“${q.replace(/^["“](.*)["”]$/s, '$1').trim()}”`;
