import { bookById } from '../../../../common/src/books.ts';
import type {
  PlanPassage,
  PlanProgress,
  PlanSummary,
} from '../../../../common/src/contracts/reading-plans.ts';
import { passageLabel } from '../../../../common/src/passage-label.ts';
import type { EnrollmentRow, PassageRow, PlanRow } from './reading-plans.repository.ts';

/** "John 3:1-21", "Romans 8:38-9:2", "Psalm 23:1-6": the passage as a reader says it (issue 30). */
export const verseRange = (
  p: Pick<PassageRow, 'bookId' | 'startChapter' | 'startVerse' | 'endChapter' | 'endVerse'>,
) =>
  passageLabel({
    bookId: p.bookId,
    chapter: p.startChapter,
    startVerse: p.startVerse,
    endChapter: p.endChapter,
    endVerse: p.endVerse,
  });

export const presentPassage = (p: PassageRow): PlanPassage => {
  const name = bookById(p.bookId)?.name ?? p.bookId;
  return {
    id: p.id,
    passage_order: p.passageOrder,
    step_order: p.passageOrder,
    verse_range: verseRange(p),
    name: p.name,
    insight: p.insight,
    question: p.question,
    book: name,
    book_name: name,
    book_id: p.bookId,
    start_chapter: p.startChapter,
    start_verse: p.startVerse,
    end_chapter: p.endChapter,
    end_verse: p.endVerse,
  };
};

/**
 * Spec §4: completion from the completed steps; before any step is completed, the fallback
 * (step - 1) / total × 100, rounded.
 */
export const progressOf = (
  e: Pick<EnrollmentRow, 'currentStep' | 'completedSteps'>,
  total: number,
): PlanProgress => {
  const done = [...new Set(e.completedSteps)].filter((s) => s >= 1 && s <= total).sort((a, b) => a - b);
  const pct =
    total === 0
      ? 0
      : Math.round(done.length > 0 ? (done.length / total) * 100 : ((e.currentStep - 1) / total) * 100);
  return {
    completion_percentage: pct,
    percentage: pct,
    completed_passages: done.length,
    completed_steps: done,
    total_passages: total,
    total_steps: total,
  };
};

export const statusOf = (e: Pick<EnrollmentRow, 'isCurrent' | 'completedAt'>) =>
  e.completedAt ? ('completed' as const) : e.isCurrent ? ('current' as const) : ('enrolled' as const);

export const presentSummary = (row: {
  plan: PlanRow;
  churchName: string | null;
  totalPassages: number;
  /** The sermon video's picture (issue 36), where the caller looked it up. */
  coverUrl?: string | null;
}): PlanSummary => ({
  id: row.plan.id,
  name: row.plan.name,
  description: row.plan.description,
  type: row.plan.type,
  theme: row.plan.theme,
  visibility: row.plan.visibility === 'public' ? 'public' : 'private',
  church_id: row.plan.churchId,
  church_name: row.churchName,
  total_passages: Number(row.totalPassages),
  cover_url: row.coverUrl ?? null,
});
