// Spoken and old written references are rewritten into the form the reference parser reads ("John
// chapter three" → "John 3", "Psalm xlvi." → "Psalm 46"); each rewrite keeps a map back to the original
// text, so a reference found in the rewritten text is reported where the preacher said it.

export interface Rewritten {
  text: string;
  /** origin[i]: the original index of text[i]; origin[text.length]: the original text's length. */
  origin: number[];
}

export const unchanged = (text: string): Rewritten => ({
  text,
  origin: Array.from({ length: text.length + 1 }, (_, i) => i),
});

/**
 * Replaces every match of a global regex, as String.replace with a function would; the characters a
 * replacement shares with the start or end of its match map to theirs, the others to the start of what
 * changed, and the character after it to its end.
 */
export const rewrite = (
  r: Rewritten,
  re: RegExp,
  fn: (match: string, ...groups: (string | undefined)[]) => string,
): Rewritten => {
  let text = '';
  const origin: number[] = [];
  let at = 0;
  for (const m of r.text.matchAll(re)) {
    const from = m.index;
    const replacement = fn(m[0], ...m.slice(1));
    if (replacement === m[0]) continue;
    text += r.text.slice(at, from);
    for (let i = at; i < from; i++) origin.push(r.origin[i] as number);
    text += replacement;
    // What the replacement keeps of the match at either end ("Psalm XXXII." → "Psalm 32.") maps to
    // where it was; the changed middle maps to where the change starts.
    const match = m[0];
    let head = 0;
    while (head < match.length && head < replacement.length && match[head] === replacement[head]) head++;
    let tail = 0;
    while (
      tail < match.length - head &&
      tail < replacement.length - head &&
      match[match.length - 1 - tail] === replacement[replacement.length - 1 - tail]
    )
      tail++;
    for (let i = 0; i < replacement.length; i++) {
      const j =
        i < head ? i : i >= replacement.length - tail ? match.length - (replacement.length - i) : head;
      origin.push(r.origin[from + j] as number);
    }
    at = from + match.length;
  }
  if (at === 0 && text === '') return r;
  text += r.text.slice(at);
  for (let i = at; i <= r.text.length; i++) origin.push(r.origin[i] as number);
  return { text, origin };
};

/** The original span of [from, to) in the rewritten text. */
/**
 * The same rewrite again while it still changes the text (at most eight passes): for a list whose each
 * item's lookbehind needs the one before it already rewritten.
 */
export const rewriteSettled = (
  r: Rewritten,
  re: RegExp,
  fn: (match: string, ...groups: (string | undefined)[]) => string,
): Rewritten => {
  let out = r;
  for (let pass = 0, before = ''; pass < 8 && before !== out.text; pass++) {
    before = out.text;
    out = rewrite(out, re, fn);
  }
  return out;
};

export const originalSpan = (r: Rewritten, from: number, to: number): [number, number] => [
  r.origin[from] ?? 0,
  r.origin[to] ?? r.origin[r.origin.length - 1] ?? 0,
];
