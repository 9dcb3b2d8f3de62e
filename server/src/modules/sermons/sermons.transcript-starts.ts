import type { TranscriptParagraph } from '../../../../common/src/contracts/sermons.ts';

// Issue 30: the second each transcript paragraph starts at, so the workflow screen can play the video from
// a paragraph or from where a reference is first named. The paragraphs are the analysis' own
// (analysis/transcript.ts cuesToParagraphs: consecutive cues joined by one space), so each paragraph's
// start is the start of the first cue it holds; they are found by walking both lists together.

type Timed = { start: number | null; text: string };

const seconds = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n * 10) / 10 : null;

/**
 * Each paragraph's start, one per paragraph; null when the cues had no times or the paragraphs are not
 * the cues joined in order (then no time is shown rather than a wrong one).
 */
export const paragraphStarts = (cues: Timed[], paragraphs: string[]): (number | null)[] | null => {
  if (!paragraphs.length || cues.every((c) => seconds(c.start) === null)) return null;
  const out: (number | null)[] = [];
  let k = 0;
  for (const p of paragraphs) {
    // Cues with no text (or whose paragraph was dropped as blank) are passed over.
    while (k < cues.length && !(cues[k]?.text && p.startsWith(cues[k]?.text ?? ''))) k++;
    const first = cues[k];
    if (!first) return null;
    out.push(seconds(first.start));
    let length = first.text.length;
    k++;
    while (length < p.length && k < cues.length) {
      length += 1 + (cues[k]?.text.length ?? 0);
      k++;
    }
    if (length !== p.length) return null;
  }
  return out;
};

/** The stored starts when they still match the stored paragraphs (one each), else none. */
export const storedStarts = (value: unknown, count: number): (number | null)[] | null => {
  if (!Array.isArray(value) || value.length !== count) return null;
  const starts = value.map((v) => seconds(typeof v === 'number' ? v : null));
  return starts.some((s) => s !== null) ? starts : null;
};

/** The transcript as the workflow screen shows it: paragraphs with their starts. */
export const transcriptView = (transcript: string | null, starts: unknown): TranscriptParagraph[] | null => {
  const paragraphs = (transcript ?? '').split(/\n{2,}/).filter((p) => p.trim());
  if (!paragraphs.length) return null;
  const times = storedStarts(starts, paragraphs.length);
  return paragraphs.map((text, i) => ({ start: times?.[i] ?? null, text }));
};
