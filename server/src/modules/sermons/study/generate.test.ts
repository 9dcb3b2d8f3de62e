import { describe, expect, it } from 'vitest';
import type { ReadingLength, StudyFocus } from '../../../../../common/src/contracts/sermons.ts';
import { versesIn } from '../analysis/canon.ts';
import { generateStudy } from './generate.ts';
import { CHAPTER_PART, LONG_CHAPTER } from './shape.ts';
import type { StudySources } from './sources.ts';
import { analysedSermon, fakeSources, passage as p } from './study.fixture.ts';

// Fakes with the shape of the library: a few cross-references and Nave's entries, Matthew Henry lines.
const sources = fakeSources({
  topicPassages: async (topic) =>
    topic === 'Fruitfulness' ? [p('MAT', 13, 18, 23), p('HOS', 14, 4, 8)] : [p('EPH', 3, 14, 21)],
  commentary: async (x) =>
    `Comment on ${x.reference}. Christ is the root of all our fruit; the branch lives by him. A third sentence.`,
});

const { analysis } = await analysedSermon('true-vine.txt', 'The True Vine');
const cited = (b: string, c: number) => analysis.passages.some((x) => x.book_id === b && x.chapter === c);
const LIMITS: Record<ReadingLength, [number, number]> = { short: [1, 5], medium: [5, 20], chapter: [1, 200] };

describe.each(['short', 'medium', 'chapter'] as ReadingLength[])(
  'study generation, %s readings',
  (length) => {
    it.each(['sermon_only', 'balanced', 'deeper_study'] as StudyFocus[])(
      '%s: count, lengths, one chapter, no overlap, verses exist',
      async (focus) => {
        for (const count of [3, 5, 10]) {
          const s = await generateStudy(
            analysis,
            { passage_count: count, reading_length: length, study_focus: focus, bible_id: 'eng-web' },
            sources,
          );
          expect(s.passages).toHaveLength(count);
          s.passages.forEach((d, i) => {
            const last = versesIn(d.book_id, d.start_chapter);
            expect(d.end_chapter).toBe(d.start_chapter);
            expect(d.start_verse).toBeGreaterThanOrEqual(1);
            expect(d.end_verse).toBeLessThanOrEqual(last);
            const n = d.end_verse - d.start_verse + 1;
            // A chapter a day; a long one (John 6's 71 verses) in parts of at most 40.
            if (length === 'chapter' && last > LONG_CHAPTER) expect(n).toBeLessThanOrEqual(CHAPTER_PART);
            else if (length === 'chapter') expect([d.start_verse, d.end_verse]).toEqual([1, last]);
            else {
              expect(n).toBeGreaterThanOrEqual(LIMITS[length][0]);
              expect(n).toBeLessThanOrEqual(LIMITS[length][1]);
            }
            for (const o of s.passages.slice(i + 1))
              if (o.book_id === d.book_id && o.start_chapter === d.start_chapter)
                expect(
                  o.start_verse > d.end_verse || o.end_verse < d.start_verse,
                  `${d.verse_range} overlaps ${o.verse_range}`,
                ).toBe(true);
            expect(d.insight.length).toBeGreaterThan(40);
            expect(d.question).toMatch(/\?$/);
          });
          if (focus === 'sermon_only')
            for (const d of s.passages) expect(cited(d.book_id, d.start_chapter)).toBe(true);
        }
      },
    );
  },
);

describe('study generation', () => {
  it('starts with the main text; balanced mixes in cross-references, deeper_study follows the themes', async () => {
    const base = { passage_count: 5, reading_length: 'medium' as const, bible_id: 'eng-web' };
    const only = await generateStudy(analysis, { ...base, study_focus: 'sermon_only' }, sources);
    expect(only.passages[0]).toMatchObject({
      book_id: 'JHN',
      start_chapter: 15,
      start_verse: 1,
      end_verse: 8,
    });
    const balanced = await generateStudy(analysis, { ...base, study_focus: 'balanced' }, sources);
    expect(balanced.passages.map((d) => d.book_id)).toContain('GAL');
    expect(balanced.passages.some((d) => !cited(d.book_id, d.start_chapter))).toBe(true);
    const deeper = await generateStudy(analysis, { ...base, study_focus: 'deeper_study' }, sources);
    expect(deeper.passages.map((d) => `${d.book_id}.${d.start_chapter}`)).toContain('MAT.13');
    expect(deeper.passages.find((d) => d.book_id === 'MAT')?.insight).toMatch(/files it under Fruitfulness/);
  });

  it("opens each day with the preacher's words, ties it to the sermon's point, quotes a commentary paragraph once", async () => {
    const s = await generateStudy(
      analysis,
      { passage_count: 3, reading_length: 'medium', study_focus: 'sermon_only', bible_id: 'eng-web' },
      { ...sources, commentary: async () => 'One paragraph of Matthew Henry on the vine.' },
    );
    // Without the transcript, the sentence the analysis kept for the passage, never a pointer like
    // "Look at verse two." nor housekeeping ("Will you turn with me in your Bibles to John chapter
    // fifteen… keep your Bible open in front of you", issue 30).
    expect(s.passages[0]?.insight).not.toMatch(/turn with me|in your Bibles|Bible open/i);
    expect(s.passages[0]?.insight).toMatch(/^\S/);
    expect(s.passages[0]?.name).toBe('The vine and the husbandman');
    expect(s.passages.some((d) => d.insight.includes('The vine and the husbandman'))).toBe(true);
    expect(s.passages.filter((d) => d.insight.includes('One paragraph of Matthew Henry'))).toHaveLength(1);
    expect(s.name).toBe('The True Vine');
  });

  it('never uses a chapter the translation lacks', async () => {
    const missing: StudySources = {
      ...sources,
      versesIn: async (_b, book, c) => (book === 'JHN' ? 0 : versesIn(book, c)),
    };
    const s = await generateStudy(
      analysis,
      { passage_count: 4, reading_length: 'short', study_focus: 'sermon_only', bible_id: 'x' },
      missing,
    );
    expect(s.passages.every((d) => d.book_id !== 'JHN')).toBe(true);
  });
});

describe("the church's perspective in the offline insights", () => {
  const config = {
    passage_count: 5,
    reading_length: 'medium',
    study_focus: 'balanced',
    bible_id: 'eng-web',
  } as const;
  it('colours the insights in each tradition, with its full sentence on the first day only', async () => {
    const reformed = await generateStudy(analysis, { ...config, theology: 'reformed' }, sources);
    const catholic = await generateStudy(analysis, { ...config, theology: 'catholic' }, sources);
    const common = await generateStudy(analysis, config, sources);
    // The same days: only the wording of the insights differs.
    expect(catholic.passages.map((d) => d.verse_range)).toEqual(reformed.passages.map((d) => d.verse_range));
    expect(reformed.passages[0]?.insight).toContain("shows God's sovereign grace at work");
    expect(reformed.passages[0]?.insight).toContain('grace alone, through faith alone');
    expect(catholic.passages[0]?.insight).toContain('within her living Tradition');
    expect(common.passages[0]?.insight).toContain('With Christians everywhere');
    // Not a stock sentence on every day, yet the tradition's voice on more than one.
    expect(reformed.passages.filter((d) => d.insight.includes('In the Reformed tradition'))).toHaveLength(1);
    expect(
      reformed.passages.filter((d) => /Reformers|glory to God alone|sovereign grace/.test(d.insight)).length,
    ).toBeGreaterThan(1);
    // The main text's day ties the sermon's point into the perspective's own sentence.
    expect(reformed.passages[0]?.insight).toContain(
      `the sermon's point (“The vine and the husbandman”) is received by grace alone`,
    );
    // An unknown slug reads as the common faith, never as nothing.
    const unknown = await generateStudy(analysis, { ...config, theology: 'no-such-church' }, sources);
    expect(unknown.passages[0]?.insight).toBe(common.passages[0]?.insight);
  });
});
