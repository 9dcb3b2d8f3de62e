/**
 * The reader's verse selection as kept in the `verse` query parameter: comma-separated numbers and
 * ranges "a-b" (only a ≤ b is accepted), e.g. "3,5-7,16". Parsing drops anything malformed rather than
 * failing, since the parameter comes from links people type and share.
 */
export const parseVerseParam = (param: string | null | undefined, max = 200): number[] => {
  if (!param) return [];
  const out = new Set<number>();
  for (const part of param.split(',')) {
    const m = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?$/.exec(part);
    if (!m?.[1]) continue;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (a < 1 || b < a) continue;
    for (let v = a; v <= Math.min(b, max); v++) out.add(v);
  }
  return [...out].sort((x, y) => x - y);
};

/** Writes verses back compactly: consecutive runs become ranges ([3,5,6,7] → "3,5-7"). */
export const formatVerseParam = (verses: readonly number[]): string => {
  const sorted = [...new Set(verses)].filter((v) => Number.isInteger(v) && v > 0).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end++;
      i++;
    }
    i++;
    parts.push(start === end ? `${start}` : `${start}-${end}`);
  }
  return parts.join(',');
};

/** Selecting a verse that is selected removes it; otherwise adds it. */
export const toggleVerse = (verses: readonly number[], verse: number): number[] =>
  verses.includes(verse) ? verses.filter((v) => v !== verse) : [...verses, verse].sort((a, b) => a - b);
