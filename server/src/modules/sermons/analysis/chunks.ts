/** Words per chunk: ~3,300 tokens of transcript, room for the answer in an 8k context. */
export const CHUNK_WORDS = 2500;

const wordsIn = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Splits a transcript into stretches of about `limit` words at paragraph ends (a paragraph longer than
 * that at sentence ends), so a 45-minute sermon is read in a few calls and no call is cut mid-sentence.
 */
export const chunkParagraphs = (paragraphs: string[], limit = CHUNK_WORDS): string[][] => {
  const pieces = paragraphs.flatMap((p) => {
    if (wordsIn(p) <= limit) return [p];
    const out: string[] = [];
    let current = '';
    for (const s of p.match(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/g) ?? [p]) {
      if (current && wordsIn(current) + wordsIn(s) > limit) {
        out.push(current.trim());
        current = '';
      }
      current += s;
    }
    if (current.trim()) out.push(current.trim());
    return out;
  });
  const chunks: string[][] = [];
  let current: string[] = [];
  let count = 0;
  for (const p of pieces) {
    const n = wordsIn(p);
    if (current.length && count + n > limit) {
      chunks.push(current);
      current = [];
      count = 0;
    }
    current.push(p);
    count += n;
  }
  if (current.length) chunks.push(current);
  return chunks;
};
