// Spec §9: estimated time per passage by reading length (short 1-2, medium 3-8, chapter 8-15 minutes),
// each plus 3 minutes on min and max, times the passage count, shown in minutes or hours.
const PER_PASSAGE = { short: [1, 2], medium: [3, 8], chapter: [8, 15] } as const;
const EXTRA_MINUTES = 3;

export type ReadingLength = keyof typeof PER_PASSAGE;

/** A passage's reading length from its verse count (§9 hints: short 1-5, medium 5-20, else chapter). */
export const lengthOf = (verses: number): ReadingLength =>
  verses <= 5 ? 'short' : verses <= 20 ? 'medium' : 'chapter';

/** "24-66 min" or "1.5-3 h" for passages of these verse counts. */
export const estimateTime = (verseCounts: number[]): string => {
  let min = 0;
  let max = 0;
  for (const n of verseCounts) {
    const [lo, hi] = PER_PASSAGE[lengthOf(n)];
    min += lo + EXTRA_MINUTES;
    max += hi + EXTRA_MINUTES;
  }
  if (max < 60) return `${min}-${max} min`;
  const hours = (m: number) => (m / 60).toFixed(1).replace(/\.0$/, '');
  return `${hours(min)}-${hours(max)} hours`;
};
