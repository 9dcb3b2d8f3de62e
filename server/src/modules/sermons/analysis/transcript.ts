import { decodeEntities } from './entities.ts';

// Transcripts arrive as plain text, WebVTT, SRT or YouTube timed text; all become cues, then paragraphs.

export interface Cue {
  /** Seconds from the start; null for plain text. */
  start: number | null;
  text: string;
}

export type TranscriptFormat = 'plain' | 'vtt' | 'srt' | 'timedtext';

const TIME = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;
const seconds = (m: RegExpMatchArray): number =>
  Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4]}`);

/** Caption markup (voice tags, styling) is not speech; sound cues like [Music] stay for the classifier. */
const TAG = /<\/?[a-z][^>]*>/gi;
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

const parseTimedText = (xml: string): Cue[] => {
  const cues: Cue[] = [];
  // <text start="1.2" dur="3"> (srv1) and <p t="1200" d="3000"> (srv3) both occur.
  const re = /<(text|p)\b([^>]*)>([\s\S]*?)<\/\1>/g;
  for (const m of xml.matchAll(re)) {
    const attrs = m[2] ?? '';
    const start = attrs.match(/\bstart="([\d.]+)"/)?.[1];
    const t = attrs.match(/\bt="(\d+)"/)?.[1];
    const body = cleanCueText(m[3] ?? '');
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
