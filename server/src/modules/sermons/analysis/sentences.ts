// Sentences and words for the extractive methods. Auto captions carry no punctuation, so long
// unpunctuated runs are cut into ~30-word pseudo-sentences.

const SOUND_CUE = /\[(?:music|applause|laughter|inaudible|silence|cheering|singing|no audio)[^\]]*\]|[♪♫]+/gi;

export const stripSoundCues = (s: string): string => s.replace(SOUND_CUE, ' ').replace(/\s+/g, ' ').trim();

/**
 * A run over 60 words is cut at clause punctuation (so "verses eighteen and nineteen, that…" stays
 * whole), and only unpunctuated speech at every 30 words.
 */
const splitLong = (sentence: string): string[] => {
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length <= 60) return words.length ? [sentence] : [];
  const out: string[] = [];
  let current: string[] = [];
  for (const w of words) {
    current.push(w);
    const atClause = /[,;:—]$/.test(w) && current.length >= 20;
    if (atClause || current.length >= 45) {
      out.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) out.push(current.join(' '));
  return out;
};

export const splitSentences = (paragraphs: string[]): string[] => {
  const out: string[] = [];
  for (const p of paragraphs) {
    const clean = stripSoundCues(p);
    if (!clean) continue;
    // Split after . ! ? (and closing quotes) followed by a capital or quote; keep "Mr." and "v. 5" together.
    const parts = clean.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/);
    for (const part of parts) out.push(...splitLong(part.trim()));
  }
  return out;
};

export const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves thee thou thy thine ye hath doth unto upon shall will may might must also even yet now just like well oh say said says saying go going get got come one two three first second third let us know see way thing things much many every very into unto thus therefore o amen yes really want lot said tell look today people um uh okay right gonna`.split(
    /\s+/,
  ),
);

/** A light suffix-stripping stem so "abide", "abiding", "abides" meet. */
export const stem = (w: string): string => {
  let s = w;
  for (const suf of [
    'ingly',
    'ings',
    'ing',
    'edly',
    'ness',
    'ment',
    'ies',
    'ied',
    'es',
    'ed',
    'ly',
    's',
    'e',
  ]) {
    if (s.length > suf.length + 3 && s.endsWith(suf)) {
      s = s.slice(0, -suf.length);
      break;
    }
  }
  return s;
};

export const words = (s: string): string[] => s.toLowerCase().match(/[a-z][a-z']*/g) ?? [];

export const contentStems = (s: string): string[] =>
  words(s)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);
