// Caption formats (YouTube timed text above all) escape text as HTML, sometimes twice (`&amp;#39;`).

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  ccedil: 'ç',
  copy: '©',
  reg: '®',
  shy: '',
};

const codePoint = (n: number): string =>
  Number.isInteger(n) && n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff)
    ? String.fromCodePoint(n)
    : '';

const once = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED[body.toLowerCase()] ?? m;
  });

/** Decodes HTML entities until none is left (at most 3 rounds: double-encoded captions). */
export const decodeEntities = (s: string): string => {
  let out = s;
  for (let i = 0; i < 3; i++) {
    const next = once(out);
    if (next === out) break;
    out = next;
  }
  return out;
};
