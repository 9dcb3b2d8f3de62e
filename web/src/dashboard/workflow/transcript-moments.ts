import type { CitedPassage, TranscriptParagraph } from '../../../../common/src/contracts/sermons.ts';

// Issue 30: where in the video a transcript paragraph or a reference is, so the workflow screen can play
// the sermon from there. Times come from the captions (or a timed upload); without them there are none.

/** 75 → '1:15', 3725 → '1:02:05'. */
export const clock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};

/**
 * The second at which the preacher first names the passage: the paragraph holding the sentence it is
 * first named in, else the paragraph at its position in the transcript; null without times or for a
 * passage the publisher added.
 */
export const momentOf = (p: CitedPassage, transcript: TranscriptParagraph[] | null | undefined) => {
  if (!transcript?.length || p.added || transcript.every((x) => x.start === null)) return null;
  const quote = p.quote.replace(/\s+/g, ' ').trim().slice(0, 60);
  const byQuote = quote ? transcript.find((x) => x.text.includes(quote)) : undefined;
  if (byQuote) return byQuote.start;
  const total = transcript.reduce((n, x) => n + x.text.length + 1, 0);
  let at = 0;
  for (const x of transcript) {
    at += x.text.length + 1;
    if (at >= p.first_position * total) return x.start;
  }
  return null;
};
