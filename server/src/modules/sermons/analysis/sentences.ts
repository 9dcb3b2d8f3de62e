// Sentences for the extractive methods (their words and stems are the text toolkit's, lib/text). Auto
// captions carry no punctuation, so long unpunctuated runs are cut into ~30-word pseudo-sentences.
// Issue 30: notes are made only of whole sentences, so each unit says whether it is one — a piece cut
// for length, a run that starts mid-sentence, or a piece of a quotation is never shown as a sentence.

const SOUND_CUE = /\[(?:music|applause|laughter|inaudible|silence|cheering|singing|no audio)[^\]]*\]|[♪♫]+/gi;

export const stripSoundCues = (s: string): string => s.replace(SOUND_CUE, ' ').replace(/\s+/g, ' ').trim();

export interface SentenceUnit {
  text: string;
  /**
   * Begins as a sentence begins (a capital, a digit or an opening quote) and ends as one ends (. ! ?,
   * closing quotes), and was not cut for length: safe to show on its own.
   */
  whole: boolean;
  /**
   * 'whole': the sentence is itself a quotation ("…"); 'part': it is a piece of a quotation that opens
   * or closes elsewhere (Scripture read aloud across sentences). Neither is the preacher's own point.
   */
  quoted: 'whole' | 'part' | false;
  paragraph: number;
}

/** Never a sentence's end: "Mr. Spurgeon", "v. 5", "cf. John 3", "C. S. Lewis". */
const TITLE_ABBREVIATION = /(?:^|[\s(])(?:mr|mrs|ms|dr|st|rev|fr|vs|vv|v|cf|e\.g|i\.e)\.$/i;
const INITIAL = /(?:^|[\s(])[B-HJ-Z]\.$/;
/** An end only before a capital: "…and so on, etc. Then", but "at 9 a.m. on Sunday". */
const SOFT_ABBREVIATION = /(?:^|[\s(])(?:jr|sr|ch|no|vol|pp|p|etc|a\.m|p\.m)\.$/i;
const OPENING = /^["“‘(]*[A-Z0-9]/;
const CLOSING = /[.!?]["”’)]*$/;
/** A bare number before the full stop ("…like a city, 1.") is a list mark, not a sentence's end. */
const NUMBER_END = /(?:^|\s)\d{1,2}[.!?]["”’)]*$/;

/** Candidate ends: terminal punctuation (and closing quotes) followed by space. */
const BOUNDARY = /[.!?]+["”’)\]]*(?=\s+\S)/g;

const splitParagraph = (clean: string): string[] => {
  const out: string[] = [];
  let from = 0;
  for (const m of clean.matchAll(BOUNDARY)) {
    const end = (m.index ?? 0) + m[0].length;
    const head = clean.slice(from, end);
    const rest = clean.slice(end).trimStart();
    if (TITLE_ABBREVIATION.test(head) || INITIAL.test(head)) continue;
    if (SOFT_ABBREVIATION.test(head) && !/^["“‘(]?[A-Z]/.test(rest)) continue;
    out.push(head.trim());
    from = end;
  }
  const tail = clean.slice(from).trim();
  if (tail) out.push(tail);
  return out;
};

/** Where each double quotation mark opens or closes: straight quotes alternate, curly ones say. */
const quoteDepthAfter = (text: string, open: boolean): boolean => {
  let inside = open;
  for (const ch of text) {
    if (ch === '“') inside = true;
    else if (ch === '”') inside = false;
    else if (ch === '"') inside = !inside;
  }
  return inside;
};

/**
 * A run over 60 words is cut at clause punctuation (so "verses eighteen and nineteen, that…" stays
 * whole), and only unpunctuated speech at every 45 words.
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

export const sentenceUnits = (paragraphs: string[]): SentenceUnit[] => {
  const out: SentenceUnit[] = [];
  paragraphs.forEach((p, paragraph) => {
    const clean = stripSoundCues(p);
    if (!clean) return;
    let inQuote = false;
    for (const part of splitParagraph(clean)) {
      const before = inQuote;
      inQuote = quoteDepthAfter(part, before);
      const pieces = splitLong(part);
      const cut = pieces.length > 1;
      for (const text of pieces) {
        const startsQuote = /^["“]/.test(text);
        const endsQuote = /["”][)\].!?]*$/.test(text);
        const quoted: SentenceUnit['quoted'] =
          before || inQuote ? 'part' : startsQuote && endsQuote ? 'whole' : false;
        out.push({
          text,
          whole: !cut && OPENING.test(text) && CLOSING.test(text) && !NUMBER_END.test(text),
          quoted,
          paragraph,
        });
      }
    }
  });
  return out;
};

export const splitSentences = (paragraphs: string[]): string[] =>
  sentenceUnits(paragraphs).map((u) => u.text);
