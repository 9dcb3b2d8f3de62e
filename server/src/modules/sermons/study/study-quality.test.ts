import { describe, expect, it } from 'vitest';
import type { ReadingLength, SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { versesIn } from '../analysis/canon.ts';
import { questionFrame, trimDangling } from './day-words.ts';
import { type GeneratedStudy, generateStudy, type StudyConfig } from './generate.ts';
import { paragraphBreaks } from './library-sources.ts';
import { substantive } from './sermon-words.ts';
import { shapePassage } from './shape.ts';
import {
  analysedSermon,
  bareTitle,
  dayFaults,
  everyConfig,
  openingSentence,
  passage as p,
  STRUCTURE,
  structuredSources,
} from './study.fixture.ts';
import { cleanSermonTitle, isChosenName } from './title.ts';

// Issue 30, "studies a pastor would publish": over three sermons (the two test sermons and a long
// exposition of Psalm 119), every study the offline writer makes has distinct titles that are not bare
// references, distinct questions and opening sentences, a commentary paragraph at most once, days in the
// sermon's order, windows on the chapter's thought boundaries, Psalm 119 in parts, the theme honoured.

const sources = structuredSources(
  async (topic) =>
    topic === 'Perseverance'
      ? [p('HEB', 12, 1, 3), p('JAS', 1, 2, 4)]
      : topic === 'Fruitfulness'
        ? [p('MAT', 13, 18, 23), p('HOS', 14, 4, 8)]
        : [p('EPH', 3, 14, 21)],
  (range) => `On ${range}. Christ is the root of all our fruit; the branch lives by him.`,
);

const SERMONS = {
  vine: await analysedSermon('true-vine.txt', 'Abiding in the Vine | John 15:1-11 | Pastor James Miller'),
  love: await analysedSermon('love-of-god.txt', 'The Love of God'),
  lamp: await analysedSermon(
    'lamp-unto-my-feet.txt',
    'A Lamp unto My Feet | Psalm 119 | Pastor John Doe | March 3, 2024',
  ),
};

const dayRef = (d: GeneratedStudy['passages'][number]) =>
  `${d.book_id}.${d.start_chapter}.${d.start_verse}-${d.end_verse}`;
/** Where the sermon first names a verse that starts inside the day (undefined: none does). */
const sermonPos = (a: SermonAnalysis, d: GeneratedStudy['passages'][number]) => {
  const at = a.passages
    .filter(
      (x) =>
        x.book_id === d.book_id &&
        x.chapter === d.start_chapter &&
        x.start_verse >= d.start_verse &&
        x.start_verse <= d.end_verse,
    )
    .map((x) => x.first_position);
  return at.length ? Math.min(...at) : undefined;
};

const studies: [string, SermonAnalysis, StudyConfig, GeneratedStudy][] = [];
for (const [key, s] of Object.entries(SERMONS))
  for (const [name, config] of everyConfig(s.transcript))
    studies.push([`${key} ${name}`, s.analysis, config, await generateStudy(s.analysis, config, sources)]);

describe('studies a pastor would publish (issue 30)', () => {
  it.each(studies)(
    '%s: distinct titles, questions, openings; commentary once; sermon order',
    (_n, a, config, s) => {
      // Whole chapters may run out before the days asked do (the sermon's chapters, each once).
      if (config.reading_length === 'chapter') expect(s.passages.length).toBeGreaterThanOrEqual(5);
      else expect(s.passages).toHaveLength(config.passage_count);
      const titles = s.passages.map((d) => d.name.toLowerCase());
      expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
      for (const d of s.passages) {
        expect(bareTitle(d.name), d.name).toBe(false);
        expect(d.name).not.toMatch(/cited in the sermon|the sermon's text|: alongside /);
        expect(d.question).toMatch(/\?$/);
        // No title cut mid-phrase, no housekeeping as title, insight or question, nothing garbled.
        expect(dayFaults(d)).toEqual([]);
      }
      const questions = s.passages.map((d) => d.question);
      expect(new Set(questions).size).toBe(questions.length);
      // Not the same question in other words: the frame without quotations and the day's reference.
      const frames = s.passages.map((d) => questionFrame(d.question));
      expect(new Set(frames).size, frames.join('\n')).toBe(frames.length);
      const openings = s.passages.map((d) => openingSentence(d.insight));
      expect(new Set(openings).size, openings.join('\n')).toBe(openings.length);
      // No stock perspective sentence on every day.
      const stock = s.passages.filter((d) => d.insight.includes('Read as Baptists read it')).length;
      expect(stock).toBeLessThanOrEqual(1);
      // A commentary paragraph once in a study.
      const paragraphs = s.passages.flatMap((d) => d.insight.match(/On [1-3A-Z]{3} \d+:\d+-\d+\./g) ?? []);
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
      // Days in the sermon's order (the days resting on the sermon's own verses).
      const order = s.passages.map((d) => sermonPos(a, d)).filter((x): x is number => x !== undefined);
      if (config.study_focus === 'sermon_only')
        expect(order, s.passages.map(dayRef).join(' ')).toEqual([...order].sort((x, y) => x - y));
      // The theme typed is honoured: in the description and in what the days say or ask.
      expect(s.description).toContain('Perseverance');
      expect(s.passages.some((d) => /perseverance/i.test(`${d.question} ${d.insight}`))).toBe(true);
      if (config.study_focus !== 'sermon_only')
        expect(
          s.passages.some((d) => d.book_id === 'HEB' && d.start_chapter === 12 && d.start_verse <= 3),
        ).toBe(true);
    },
  );

  it('housekeeping is never the preacher’s word on a passage; a cut phrase loses its dangling words', () => {
    for (const s of [
      'Will you turn with me in your Bibles to John chapter fifteen, and keep your Bible open in front of you.',
      'Turn with me to John chapter fifteen, verse one, and we will read it together this morning.',
      'So let me land the plane here before we go to our small groups this week.',
    ])
      expect(substantive(s), s).toBe(false);
    expect(substantive('God is our refuge and strength, not our armies, or our fortresses.')).toBe(true);
    expect(trimDangling('Therefore leaving the teaching of the first principles of')).toBe(
      'Therefore leaving the teaching of the first principles',
    );
    expect(trimDangling('Come, Philip, let us sing the forty-sixth Psalm; and')).toBe(
      'Come, Philip, let us sing the forty-sixth Psalm',
    );
    expect(dayFaults({ name: 'The teaching of the', insight: 'x', question: 'y?' })).not.toEqual([]);
    expect(
      dayFaults({
        name: 'The vine',
        insight: 'Will you turn with me in your Bibles to John 15.',
        question: 'y?',
      }),
    ).not.toEqual([]);
  });

  it('the name is the sermon’s clean title; a typed name is kept', () => {
    const vine = studies.find(([n]) => n.startsWith('vine'))?.[3];
    expect(vine?.name).toBe('Abiding in the Vine');
    expect(studies.find(([n]) => n.startsWith('lamp'))?.[3].name).toBe('A Lamp unto My Feet');
    expect(cleanSermonTitle('Sunday Service - Romans 8:31-39 - The Love of God')).toBe('The Love of God');
    expect(cleanSermonTitle('The True Vine')).toBe('The True Vine');
    const raw = 'Abiding in the Vine | John 15:1-11 | Pastor James Miller';
    expect(isChosenName(raw, raw)).toBe(false);
    expect(isChosenName('Abiding in the Vine', raw)).toBe(false);
    expect(isChosenName(`${raw}: a Sermon Study`, raw)).toBe(false);
    expect(isChosenName('Vine week', raw)).toBe(true);
  });

  it('a passage named only to be set aside, or in passing, is never a day of a sermon_only study', () => {
    for (const [n, , config, s] of studies) {
      if (config.study_focus !== 'sermon_only') continue;
      // "Psalm twenty-three was not written to explain this psalm" (lamp); "the tenth chapter of John's
      // gospel", named once in passing (vine).
      if (n.startsWith('lamp'))
        expect(s.passages.some((d) => d.book_id === 'PSA' && d.start_chapter === 23)).toBe(false);
      if (n.startsWith('vine'))
        expect(s.passages.some((d) => d.book_id === 'JHN' && d.start_chapter === 10)).toBe(false);
    }
  });

  it('Psalm 119 is read in parts, never as one day', () => {
    // (deeper_study gives most of its days to the themes through Scripture.)
    for (const [n, , , s] of studies.filter(([n]) => n.startsWith('lamp') && !n.includes('deeper'))) {
      const days = s.passages.filter((d) => d.book_id === 'PSA' && d.start_chapter === 119);
      expect(days.length, n).toBeGreaterThanOrEqual(2);
      for (const d of days) expect(d.end_verse - d.start_verse + 1, n).toBeLessThanOrEqual(40);
    }
  });

  it('windows start and end where the thought does', () => {
    const shape = (b: string, c: number, s: number, e: number, len: ReadingLength) =>
      shapePassage(p(b, c, s, e), len, versesIn(b, c), STRUCTURE[`${b}.${c}`]);
    // The song of the vineyard, however the preacher named it.
    for (const [s, e] of [
      [1, 30],
      [4, 4],
      [1, 7],
    ] as const)
      expect(shape('ISA', 5, s, e, 'medium')).toMatchObject({ start: 1, end: 7 });
    // The fruit of the Spirit never opens on "orgies" (5:21).
    expect(shape('GAL', 5, 22, 23, 'medium')).toMatchObject({ start: 16, end: 26 });
    expect(shape('GAL', 5, 22, 23, 'short')).toMatchObject({ start: 22, end: 24 });
    expect(shape('ROM', 8, 31, 39, 'medium')).toMatchObject({ start: 31, end: 39 });
    expect(shape('JHN', 15, 1, 8, 'medium')).toMatchObject({ start: 1, end: 8 });
    expect(shape('PSA', 119, 105, 105, 'medium')).toMatchObject({ start: 105, end: 112 });
    expect(shape('PSA', 119, 1, 176, 'chapter')).toMatchObject({ start: 1, end: 40 });
    // And in the generated studies: a day in Isaiah 5 is the song, a day in Galatians 5 starts at a mark.
    for (const [n, , config, s] of studies)
      for (const d of s.passages) {
        if (d.book_id === 'ISA' && d.start_chapter === 5 && config.reading_length === 'medium')
          expect([d.start_verse, d.end_verse], n).toEqual([1, 7]);
        if (d.book_id === 'GAL' && d.start_chapter === 5 && config.reading_length !== 'chapter')
          expect([16, 22], n).toContain(d.start_verse);
      }
  });

  it("reads the WEB's paragraph, stanza and heading marks", () => {
    const html =
      '<h3 class="heading">ALEPH</h3><p class="q stanza" data-level="1"><span class="v" data-verse="1"><sup class="vn">1</sup>Blessed</span></p>' +
      '<p class="q" data-level="2"><span class="v" data-verse="1">are</span></p><p class="q" data-level="1"><span class="v" data-verse="2"><sup class="vn">2</sup>x</span></p>' +
      '<p class="p"><span class="v" data-verse="3"><sup class="vn">3</sup>y</span><span class="v" data-verse="4"><sup class="vn">4</sup>z</span></p>' +
      '<h3 class="heading">BETH</h3><p class="subtitle">t</p><p class="q" data-level="1"><span class="v" data-verse="9"><sup class="vn">9</sup>w</span></p>';
    expect(paragraphBreaks(html)).toEqual([1, 3, 9]);
  });
});
