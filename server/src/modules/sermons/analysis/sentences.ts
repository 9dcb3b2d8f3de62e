// Sentences for the extractive methods (their words and stems are the text toolkit's, lib/text). Auto
// captions carry no punctuation, so long unpunctuated runs are cut into ~30-word pseudo-sentences.

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
