import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { analyzeTranscript } from './analyze.ts';
import { detectLanguage } from './language.ts';
import { findBigIdea } from './sections.ts';
import { sentenceUnits, splitSentences } from './sentences.ts';
import { isFiller } from './signposts.ts';
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

describe('a book list is no point (issue 30)', () => {
  it('a year opening a title, an old double title, a format or page count; not preaching that names a year', () => {
    for (const line of [
      "1625 David's Blessed Man; or, a Short Exposition on the First Psalm, directing a Man to True Happiness.",
      "The Saint's Refuge; or, the Forty-Sixth Psalm Opened.",
      'An Exposition of the Psalms, 2 vols. 8vo.',
    ])
      expect(isFiller(line), line).toBe(true);
    for (const line of [
      '2000 years ago the Lord walked these hills.',
      'In 1857 a preacher stood before twenty thousand people and read this psalm.',
      'Blessed is the man who walks not in the counsel of the ungodly.',
    ])
      expect(isFiller(line), line).toBe(false);
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

// Issue 30: notes faithful to what was preached, in whole sentences.
const ENDS = /[.!?]["”’)]*$/;
/** `s` occurs in `source` as written and whole: it begins where a sentence begins and ends where one ends. */
const occursWhole = (source: string, s: string): boolean => {
  for (let i = source.indexOf(s); i >= 0; i = source.indexOf(s, i + 1)) {
    const before = source.slice(0, i).trimEnd();
    const after = source[i + s.length];
    if ((before === '' || ENDS.test(before)) && (after === undefined || after === ' ')) return true;
  }
  return false;
};
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const sentencesOf = (a: SermonAnalysis) => [
  ...splitSentences([a.summary]),
  a.big_idea,
  ...a.outline.map((o) => o.point),
  ...a.applications,
  ...a.key_sentences,
];

describe.each(['true-vine.txt', 'love-of-god.txt', 'under-his-wings.txt', 'bread-of-life.txt'])(
  'notes of %s are whole sentences as preached',
  (name) => {
    it('every summary, big idea, outline, application and key sentence occurs whole in the transcript', async () => {
      const text = fixture(name);
      const a = await analyzeTranscript({ paragraphs: transcriptToParagraphs(text) });
      const source = flat(text);
      const all = sentencesOf(a).filter(Boolean);
      expect(all.length).toBeGreaterThan(8);
      for (const s of all) {
        expect(occursWhole(source, s), s).toBe(true);
        // Begins as a sentence does; no second sentence glued on in lower case ("…trust. it enters…").
        expect(s, s).toMatch(/^["“(]?[A-Z0-9]/);
        expect(s, s).not.toMatch(/[.!?]["”’)]*\s+[a-z]/);
      }
      // The summary, big idea, points and applications are the preacher's words, not a quotation's piece.
      for (const s of [...splitSentences([a.summary]), a.big_idea, ...a.applications].filter(Boolean))
        expect((s.match(/"/g) ?? []).length % 2, s).toBe(0);
      for (const s of [...a.outline.map((o) => o.point), ...a.applications, ...a.discussion_questions])
        expect(isFiller(s.replace(/^The sermon (?:said|urged): "/, '')), s).toBe(false);
    });
  },
);

describe('signposts and filler (issue 30)', () => {
  const wings = () =>
    analyzeTranscript({ paragraphs: transcriptToParagraphs(fixture('under-his-wings.txt')) });

  it('takes the big idea the preacher states, after "here is the big idea" or in "the big idea of this text is"', async () => {
    expect((await wings()).big_idea).toBe(
      'The safest place in the world is not a place without storms; it is the shelter of God himself.',
    );
    const bread = await analyzeTranscript({
      paragraphs: transcriptToParagraphs(fixture('bread-of-life.txt')),
    });
    expect(bread.big_idea).toMatch(/^The big idea of this text is that Christ does not merely give us bread/);
    const rank = (n: number) => Array.from({ length: n }, () => 0.1);
    const idea = 'God finishes what he starts in you.';
    for (const [said, found] of [
      ['If you remember one thing this morning, remember this.', idea],
      ["So what's the big idea?", idea],
      ['Here is the big idea.', idea],
      // One sentence that says and states it is the big idea whole, never cut at its colon.
      [
        `If you remember one thing, remember this: ${idea}`,
        `If you remember one thing, remember this: ${idea}`,
      ],
    ] as const) {
      const units = sentenceUnits([
        `The church at Philippi was young and poor and afraid of what the city would do to it. ${said}${said.endsWith(idea) ? '' : ` ${idea}`} Paul wrote it from a prison cell.`,
      ]);
      expect(findBigIdea(units, rank(units.length)), said).toBe(found);
    }
  });

  it('keeps the announced headings and never makes filler a point, an application or a question', async () => {
    const a = await wings();
    expect(a.outline.map((o) => o.point)).toEqual([
      'First, God is a refuge we must run to.',
      'Second, God is a refuge that holds.',
      'Finally, God is a refuge that changes how we live.',
    ]);
    const said = [
      ...a.outline.map((o) => o.point),
      ...a.applications,
      ...a.discussion_questions,
      a.summary,
    ].join('\n');
    for (const filler of [
      'land the plane',
      'Questions for your groups',
      'announcements',
      'potluck',
      'turn with me',
      'Good morning',
      "Let's pray",
    ])
      expect(said.toLowerCase()).not.toContain(filler.toLowerCase());
    // Pieces of the psalm read aloud and the list mark "1." never reach the notes.
    for (const piece of ['in him will I trust', 'it enters a house', 'like a city, 1.'])
      expect(JSON.stringify(a)).not.toContain(piece);
  });

  it('asks each question of the passage its point rests on', async () => {
    const a = await wings();
    const about = (point: string) => a.discussion_questions.find((q) => q.includes(point)) ?? '';
    expect(about('God is a refuge we must run to')).toContain('Proverbs 18:10');
    expect(about('God is a refuge that holds')).toContain('Romans 8:31');
    expect(about('God is a refuge that changes how we live')).toContain('Psalm 91:5');
  });

  it('shows pieces of an unpunctuated transcript between ellipses, never as sentences', async () => {
    const text = fixture('true-vine.txt')
      .replace(/[.!?,;:"“”]/g, '')
      .toLowerCase();
    const a = await analyzeTranscript({ paragraphs: transcriptToParagraphs(text) });
    const source = flat(text);
    const pieces = [...a.outline.map((o) => o.point), ...a.applications, a.big_idea].filter(Boolean);
    expect(pieces.length).toBeGreaterThan(2);
    for (const s of pieces) {
      expect(s).toMatch(/^….+…$/);
      expect(source).toContain(s.slice(1, -1));
    }
  });
});

describe('bad input is answered honestly (issue 30)', () => {
  it('names the language of a transcript in another language instead of finding no Scripture', async () => {
    const a = await analyzeTranscript({ paragraphs: transcriptToParagraphs(fixture('spanish.txt')) });
    expect(a.is_sermon).toBe(false);
    expect(a.reason).toBe('This transcript looks Spanish; Emmaus analyses sermons in English.');
    expect(a.reason).not.toMatch(/Scripture/);
    for (const f of ['true-vine.txt', 'love-of-god.txt', 'under-his-wings.txt', 'bread-of-life.txt'])
      expect(detectLanguage(fixture(f))?.code).toBe('en');
  });

  it('keeps markup in a title or transcript as text, escaped in the notes', async () => {
    const title = '<script>alert(1)</script> Under *his* wings';
    const paragraphs = transcriptToParagraphs(fixture('under-his-wings.txt'));
    paragraphs.push(
      'The <b>shelter</b> of God is [real](javascript:alert(1)) and it is the safest place of all.',
    );
    const a = await analyzeTranscript({ paragraphs, title });
    expect(a.title).toBe(title);
    expect(a.content.split('\n')[0]).toBe('# &lt;script&gt;alert(1)&lt;/script&gt; Under \\*his\\* wings');
    expect(a.content).not.toMatch(/<script|<b>|\]\(javascript:/);
  });

  it('splits sentences at every end, and marks what is not a whole sentence', () => {
    const units = sentenceUnits([
      'He said, "I will say of the LORD, He is my refuge. My God! in him will I trust." it enters a house men know not how. The church of God is like a city, 1. It has walls. Mr. Moody said so. Look at v. 5 with me. "Abide in me."',
    ]);
    expect(units.map((u) => [u.text, u.whole && !u.quoted])).toEqual([
      ['He said, "I will say of the LORD, He is my refuge.', false],
      ['My God!', false],
      ['in him will I trust."', false],
      ['it enters a house men know not how.', false],
      ['The church of God is like a city, 1.', false],
      ['It has walls.', true],
      ['Mr. Moody said so.', true],
      ['Look at v. 5 with me.', true],
      ['"Abide in me."', false],
    ]);
    expect(units.at(-1)?.quoted).toBe('whole');
  });

  it('analyses a 6,000-word sermon in under 2 s (median of three)', async () => {
    const paragraphs = transcriptToParagraphs(fixture('true-vine.txt'));
    await analyzeTranscript({ paragraphs });
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await analyzeTranscript({ paragraphs });
      times.push(performance.now() - t0);
    }
    expect(times.sort((x, y) => x - y)[1]).toBeLessThan(2000);
  });
});
