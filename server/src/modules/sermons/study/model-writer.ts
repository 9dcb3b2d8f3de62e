import { generateObject, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { SermonAnalysis, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { parseReferences } from '../../../../../common/src/references.ts';
import { questionFrame } from './day-words.ts';
import { generateStudy, type StudyDay } from './generate.ts';
import { studyInput, studyInstructions } from './model-prompt.ts';
import type { StudySources } from './sources.ts';
import type { StudyWriter } from './writer.ts';

/** What the model fills: the study's words, one entry a day; the passages are never the model's. */
export const ModelStudy = z.object({
  name: z.string(),
  description: z.string(),
  days: z.array(
    z.object({ day: z.number().int(), name: z.string(), insight: z.string(), question: z.string() }),
  ),
});
export type ModelStudy = z.infer<typeof ModelStudy>;

interface Span {
  book_id: string;
  chapter: number;
  start_verse: number;
  end_verse: number;
}
const daySpan = (d: StudyDay): Span => ({
  book_id: d.book_id,
  chapter: d.start_chapter,
  start_verse: d.start_verse,
  end_verse: d.end_verse,
});
/** A title with nothing but references and numbers in it ("Psalm 46:4", "Day 3: Psalm 46:4"). */
const bareReference = (title: string): boolean => {
  let rest = title;
  for (const r of parseReferences(title)) rest = rest.replace(title.slice(r.indices[0], r.indices[1]), ' ');
  const words = rest.match(/[a-z]+/gi) ?? [];
  return words.every((w) => /^(?:day|cited|in|the|sermon|sermon's|s|text|alongside|a|of|and)$/i.test(w));
};
const openingOf = (text: string) => (text.match(/^.*?[.!?](?:["”’)])?(?=\s|$)/)?.[0] ?? text).trim();
const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/g) ?? [];

/**
 * Prose less every sentence that names a passage neither the study's days nor the sermon used (the
 * check chat answers get): a model's own references never reach the congregation's study.
 */
export const keepKnownReferences = (text: string, allowed: Span[]): string =>
  sentencesOf(text)
    .filter((s) =>
      parseReferences(s).every((ref) => {
        if (!/\d/.test(s.slice(ref.indices[0], ref.indices[1]))) return true;
        const start = ref.verses?.start ?? 1;
        const end = ref.verses?.end ?? 999;
        return allowed.some(
          (p) =>
            p.book_id === ref.book &&
            p.chapter === ref.chapter &&
            start <= p.end_verse &&
            p.start_verse <= end,
        );
      }),
    )
    .join('')
    .trim();

/**
 * A Sermon Study written by a configured model with structured output: the days are chosen exactly as
 * offline (study/generate.ts: the asked count and length, inside one chapter, no overlap, every verse in
 * the translation), then the model writes each day's name, insight and question from the analysis and
 * the day's notes. What fails the reference check, or comes back empty, keeps the offline words; a
 * malformed answer or a wrong number of days throws (the job retries, then marks the plan failed).
 */
export const createModelStudyWriter = (
  opts: { model: Exclude<LanguageModel, string>; timeoutMs: number },
  sources: StudySources,
): StudyWriter => ({
  engine: opts.model.modelId,
  write: async (analysis: SermonAnalysis, config, ctx) => {
    const base = await generateStudy(analysis, config, sources, {
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    await ctx.progress?.(0.3);
    const signal = AbortSignal.any([
      AbortSignal.timeout(opts.timeoutMs),
      ...(ctx.signal ? [ctx.signal] : []),
    ]);
    const { object } = await generateObject({
      model: opts.model,
      schema: ModelStudy,
      schemaName: 'sermon_study',
      system: studyInstructions(),
      prompt: studyInput(analysis, config.theme ?? '', base.passages, config.theology),
      temperature: 0,
      maxRetries: 0,
      abortSignal: signal,
    });
    if (object.days.length !== base.passages.length)
      throw new Error(`the model wrote ${object.days.length} days for ${base.passages.length}`);
    await ctx.progress?.(0.9);
    const cited: SermonPassage[] = [
      ...analysis.passages,
      ...(analysis.main_text ? [analysis.main_text] : []),
    ];
    const allowed: Span[] = [...cited, ...base.passages.map(daySpan)];
    const clean = (text: string, fallback: string) => keepKnownReferences(text, allowed) || fallback;
    // Issue 30: the offline study's rules hold for the model's words too. The name stays the sermon's
    // (or the publisher's); a day's title that is only a reference or repeats an earlier one, an insight
    // opening as an earlier one does, a question an earlier day asked: the offline words instead.
    const titles = new Set<string>();
    const openings = new Set<string>();
    const frames = new Set<string>();
    return {
      name: base.name,
      description: clean(object.description, base.description),
      passages: base.passages.map((d, i) => {
        const w = object.days[i];
        const title = w ? clean(w.name, '').slice(0, 200) : '';
        const name = title && !bareReference(title) && !titles.has(title.toLowerCase()) ? title : d.name;
        titles.add(name.toLowerCase());
        const written = w ? clean(w.insight, '') : '';
        const insight = written && !openings.has(openingOf(written)) ? written : d.insight;
        openings.add(openingOf(insight));
        const asked = w ? clean(w.question, '') : '';
        const question = asked.endsWith('?') && !frames.has(questionFrame(asked)) ? asked : d.question;
        frames.add(questionFrame(question));
        return { ...d, name, insight, question };
      }),
    };
  },
});
