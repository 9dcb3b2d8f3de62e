import { describe, expect, it } from 'vitest';
import { extractCitations } from './passages.ts';
import { splitSentences } from './sentences.ts';
import { createChecker } from './verify.ts';

// The check a model's analysis passes: the canon, then the transcript.
const sentences = splitSentences([
  'Turn with me to John chapter fifteen, verses one through eight. Paul says in Philippians 4:13 that we can do all things.',
  'And the eighth chapter of Romans tells us there is no condemnation.',
]);
const check = () => createChecker({ sentences, citations: extractCitations(sentences) });
const p = (reference: string, book_id: string, chapter: number, start_verse: number, end_verse: number) => ({
  reference,
  book_id,
  chapter,
  start_verse,
  end_verse,
});

describe('the check of a model’s passages', () => {
  it('keeps what the transcript names (spoken or written), as the canon names it', () => {
    const c = check();
    expect(c.passage(p('John 15:5', 'JHN', 15, 5, 5))).toMatchObject({ reference: 'John 15:5' });
    // A book's name where its code belongs, and a range past the chapter's end clipped to it.
    expect(c.passage(p('John 15:1-8', 'John', 15, 1, 8))).toMatchObject({ book_id: 'JHN', end_verse: 8 });
    expect(c.passage(p('Romans 8', 'ROM', 8, 1, 99))).toMatchObject({ reference: 'Romans 8', end_verse: 39 });
    expect(c.dropped()).toEqual([]);
  });

  it('drops a passage the Bible lacks or the transcript never names, and records it', () => {
    const c = check();
    expect(c.passage(p('John 15:99', 'JHN', 15, 99, 99))).toBeNull();
    expect(c.passage(p('Jeremiah 29:11', 'JER', 29, 11, 11))).toBeNull();
    expect(c.passage(p('John 3:16', 'JHN', 3, 16, 16))).toBeNull();
    expect(c.dropped()).toEqual(['John 15:99', 'Jeremiah 29:11', 'John 3:16']);
  });

  it('drops the sentences of prose that name such a passage, and keeps the rest', () => {
    const c = check();
    expect(
      c.prose('We abide in Christ (John 15:4). God loves the world, John 3:16 says. Fruit follows.'),
    ).toBe('We abide in Christ (John 15:4). Fruit follows.');
    expect(c.proseKeeps('As Philippians 4:13 says, we can do all things through him.')).toBe(true);
    expect(c.proseKeeps('Read Jeremiah 29:11 this week.')).toBe(false);
    expect(c.dropped()).toEqual(['John 3:16', 'Jeremiah 29:11']);
  });
});
