import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { analyzeTranscript } from './analyze.ts';
import { transcriptToParagraphs } from './transcript.ts';

// Fixtures: two real-length sermons written after Spurgeon and Moody, each with the list of every
// passage it cites made by hand while writing it (test/fixtures/sermons/*.expected.json).
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../test/fixtures/sermons/${name}`, import.meta.url), 'utf8');
const key = (
  p: { book_id: string; chapter: number; start_verse: number; end_verse: number },
  whole: boolean,
) =>
  whole
    ? `${p.book_id}.${p.chapter}`
    : `${p.book_id}.${p.chapter}.${p.start_verse}${p.end_verse > p.start_verse ? `-${p.end_verse}` : ''}`;
const keys = (a: SermonAnalysis) => a.passages.map((p) => key(p, !p.reference.includes(':')));

/** The sermon as YouTube timed text: ~8-word cues, apostrophes double-encoded like the platform does. */
const asTimedText = (text: string): string => {
  const words = text.split(/\s+/);
  const cues: string[] = [];
  for (let i = 0; i < words.length; i += 8) {
    const body = words
      .slice(i, i + 8)
      .join(' ')
      .replace(/&/g, '&amp;')
      .replace(/'/g, '&amp;#39;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;');
    cues.push(`<text start="${(i / 8) * 3}" dur="3">${body}</text>`);
  }
  return `<?xml version="1.0" encoding="utf-8" ?><transcript>${cues.join('')}</transcript>`;
};

describe.each(['true-vine', 'love-of-god'])('offline analysis of %s', (name) => {
  const expected = JSON.parse(fixture(`${name}.expected.json`)) as {
    main_text: { book_id: string; chapter: number; start_verse: number; end_verse: number };
    passages: string[];
  };

  it('finds the main text and every cited passage, and nothing the preacher did not cite', async () => {
    const a = await analyzeTranscript({ paragraphs: transcriptToParagraphs(fixture(`${name}.txt`)) });
    expect(a.is_sermon).toBe(true);
    expect(a.word_count).toBeGreaterThan(4500);
    expect(a.main_text).toMatchObject(expected.main_text);
    const found = keys(a);
    for (const p of expected.passages) expect(found, p).toContain(p);
    const chapters = new Set(expected.passages.map((p) => p.split('.').slice(0, 2).join('.')));
    for (const p of found) expect(chapters, `unexpected ${p}`).toContain(p.split('.').slice(0, 2).join('.'));
  });

  it('reads the same from caption timed text as from plain text', async () => {
    const plain = await analyzeTranscript({ paragraphs: transcriptToParagraphs(fixture(`${name}.txt`)) });
    const captions = await analyzeTranscript({
      paragraphs: transcriptToParagraphs(asTimedText(fixture(`${name}.txt`))),
    });
    expect(captions.main_text).toEqual(plain.main_text);
    expect(new Set(keys(captions))).toEqual(new Set(keys(plain)));
  });

  it('writes notes, outline and questions from the sermon itself, every reference a reader link', async () => {
    const a = await analyzeTranscript({ paragraphs: transcriptToParagraphs(fixture(`${name}.txt`)) });
    const source = fixture(`${name}.txt`).replace(/\s+/g, ' ');
    // Extractive: outline points, key sentences and applications are the preacher's sentences.
    for (const s of [...a.key_sentences, ...a.outline.map((o) => o.point), ...a.applications, a.big_idea])
      expect(source).toContain(s.replace(/…$/, ''));
    expect(a.outline.length).toBeGreaterThanOrEqual(3);
    expect(a.outline.some((o) => o.passages.length > 0)).toBe(true);
    expect(a.discussion_questions.length).toBeGreaterThanOrEqual(3);
    expect(a.themes.length).toBeGreaterThan(0);
    const links = [...a.content.matchAll(/\]\((\/read\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(10);
    for (const l of links) expect(l).toMatch(/^\/read\/[1-3A-Z]{3}\/\d+(\?verse=\d+(-\d+)?)?$/);
    // Only cited passages are linked.
    const cited = new Set(a.passages.map((p) => `${p.book_id}/${p.chapter}`));
    for (const l of links) expect(cited).toContain(l?.replace(/^\/read\//, '').replace(/\?.*$/, ''));
    expect(a.content).toContain(`**Main text:** [${a.main_text?.reference}]`);
  });
});

describe('not a sermon', () => {
  it('classes a music video as not a sermon, with the reason', async () => {
    const a = await analyzeTranscript({ paragraphs: transcriptToParagraphs(fixture('music-video.vtt')) });
    expect(a.is_sermon).toBe(false);
    expect(a.reason).toMatch(/music|lyrics/);
    expect(a.content).toBe('');
    expect(a.discussion_questions).toEqual([]);
  });

  it('classes a livestream waiting screen and announcements as not sermons', async () => {
    const waiting = await analyzeTranscript({
      paragraphs: ['Welcome to our live stream. The service will begin shortly. Please stand by. [Music]'],
    });
    expect(waiting.is_sermon).toBe(false);
    expect(waiting.reason).toMatch(/waiting screen/);
    const notices = Array.from(
      { length: 12 },
      (_, i) =>
        `Announcement ${i + 1}: the potluck is this Saturday, sign up in the bulletin, volunteers for parking and the nursery please register on our website, and check the calendar for the youth group schedule.`,
    );
    const a = await analyzeTranscript({ paragraphs: notices });
    expect(a.is_sermon).toBe(false);
    expect(a.reason).toMatch(/announcements/);
  });

  it('is deterministic', async () => {
    const p = transcriptToParagraphs(fixture('true-vine.txt'));
    expect(await analyzeTranscript({ paragraphs: p })).toEqual(await analyzeTranscript({ paragraphs: p }));
  });

  it('stops when its signal aborts', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(analyzeTranscript({ paragraphs: ['x'] }, { signal: ctrl.signal })).rejects.toThrow();
  });
});
