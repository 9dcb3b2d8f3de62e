import { describe, expect, it } from 'vitest';
import { questionFrame } from './day-words.ts';
import { type GeneratedStudy, generateStudy, type StudyConfig } from './generate.ts';
import {
  analysedText,
  bareTitle,
  dayFaults,
  evalText,
  everyConfig,
  openingSentence,
  passage as p,
  structuredSources,
} from './study.fixture.ts';

// Issue 30, Done means: "for three sermons of the set, every day title distinct and not a bare
// reference, every question distinct, no stock opening sentence repeated; checked by a test over the
// generated studies". Three documents of the evaluation set (eval/sermons/: Spurgeon's Treasury of David,
// nobody on the team wrote them), two manuscripts and one caption track, analysed offline as the job
// would, over every study configuration the pastor's test covers (study-quality.test.ts).

const sources = structuredSources(
  async (topic) =>
    topic === 'Perseverance' ? [p('HEB', 12, 1, 3), p('JAS', 1, 2, 4)] : [p('EPH', 3, 14, 21)],
  (range) => `On ${range}. The Lord is the refuge of his people.`,
);

const SERMONS = {
  ps046: await analysedText(evalText('tdavid-ps046.txt'), 'God Our Refuge | Psalm 46 | C. H. Spurgeon'),
  ps023: await analysedText(evalText('tdavid-ps023.vtt'), 'The Shepherd Psalm | Psalm 23 | C. H. Spurgeon'),
  ps001: await analysedText(evalText('tdavid-ps001.txt'), 'The Two Ways | Psalm 1 | C. H. Spurgeon'),
};

const studies: [string, StudyConfig, GeneratedStudy][] = [];
for (const [key, s] of Object.entries(SERMONS))
  for (const [name, config] of everyConfig(s.transcript))
    studies.push([`${key} ${name}`, config, await generateStudy(s.analysis, config, sources)]);

describe('studies a pastor would publish, on the evaluation set (issue 30)', () => {
  it('analyses each document to its psalm', () => {
    expect(SERMONS.ps046.analysis.main_text).toMatchObject({ book_id: 'PSA', chapter: 46 });
    expect(SERMONS.ps023.analysis.main_text).toMatchObject({ book_id: 'PSA', chapter: 23 });
    expect(SERMONS.ps001.analysis.main_text).toMatchObject({ book_id: 'PSA', chapter: 1 });
    // The exposition's list of works on the psalm is no point of it ("1625 David's Blessed Man; or, …").
    for (const s of Object.values(SERMONS))
      for (const o of s.analysis.outline) expect(o.point).not.toMatch(/^\W*1[4-9]\d\d\b|; or, /);
  });

  it('a study of the Shepherd Psalm sermon alone reads Psalm 23 as it was expounded, not the psalms it names in passing', () => {
    const only = studies.filter(([n, c]) => n.startsWith('ps023') && c.study_focus === 'sermon_only');
    expect(only).toHaveLength(9);
    for (const [name, config, s] of only) {
      const days = s.passages.map((d) => `${d.book_id} ${d.start_chapter}:${d.start_verse}-${d.end_verse}`);
      expect(
        s.passages.every((d) => d.book_id === 'PSA' && d.start_chapter === 23),
        `${name}: ${days.join(' | ')}`,
      ).toBe(true);
      // Every verse of the psalm is read, in order, in as many days as asked or as it has verses.
      expect(s.passages.length).toBe(Math.min(config.passage_count, 6));
      expect(s.passages[0]?.start_verse).toBe(1);
      expect(s.passages.at(-1)?.end_verse).toBe(6);
    }
  });

  it.each(studies)(
    '%s: distinct titles, questions, openings; no fragment or housekeeping',
    (_n, config, s) => {
      // A study of the sermon alone has fewer days than asked when the sermon preached on fewer verses.
      if (config.reading_length !== 'chapter' && config.study_focus !== 'sermon_only')
        expect(s.passages).toHaveLength(config.passage_count);
      expect(s.passages.length).toBeLessThanOrEqual(config.passage_count);
      expect(s.passages.length).toBeGreaterThanOrEqual(1);
      const titles = s.passages.map((d) => d.name.toLowerCase());
      expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
      for (const d of s.passages) {
        expect(bareTitle(d.name), d.name).toBe(false);
        expect(d.name).not.toMatch(/cited in the sermon|the sermon's text|: alongside /);
        expect(d.question).toMatch(/\?$/);
        expect(dayFaults(d)).toEqual([]);
      }
      const questions = s.passages.map((d) => d.question);
      expect(new Set(questions).size).toBe(questions.length);
      const frames = s.passages.map((d) => questionFrame(d.question));
      expect(new Set(frames).size, frames.join('\n')).toBe(frames.length);
      const openings = s.passages.map((d) => openingSentence(d.insight));
      expect(new Set(openings).size, openings.join('\n')).toBe(openings.length);
      const stock = s.passages.filter((d) => d.insight.includes('Read as Baptists read it')).length;
      expect(stock).toBeLessThanOrEqual(1);
      const paragraphs = s.passages.flatMap((d) => d.insight.match(/On [1-3A-Z]{3} \d+:\d+-\d+\./g) ?? []);
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
      expect(s.description).toContain('Perseverance');
    },
  );
});
