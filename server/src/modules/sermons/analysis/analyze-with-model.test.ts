import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStructuredProvider, startStructuredOpenAi } from '../../../../../test/fake-providers.ts';
import { answerFor, partOf, VERBATIM } from '../../../../../test/sermon-model-answers.ts';
import { createModel } from '../../assistant/model.ts';
import { createModelAnalysis } from './analyze-with-model.ts';
import { transcriptToParagraphs } from './transcript.ts';

// The analysis with a model, against a real HTTP server speaking OpenAI's chat completions with
// structured output: chunked, merged, and checked — what the transcript never names is dropped.

const paragraphs = transcriptToParagraphs(
  readFileSync(new URL('../../../../../test/fixtures/sermons/true-vine.txt', import.meta.url), 'utf8'),
);
let fake: FakeStructuredProvider;
const analyze = () =>
  createModelAnalysis({
    model: createModel(
      { provider: 'openai-compatible', baseUrl: fake.url, model: 'fake-sermon-model', timeoutMs: 10_000 },
      { structuredOutputs: true },
    ),
    timeoutMs: 10_000,
    chunkWords: 2500,
  });

beforeAll(async () => {
  fake = await startStructuredOpenAi();
});
afterAll(() => fake.close());

describe('sermon analysis with a model', () => {
  it('reads a long sermon in chunks with the JSON schema and our prompt, then merges them', async () => {
    fake.requests = [];
    fake.answer = (body) => JSON.stringify(answerFor(partOf(body)));
    const steps: string[] = [];
    const a = await analyze()({ paragraphs, title: null }, { progress: (s) => void steps.push(s) });
    // ~6,000 words in chunks of 2,500: three calls, each with the schema and "part i of 3".
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.map(partOf).sort()).toEqual([1, 2, 3]);
    for (const r of fake.requests) {
      const format = r.response_format as { json_schema: { name: string; schema: { properties: object } } };
      expect(format.json_schema.name).toBe('sermon_analysis');
      expect(Object.keys(format.json_schema.schema.properties)).toEqual(
        expect.arrayContaining(['is_sermon', 'main_text', 'passages', 'outline', 'discussion_questions']),
      );
      const system = (r.messages as { role: string; content: string }[])[0];
      expect(system?.role).toBe('system');
      expect(system?.content).toContain('Never add a Bible passage the preacher did not name');
    }
    expect(steps).toEqual(
      expect.arrayContaining(['reading', 'finding_passages', 'outlining', 'writing_notes']),
    );
    expect(a).toMatchObject({ is_sermon: true, engine: 'fake-sermon-model', title: 'The True Vine' });
    expect(a.main_text).toMatchObject({ book_id: 'JHN', chapter: 15, start_verse: 1, end_verse: 8 });
    const keys = a.passages.map((p) => `${p.book_id}.${p.chapter}.${p.start_verse}-${p.end_verse}`);
    expect(keys).toEqual(expect.arrayContaining(['JHN.15.1-8', 'ISA.5.1-30', 'PHP.4.13-13']));
    // Passages the transcript names that the model left out are still listed (Hosea 14:8).
    expect(keys).toContain('HOS.14.8-8');
    // Counted from the transcript, not taken from the model.
    const vine = a.passages.find((p) => p.reference === 'John 15:1-8');
    expect(vine?.mentions).toBeGreaterThan(1);
    expect(vine?.quote).toContain('John chapter fifteen');
  });

  it('drops what the transcript never names: an invented passage, its outline point, its sentence', async () => {
    fake.answer = (body) => JSON.stringify(answerFor(partOf(body)));
    const a = await analyze()({ paragraphs, title: 'The True Vine' }, {});
    const books = a.passages.map((p) => p.book_id);
    expect(books).not.toContain('JER');
    expect(
      a.passages.some(
        (p) => p.end_verse > 8 && p.book_id === 'JHN' && p.chapter === 15 && p.start_verse === 99,
      ),
    ).toBe(false);
    expect(a.dropped_references).toEqual(expect.arrayContaining(['Jeremiah 29:11', 'John 15:99']));
    expect(a.summary).toContain('Christ is the vine and we are the branches.');
    expect(a.summary).not.toContain('Jeremiah');
    expect(a.outline.map((o) => o.point)).not.toContain('God plans to prosper you (Jeremiah 29:11).');
    expect(a.outline[0]).toMatchObject({
      point: 'Christ is the true vine.',
      passages: [{ reference: 'John 15:1-8' }],
    });
    // Key sentences are the preacher's own: the model's invented "quote" is gone.
    expect(a.key_sentences).toEqual([VERBATIM]);
    expect(a.content).toContain('](/read/JHN/15?verse=1-8)');
    expect(a.content).not.toMatch(/JER|Jeremiah/);
  });

  it('a music video: not a sermon, with the model’s reason and no notes', async () => {
    fake.answer = () =>
      JSON.stringify({
        ...answerFor(2),
        is_sermon: false,
        reason: 'Only song lyrics, no preaching.',
        passages: [],
        outline: [],
      });
    const a = await analyze()({ paragraphs: ['La la la, we sing.', 'Oh oh oh.'], title: 'Worship set' }, {});
    expect(a).toMatchObject({
      is_sermon: false,
      reason: 'Only song lyrics, no preaching.',
      content: '',
      passages: [],
    });
  });

  // Issue 30: the offline analysis and the upload name the language; the model's path did not check.
  it('a transcript in another language is named and never sent to the model', async () => {
    fake.requests = [];
    fake.answer = (body) => JSON.stringify(answerFor(partOf(body)));
    const spanish = transcriptToParagraphs(
      readFileSync(new URL('../../../../../test/fixtures/sermons/spanish.txt', import.meta.url), 'utf8'),
    );
    const a = await analyze()({ paragraphs: spanish, title: 'El Buen Pastor' }, {});
    expect(fake.requests).toHaveLength(0);
    expect(a).toMatchObject({
      is_sermon: false,
      reason: 'This transcript looks Spanish; Emmaus analyses sermons in English.',
      title: 'El Buen Pastor',
      passages: [],
      content: '',
    });
  });

  it('a malformed answer is an error (the job retries it), never a partial analysis', async () => {
    fake.answer = () => '{"is_sermon": true, "title": "The True Vine", "passages": [';
    await expect(analyze()({ paragraphs, title: null }, {})).rejects.toThrow();
    fake.answer = () => JSON.stringify({ ...answerFor(1), passages: 'John 15' });
    await expect(analyze()({ paragraphs, title: null }, {})).rejects.toThrow();
  });
});
