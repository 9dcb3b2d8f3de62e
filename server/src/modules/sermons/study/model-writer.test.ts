import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { type FakeStructuredProvider, startStructuredOpenAi } from '../../../../../test/fake-providers.ts';
import { studyAnswer } from '../../../../../test/sermon-model-answers.ts';
import { createModel } from '../../assistant/model.ts';
import { analyzeTranscript } from '../analysis/analyze.ts';
import { versesIn } from '../analysis/canon.ts';
import { transcriptToParagraphs } from '../analysis/transcript.ts';
import { generateStudy, type StudyConfig } from './generate.ts';
import { createModelStudyWriter, keepKnownReferences } from './model-writer.ts';
import type { StudySources } from './sources.ts';

// A Sermon Study written by a model (issue 16), against a real HTTP server speaking OpenAI's chat
// completions with structured output: the days are the offline generator's, the words the model's,
// checked — a passage neither the sermon nor the study uses never reaches the study.

const p = (book_id: string, chapter: number, start_verse: number, end_verse: number): SermonPassage => ({
  reference: `${book_id} ${chapter}:${start_verse}-${end_verse}`,
  book_id,
  chapter,
  start_verse,
  end_verse,
});
const sources: StudySources = {
  versesIn: async (_bible, book, chapter) => versesIn(book, chapter),
  crossReferences: async () => [p('GAL', 5, 22, 23), p('1JN', 4, 13, 16)],
  topicPassages: async () => [p('MAT', 13, 18, 23)],
  commentary: async (x) => `Comment on ${x.reference}. Christ is the root of all our fruit.`,
};
const analysis = await analyzeTranscript({
  paragraphs: transcriptToParagraphs(
    readFileSync(new URL('../../../../../test/fixtures/sermons/true-vine.txt', import.meta.url), 'utf8'),
  ),
  title: 'The True Vine',
});
const config: StudyConfig = {
  passage_count: 4,
  reading_length: 'short',
  study_focus: 'balanced',
  bible_id: 'eng-web',
};
let fake: FakeStructuredProvider;
const writer = () =>
  createModelStudyWriter(
    {
      model: createModel(
        { provider: 'openai-compatible', baseUrl: fake.url, model: 'fake-study-model', timeoutMs: 10_000 },
        { structuredOutputs: true },
      ),
      timeoutMs: 10_000,
    },
    sources,
  );

beforeAll(async () => {
  fake = await startStructuredOpenAi();
});
afterAll(() => fake.close());

describe('Sermon Study written by a model', () => {
  it("writes each day's words by structured output over the offline generator's checked days", async () => {
    fake.requests = [];
    fake.answer = (body) => JSON.stringify(studyAnswer(body));
    const offline = await generateStudy(analysis, config, sources);
    const shares: number[] = [];
    const study = await writer().write(analysis, config, { progress: (s) => void shares.push(s) });
    expect(fake.requests).toHaveLength(1);
    const format = fake.requests[0]?.response_format as { json_schema: { name: string } };
    expect(format.json_schema.name).toBe('sermon_study');
    const [system, user] = (fake.requests[0]?.messages ?? []) as { role: string; content: string }[];
    expect(system?.content).toContain('The passages are already chosen');
    expect(user?.content).toContain('The days (4)');
    expect(user?.content).toContain(analysis.big_idea);
    // The passages are exactly the offline generator's: count, lengths, chapters, no overlap.
    const range = (d: { verse_range: string }) => d.verse_range;
    expect(study.passages.map(range)).toEqual(offline.passages.map(range));
    expect(study.name).toBe('Abide: a week in John 15');
    study.passages.forEach((d, i) => {
      expect(d.name).toBe(`Day ${i + 1}: abide`);
      expect(d.insight).toContain('Fruit comes from staying joined to Christ.');
      expect(d.question).toBe(`Where do you need to abide in Christ this week (day ${i + 1})?`);
    });
    expect(shares.length).toBeGreaterThan(0);
  });

  it('drops what names a passage neither the sermon nor the study uses; a bad field keeps the offline words', async () => {
    fake.answer = (body) => JSON.stringify(studyAnswer(body, { invent: true }));
    const offline = await generateStudy(analysis, config, sources);
    const study = await writer().write(analysis, config, {});
    study.passages.forEach((d, i) => {
      expect(d.insight).not.toContain('Jeremiah');
      if (i !== 1) expect(d.insight).toBe('Fruit comes from staying joined to Christ.');
    });
    // Day 1's question has no question mark and day 2's insight only an invented reference: offline.
    expect(study.passages[0]?.question).toBe(offline.passages[0]?.question);
    expect(study.passages[1]?.insight).toBe(offline.passages[1]?.insight);
    expect(keepKnownReferences('See John 15:5. See Jeremiah 29:11. Amen.', [p('JHN', 15, 1, 8)])).toBe(
      'See John 15:5. Amen.',
    );
  });

  it('a wrong number of days or a malformed answer is an error (the job retries it)', async () => {
    fake.answer = (body) => JSON.stringify({ ...studyAnswer(body), days: [] });
    await expect(writer().write(analysis, config, {})).rejects.toThrow(/0 days for 4/);
    fake.answer = () => '{"name": "Abide", "days": [';
    await expect(writer().write(analysis, config, {})).rejects.toThrow();
  });

  it("asks the model for the church's perspective, and its notes already read the passage that way", async () => {
    fake.requests = [];
    fake.answer = (body) => JSON.stringify(studyAnswer(body));
    await writer().write(analysis, { ...config, theology: 'lutheran' }, {});
    const user = ((fake.requests[0]?.messages ?? []) as { role: string; content: string }[]).find(
      (m) => m.role === 'user',
    );
    expect(user?.content).toContain("The church's perspective: Lutheran.");
    expect(user?.content).toContain('Read as Lutherans read it, John 15:');
    expect(user?.content).not.toContain('In the Reformed tradition');
  });
});
