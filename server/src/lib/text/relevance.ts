// Small, dependency-free text relevance for the study engine: which sentences of a commentary, which
// verses of a chapter, which words of a question matter. English only (the study engine's helps are).

const STOP = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how
  i if in into is it its itself just let me more most my no nor not now of off on once only or other our ours out over
  own same she should so some such than that the their theirs them then there these they this those through to too
  under until up upon very was we were what when where which while who whom why will with would you your yours
  thee thou thy thine ye hath doth unto shall shalt art saith
  mean means meaning verse verses chapter chapters passage text bible scripture scriptures say says said tell explain
  teach teaches teaching book really please think know want understand read reading about`.split(/\s+/),
);

/** A crude English stemmer: enough to meet "loved"/"loveth"/"loving" at "lov". */
export const stem = (word: string): string => {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  for (const suffix of [
    'ingly',
    'fulness',
    'ness',
    'ings',
    'ing',
    'eth',
    'est',
    'edst',
    'ed',
    'es',
    'ly',
    's',
    'e',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
};

/** Content words of a text, lower-cased, stop words removed. */
export const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

/** Distinct stems of a text's content words. */
export const termsOf = (text: string): Set<string> => new Set(contentWords(text).map(stem));

/** Splits prose into sentences; long semicolon chains (Matthew Henry's habit) split at their semicolons. */
export const sentences = (text: string): string[] => {
  const out: string[] = [];
  for (const s of text.split(/(?<=[.!?])\s+(?=[A-Z“"‘'(])/)) {
    const trimmed = s.trim();
    if (!trimmed) continue;
    if (trimmed.length > 320) {
      const parts = trimmed.split(/;\s+/);
      parts.forEach((p, i) => {
        const piece = p.trim();
        if (piece) out.push(i < parts.length - 1 ? `${piece}.` : piece);
      });
    } else out.push(trimmed);
  }
  return out.map((s) => s.charAt(0).toUpperCase() + s.slice(1));
};

/**
 * Scores each candidate by the question's terms it contains, rarer terms (among the candidates) counting
 * more, softened by length so a long sentence is not favoured for length alone.
 */
export const rankByQuestion = <T>(
  items: readonly T[],
  textOf: (item: T) => string,
  question: Set<string>,
): { item: T; score: number; index: number }[] => {
  const termSets = items.map((it) => termsOf(textOf(it)));
  const df = new Map<string, number>();
  for (const set of termSets) for (const t of set) if (question.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = items.length || 1;
  return items.map((item, index) => {
    const set = termSets[index] ?? new Set<string>();
    let score = 0;
    for (const t of question) if (set.has(t)) score += Math.log(1 + n / (df.get(t) ?? 1));
    const length = Math.max(set.size, 1);
    return { item, score: score / Math.sqrt(Math.log(2 + length)), index };
  });
};

/** A stable 32-bit hash, for choosing among equally good phrasings by question. */
export const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};
