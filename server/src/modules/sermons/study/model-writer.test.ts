import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStructuredProvider, startStructuredOpenAi } from '../../../../../test/fake-providers.ts';
import { studyAnswer } from '../../../../../test/sermon-model-answers.ts';
import { createModel } from '../../assistant/model.ts';
import { versesIn } from '../analysis/canon.ts';
import { generateStudy, type StudyConfig } from './generate.ts';
import { createModelStudyWriter, keepKnownReferences } from './model-writer.ts';
import type { StudySources } from './sources.ts';
import { analysedSermon, passage as p } from './study.fixture.ts';

// A Sermon Study written by a model (issue 16), against a real HTTP server speaking OpenAI's chat
// completions with structured output: the days are the offline generator's, the words the model's,
// checked — a passage neither the sermon nor the study uses never reaches the study.

const sources: StudySources = {
  versesIn: async (_bible, book, chapter) => versesIn(book, chapter),
  crossReferences: async () => [p('GAL', 5, 22, 23), p('1JN', 4, 13, 16)],
  topicPassages: async () => [p('MAT', 13, 18, 23)],
  commentary: async (x) => `Comment on ${x.reference}. Christ is the root of all our fruit.`,
};
const { analysis } = await analysedSermon('true-vine.txt', 'The True Vine');
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
    // Issue 30: the study keeps the sermon's name; the model's words keep the offline rules: an insight
    // opening as an earlier day's did, or a question an earlier day asked, gives way to the offline words.
    expect(study.name).toBe('The True Vine');
    study.passages.forEach((d, i) => {
      expect(d.name).toBe(`Day ${i + 1}: abide`);
      if (i === 0) expect(d.insight).toContain('Fruit comes from staying joined to Christ.');
      else expect(d.insight).toBe(offline.passages[i]?.insight);
      if (i === 0) expect(d.question).toBe('Where do you need to abide in Christ this week (day 1)?');
      else expect(d.question).toBe(offline.passages[i]?.question);
    });
    expect(shares.length).toBeGreaterThan(0);
  });

  it('drops what names a passage neither the sermon nor the study uses; a bad field keeps the offline words', async () => {
    fake.answer = (body) => JSON.stringify(studyAnswer(body, { invent: true }));
    const offline = await generateStudy(analysis, config, sources);
    const study = await writer().write(analysis, config, {});
    study.passages.forEach((d, i) => {
      expect(d.insight).not.toContain('Jeremiah');
      // The first day keeps the model's words; later days repeating its opening keep the offline words.
      expect(d.insight).toBe(
        i === 0 ? 'Fruit comes from staying joined to Christ.' : offline.passages[i]?.insight,
      );
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
    // The days as the sermon took them, each with its title and the preacher's words.
    expect(user?.content).toMatch(/Day 1: John 15:\d+-\d+, “/);
    expect(user?.content).not.toContain('In the Reformed tradition');
  });
});
