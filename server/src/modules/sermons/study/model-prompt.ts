import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { serverPath } from '../../../paths.ts';
import { formatReference } from '../analysis/passages.ts';
import type { StudyDay } from './generate.ts';
import { lensFor } from './perspective.ts';

/** The Sermon Study prompt files in use (server/prompts/README.md explains the versioning). */
export const STUDY_PROMPT_VERSION = 'v2';

const folder = serverPath('prompts');
const read = (name: string) =>
  readFileSync(join(folder, `${name}.${STUDY_PROMPT_VERSION}.md`), 'utf8').trim();
const files = { instructions: read('sermon-study-instructions'), input: read('sermon-study-input') };

export const studyInstructions = (): string => files.instructions;

/** The input prompt: the analysis, the publisher's theme and the chosen days with their offline notes. */
export const studyInput = (a: SermonAnalysis, theme: string, days: StudyDay[], theology?: string): string => {
  const values: Record<string, string> = {
    title: a.title,
    big_idea: a.big_idea,
    summary: a.summary,
    outline: a.outline.map((o, i) => `${i + 1}. ${o.point}`).join('\n'),
    cited: a.passages.map((p) => p.reference).join('; '),
    theme: theme || '(none)',
    count: String(days.length),
    days: days
      .map(
        (d, i) =>
          `Day ${i + 1}: ${formatReference({ bookId: d.book_id, chapter: d.start_chapter, start: d.start_verse, end: d.end_verse })}, “${d.name}”\nNotes: ${d.insight}`,
      )
      .join('\n\n'),
  };
  // `{{name}}` filled once each (a transcript's or title's own braces stay as written).
  const filled = files.input.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  // The church's perspective, after the template: the insights are to read each passage its way.
  return `${filled}\n\nThe church's perspective: ${lensFor(theology).name}. Write each insight as this tradition reads the passage.`;
};
