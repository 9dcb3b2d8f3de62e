import { contentWords } from '../../lib/text/content-words.ts';
import { root } from '../../lib/text/stem.ts';
import { phraseForm } from '../../lib/text/tokenise.ts';

/** One cross-reference from the translation's notes, with its target's first verse where known. */
export interface CrossRef {
  from_verse: number;
  target: string;
  text?: string;
}

/**
 * How well a cross-reference bears on the question: the question's telling terms its target verse shares
 * (each once), and far more for the asked phrase, one of its other renderings or the person asked about.
 */
export const crossRefScore = (
  ref: CrossRef,
  focus: ReadonlySet<string>,
  phrases: readonly string[] = [],
): number => {
  if (!ref.text) return 0;
  const have = new Set(contentWords(ref.text).map(root));
  let score = 0;
  for (const t of focus) if (have.has(t)) score++;
  if (phrases.some((p) => p.trim() && phraseForm(ref.text ?? '').includes(phraseForm(p)))) score += 3;
  return score;
};

/**
 * The notes' cross-references in the order a reader of this question needs them: those that bear on the
 * question first (best first), then the rest in the notes' own order, so that a question that shares no
 * word with any of them still gets the translators' first references.
 */
export const rankCrossReferences = (
  refs: readonly CrossRef[],
  focus: ReadonlySet<string>,
  phrases: readonly string[] = [],
): CrossRef[] =>
  refs
    .map((ref, index) => ({ ref, index, score: crossRefScore(ref, focus, phrases) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.ref);
