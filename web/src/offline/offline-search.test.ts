import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from './offline-search.ts';
import { versesOfChapter } from './verse-text.ts';

const PSALM_23 =
  '<p class="subtitle">A Psalm by David.</p><p class="q" data-level="1"><span class="v" data-verse="1"><sup class="vn">1</sup>Yahweh is my shepherd;</span></p>' +
  '<p class="q" data-level="2"><span class="v" data-verse="1">I shall lack nothing.</span></p>' +
  '<p class="q" data-level="1"><span class="v" data-verse="2"><sup class="vn">2</sup>He makes me lie down in green pastures.<sup class="fn" data-fn="a" data-note="a note">a</sup></span></p>';
const JOHN_10 =
  '<h3 class="heading">The Good Shepherd</h3><p class="p"><span class="v" data-verse="11"><sup class="vn">11</sup><span class="wj">I am the good shepherd. The good shepherd lays down his life for the sheep.</span></span> ' +
  '<span class="v" data-verse="2"><sup class="vn">2</sup>But one who enters in by the door is the shepherd of the sheep &amp; more.</span></p>';

describe('verse text out of chapter HTML', () => {
  it('joins a verse split over poetry lines and drops verse numbers, notes and headings', () => {
    expect(versesOfChapter(PSALM_23)).toEqual([
      [1, 'Yahweh is my shepherd; I shall lack nothing.'],
      [2, 'He makes me lie down in green pastures.'],
    ]);
    const john = versesOfChapter(JOHN_10);
    expect(john[0]?.[1]).toBe('I am the good shepherd. The good shepherd lays down his life for the sheep.');
    expect(john[1]?.[1]).toContain('sheep & more');
  });
});

describe('offline search over a downloaded translation', () => {
  const verses = [
    ...versesOfChapter(PSALM_23).map(([v, t]) => ['PSA', 23, v, t] as [string, number, number, string]),
    ...versesOfChapter(JOHN_10).map(([v, t]) => ['JHN', 10, v, t] as [string, number, number, string]),
  ];
  const index = buildIndex(verses);

  it('finds every verse with the word, in canonical order, marked', () => {
    const results = searchIndex(index, 'shepherd');
    expect(results.map((r) => `${r.book_id} ${r.chapter}:${r.verse}`)).toEqual([
      'PSA 23:1',
      'JHN 10:11',
      'JHN 10:2',
    ]);
    expect(results[0]?.highlight).toBe('Yahweh is my <mark>shepherd</mark>; I shall lack nothing.');
  });

  it('needs every word of the query, any case, and matches longer forms', () => {
    expect(searchIndex(index, 'GOOD Shepherd').map((r) => r.verse)).toEqual([11]);
    expect(searchIndex(index, 'pasture').map((r) => r.verse)).toEqual([2]);
    expect(searchIndex(index, 'shepherd wolf')).toEqual([]);
    expect(searchIndex(index, '  ;; ')).toEqual([]);
  });

  it('escapes the verse text in the highlight', () => {
    expect(searchIndex(index, 'door')[0]?.highlight).toContain('&amp; more');
  });
});
