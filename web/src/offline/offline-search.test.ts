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

  const refs = (q: string, scope = '') =>
    searchIndex(index, q, { scope }).results.map((r) => `${r.book_id} ${r.chapter}:${r.verse}`);

  it('ranks as the server does: the word more often first, then in canonical order; marked', () => {
    // John 10:11 has "shepherd" twice; Psalm 23:1 and John 10:2 once each, in the download's order.
    expect(refs('shepherd')).toEqual(['JHN 10:11', 'PSA 23:1', 'JHN 10:2']);
    expect(searchIndex(index, 'shepherd').results[1]?.highlight).toBe(
      'Yahweh is my <mark>shepherd</mark>; I shall lack nothing.',
    );
    expect(searchIndex(index, 'shepherd').total).toBe(3);
  });

  it('needs every word, any case, and meets other forms of a word; else any word, as online', () => {
    expect(refs('GOOD Shepherd')).toEqual(['JHN 10:11']);
    expect(refs('pasture')).toEqual(['PSA 23:2']);
    expect(refs('laying')).toEqual(['JHN 10:11']);
    // No verse has both: the verses with either.
    expect(refs('shepherd wolf')).toEqual(['JHN 10:11', 'PSA 23:1', 'JHN 10:2']);
    expect(refs('  ;; ')).toEqual([]);
    // Stop words are not searched for ("the" is in every verse here).
    expect(refs('the door')).toEqual(['JHN 10:2']);
  });

  it('reads quotes as a phrase and -word as an exclusion, within a testament or a book', () => {
    expect(refs('"good shepherd"')).toEqual(['JHN 10:11']);
    expect(refs('"shepherd good"')).toEqual([]);
    expect(refs('shepherd -sheep')).toEqual(['PSA 23:1']);
    expect(refs('shepherd', 'OT')).toEqual(['PSA 23:1']);
    expect(refs('shepherd', 'JHN')).toEqual(['JHN 10:11', 'JHN 10:2']);
  });

  it('pages the results', () => {
    expect(searchIndex(index, 'shepherd', { limit: 2, offset: 2 }).results.map((r) => r.verse)).toEqual([2]);
  });

  it('escapes the verse text in the highlight', () => {
    expect(searchIndex(index, 'door').results[0]?.highlight).toContain('&amp; more');
    expect(searchIndex(index, 'amp').results).toEqual([]);
  });
});
