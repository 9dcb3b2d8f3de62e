export interface TextToken {
  kind: 'text';
  text: string;
}
export interface TagToken {
  kind: 'open' | 'close' | 'empty';
  name: string;
  attrs: Record<string, string>;
}
export type Token = TextToken | TagToken;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const decodeEntities = (s: string): string =>
  s.includes('&')
    ? s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
        if (e[0] === '#') {
          const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
          return Number.isFinite(code) ? String.fromCodePoint(code) : m;
        }
        return ENTITIES[e.toLowerCase()] ?? m;
      })
    : s;

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Splits a fragment of OSIS (one verse as SWORD stores it) into text and tag tokens. Fragments are not
 * well-formed on their own — containers that cross verses are sID/eID milestones — so this is a flat
 * tokenizer, and structure is rebuilt by the renderer that sees the whole chapter.
 */
export const tokenize = (osis: string): Token[] => {
  const out: Token[] = [];
  let last = 0;
  for (const m of osis.matchAll(TAG)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: decodeEntities(osis.slice(last, at)) });
    const attrs: Record<string, string> = {};
    for (const a of (m[3] ?? '').matchAll(ATTR)) attrs[a[1] ?? ''] = decodeEntities(a[2] ?? a[3] ?? '');
    const kind = m[1] ? 'close' : m[4] ? 'empty' : 'open';
    out.push({ kind, name: m[2] ?? '', attrs });
    last = at + m[0].length;
  }
  if (last < osis.length) out.push({ kind: 'text', text: decodeEntities(osis.slice(last)) });
  return out;
};

const SCAN = new RegExp(TAG.source, 'g');
const attrPatterns = new Map<string, RegExp>();

/**
 * `tokenize` without the tokens, for passes over a whole translation that read a few attributes of a
 * few elements (importer/osis-words.ts): each text (entities decoded) and each tag, its attributes
 * left as written (read one with `attrOf`).
 */
export const scanOsis = (
  osis: string,
  onText: (text: string) => void,
  onTag: (kind: TagToken['kind'], name: string, attrs: string) => void,
): void => {
  let last = 0;
  SCAN.lastIndex = 0;
  for (let m = SCAN.exec(osis); m; m = SCAN.exec(osis)) {
    if (m.index > last) onText(decodeEntities(osis.slice(last, m.index)));
    onTag(m[1] ? 'close' : m[4] ? 'empty' : 'open', m[2] ?? '', m[3] ?? '');
    last = m.index + m[0].length;
  }
  if (last < osis.length) onText(decodeEntities(osis.slice(last)));
};

/** One attribute of a tag's attributes as `scanOsis` gives them, decoded; undefined when absent. */
export const attrOf = (attrs: string, name: string): string | undefined => {
  if (!attrs.includes(name)) return undefined;
  let re = attrPatterns.get(name);
  if (!re) {
    re = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attrPatterns.set(name, re);
  }
  const m = re.exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : undefined;
};

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
