import type {
  CitedPassage,
  OutlinePoint,
  SermonAnalysis,
  SermonPassage,
} from '../../../../../common/src/contracts/sermons.ts';
import { citedPassages, findMainText } from './main-text.ts';
import type { ModelSermonAnalysis } from './model-schema.ts';
import type { Checker, TranscriptEvidence } from './verify.ts';

// Merges the model's answers for the chunks of one transcript into one analysis, every part checked:
// passages against the canon and the transcript, quotes against the transcript, prose for references.

const key = (p: SermonPassage) => `${p.book_id}.${p.chapter}.${p.start_verse}-${p.end_verse}`;
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const unique = (items: string[], max: number) => {
  const seen = new Set<string>();
  return items
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(norm(s)) && seen.add(norm(s)))
    .slice(0, max);
};

export const mergeChunks = (
  chunks: ModelSermonAnalysis[],
  evidence: TranscriptEvidence,
  check: Checker,
  title: string | null | undefined,
): Omit<SermonAnalysis, 'content' | 'engine' | 'word_count'> => {
  const sermonParts = chunks.filter((c) => c.is_sermon);
  const isSermon = sermonParts.length > 0;
  const verdict = (isSermon ? sermonParts : chunks)[0];
  const lists = (pick: (c: ModelSermonAnalysis) => string[], max: number) =>
    unique(sermonParts.flatMap(pick).filter(check.proseKeeps), max);

  // Passages: the model's, checked; then any the transcript names that the model left out.
  const passages = new Map<string, CitedPassage>();
  for (const p of sermonParts.flatMap((c) => c.passages)) {
    const ok = check.passage(p);
    if (ok && !passages.has(key(ok))) passages.set(key(ok), check.cited(ok));
  }
  for (const c of citedPassages(evidence.citations, evidence.sentences))
    if (!passages.has(key(c))) passages.set(key(c), c);

  // Main text: the one most chunks name (checked), else the transcript's own evidence.
  const votes = new Map<string, { p: SermonPassage; n: number }>();
  for (const c of sermonParts) {
    const ok = c.main_text ? check.passage(c.main_text) : null;
    if (ok) votes.set(key(ok), { p: ok, n: (votes.get(key(ok))?.n ?? 0) + 1 });
  }
  const voted = [...votes.values()].sort((a, b) => b.n - a.n)[0]?.p;
  const mainText = voted ?? findMainText(evidence.citations, evidence.sentences.length);

  const outline: OutlinePoint[] = sermonParts
    .flatMap((c) => c.outline)
    .filter((o) => check.proseKeeps(o.point))
    .map((o) => ({
      point: o.point.trim(),
      passages: o.passages.map(check.passage).filter((p): p is SermonPassage => p !== null),
    }))
    .filter((o) => o.point)
    .slice(0, 8);

  // Key sentences are the preacher's words: only those found in the transcript stay.
  const spoken = norm(evidence.sentences.join(' '));
  const keySentences = lists((c) => c.key_sentences, 8).filter((s) => spoken.includes(norm(s)));

  return {
    is_sermon: isSermon,
    reason: check.prose(verdict?.reason ?? ''),
    title: title?.trim() || verdict?.title.trim() || mainText?.reference || 'Sermon',
    summary: sermonParts
      .map((c) => check.prose(c.summary))
      .filter(Boolean)
      .join(' '),
    big_idea: sermonParts.map((c) => check.prose(c.big_idea)).find(Boolean) ?? '',
    main_text: isSermon ? mainText : null,
    passages: isSermon ? [...passages.values()].sort((a, b) => a.first_position - b.first_position) : [],
    key_sentences: keySentences,
    outline: isSermon ? outline : [],
    themes: lists((c) => c.themes, 6),
    illustrations: lists((c) => c.illustrations, 6),
    applications: lists((c) => c.applications, 6),
    discussion_questions: lists((c) => c.discussion_questions, 6),
  };
};
