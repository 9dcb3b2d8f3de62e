import { decodeEntities } from './entities.ts';

// Transcripts arrive as plain text, WebVTT, SRT or YouTube timed text; all become cues, then paragraphs.

export interface Cue {
  /** Seconds from the start; null for plain text. */
  start: number | null;
  text: string;
}

export type TranscriptFormat = 'plain' | 'vtt' | 'srt' | 'timedtext';

/**
 * Cues read of one transcript: a three-hour service captioned every second has about 11,000; an upload
 * (1 MB) or a caption track beyond this is read as far as this bound.
 */
export const MAX_CUES = 50_000;

const TIME = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;
const seconds = (m: RegExpMatchArray): number =>
  Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4]}`);

/**
 * Caption markup (voice tags, styling) is not speech; sound cues like [Music] stay for the classifier.
 * A tag ends at the next '<' as well as at '>': `[^>]*` made every '<' of an upload of '<a<a<a…' scan
 * the rest of it (1 MB: hours).
 */
const TAG = /<\/?[a-z][^<>]*>/gi;
const cleanCueText = (s: string): string =>
  decodeEntities(s.replace(TAG, ''))
    .replace(TAG, '') // timed text escapes its <i> tags, so they appear only after decoding
    .replace(/\s+/g, ' ')
    .trim();

export const detectFormat = (text: string): TranscriptFormat => {
  const head = text.trimStart().slice(0, 2000);
  if (/^WEBVTT/.test(head)) return 'vtt';
  if (/<transcript[\s>]|<timedtext[\s>]|<text\s+start=/.test(head)) return 'timedtext';
  if (/^\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/m.test(head)) return 'srt';
  return 'plain';
};

/** WebVTT and SRT share the cue shape: optional id line, a timing line with -->, text lines. */
const parseTimedBlocks = (text: string): Cue[] => {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    if (cues.length >= MAX_CUES) break;
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue;
    const m = lines[timing]?.match(TIME);
    const body = cleanCueText(lines.slice(timing + 1).join(' '));
    if (body) cues.push({ start: m ? seconds(m) : null, text: body });
  }
  return dedupeRolling(cues);
};

/**
 * Auto captions repeat the previous line at the start of the next ("rolling" cues); keep only the
 * new words so the transcript reads once.
 */
const dedupeRolling = (cues: Cue[]): Cue[] => {
  const out: Cue[] = [];
  let prev = '';
  for (const cue of cues) {
    let text = cue.text;
    if (prev && text.startsWith(prev)) text = text.slice(prev.length).trim();
    else if (text === prev) text = '';
    prev = cue.text;
    if (text) out.push({ start: cue.start, text });
  }
  return out;
};

/**
 * The cues of timed text, each an element and the text up to its closing tag. Scanned by hand: the
 * regex this was (`<(text|p)…>([\s\S]*?)</\1>`) looked for a closing tag from every unclosed opening one,
 * to the end of the text each time (1 MB of `<text>`s: minutes); here, once a name has no closing tag
 * left, no later opening of that name looks again.
 */
const parseTimedText = (xml: string): Cue[] => {
  const cues: Cue[] = [];
  // <text start="1.2" dur="3"> (srv1) and <p t="1200" d="3000"> (srv3) both occur.
  const open = /<(text|p)\b([^<>]*)>/g;
  const unclosed = new Set<string>();
  for (let m = open.exec(xml); m && cues.length < MAX_CUES; m = open.exec(xml)) {
    const name = m[1] ?? 'text';
    if (unclosed.has(name)) continue;
    const from = m.index + m[0].length;
    const close = xml.indexOf(`</${name}>`, from);
    if (close === -1) {
      unclosed.add(name);
      continue;
    }
    open.lastIndex = close + name.length + 3;
    const attrs = m[2] ?? '';
    const start = attrs.match(/\bstart="([\d.]+)"/)?.[1];
    const t = attrs.match(/\bt="(\d+)"/)?.[1];
    const body = cleanCueText(xml.slice(from, close));
    if (body) cues.push({ start: start ? Number(start) : t ? Number(t) / 1000 : null, text: body });
  }
  return cues;
};

export const parseCues = (text: string, format: TranscriptFormat | 'auto' = 'auto'): Cue[] => {
  const f = format === 'auto' ? detectFormat(text) : format;
  if (f === 'vtt' || f === 'srt') return parseTimedBlocks(text);
  if (f === 'timedtext') return parseTimedText(text);
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .slice(0, MAX_CUES)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => ({ start: null, text: p }));
};

/**
 * Joins cues into paragraphs: a pause over 8 s, or a sentence end after ~120 words, ends one. Plain-text paragraphs
 * stay as written.
 */
export const cuesToParagraphs = (cues: Cue[]): string[] => {
  if (cues.every((c) => c.start === null)) return cues.map((c) => c.text);
  const paragraphs: string[] = [];
  let current: string[] = [];
  let words = 0;
  let lastStart: number | null = null;
  const flush = () => {
    if (current.length) paragraphs.push(current.join(' '));
    current = [];
    words = 0;
  };
  for (const cue of cues) {
    const gap = lastStart !== null && cue.start !== null ? cue.start - lastStart : 0;
    const endsSentence = /[.!?]["”’)]?$/.test(current.at(-1) ?? '');
    if (current.length && (gap > 8 || (words > 120 && endsSentence) || words > 400)) flush();
    current.push(cue.text);
    words += cue.text.split(/\s+/).length;
    lastStart = cue.start;
  }
  flush();
  return paragraphs;
};

/** Any supported transcript → paragraphs of speech. */
export const transcriptToParagraphs = (text: string, format: TranscriptFormat | 'auto' = 'auto'): string[] =>
  cuesToParagraphs(parseCues(text, format));
