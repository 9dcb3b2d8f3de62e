// Plain values (no zod) so the web app can use them without loading the contracts' validator.
export const ANNOTATION_KINDS = ['highlight', 'note', 'bookmark'] as const;

/** The five highlight colours the reader offers (names, not hex: themes pick the shade). */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export type HighlightColorName = (typeof HIGHLIGHT_COLORS)[number];

export const ANNOTATION_LIMITS = {
  /** Per reader: generous for a lifetime of study, small enough to keep one export in memory. */
  perUser: 5000,
  noteChars: 10_000,
  versesPerAnnotation: 200,
  pageSize: 200,
} as const;
