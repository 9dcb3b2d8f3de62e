/**
 * Strong's numbers as Emmaus writes them: a language letter and the number without leading zeros,
 * `G26` (Greek) and `H7965` (Hebrew). The modules write `strong:G0026`; readers type `g26`, `G0026`
 * or `strong:G26`. Shared by the server (routes, search) and the web app (links, search).
 */
const STRONGS = /^(?:strong:)?([GH])0*([1-9]\d{0,4})$/i;

/** `G26` for `G26`, `g0026`, `strong:G26`; undefined for anything else (`G0`, `X12`, `G123456`). */
export const normalizeStrongs = (raw: string): string | undefined => {
  const m = STRONGS.exec(raw.trim());
  return m?.[1] && m[2] ? `${m[1].toUpperCase()}${m[2]}` : undefined;
};

/**
 * The numbers a search names when it names only Strong's numbers (`G26`, `strong:H7965`, `G25 G5368`),
 * else undefined: a query with any other word is a search of the English text.
 */
export const strongsInQuery = (q: string): string[] | undefined => {
  const parts = q.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 10) return undefined;
  const ids = parts.map(normalizeStrongs);
  if (ids.some((id) => id === undefined)) return undefined;
  return [...new Set(ids as string[])];
};

export const strongsLanguage = (id: string): 'greek' | 'hebrew' => (id.startsWith('G') ? 'greek' : 'hebrew');
