import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../../common/src/contracts/annotations.ts';
import { parseImport, toJson, toMarkdown } from './annotation-export.ts';

const base = { bible_id: 'eng-web', color: null, text: null, created_at: '', updated_at: '' };
const list: Annotation[] = [
  {
    ...base,
    id: '1',
    kind: 'note',
    book_id: 'JHN',
    chapter: 3,
    verses: [16, 17],
    text: 'Love **gives**.\nAlways.',
  },
  { ...base, id: '2', kind: 'highlight', book_id: 'GEN', chapter: 1, verses: [1], color: 'yellow' },
  { ...base, id: '3', kind: 'bookmark', book_id: 'JHN', chapter: 1, verses: [1] },
];

describe('notes export and import', () => {
  it('writes Markdown by book in canonical order', () => {
    expect(toMarkdown(list)).toBe(
      [
        '# My Notes & Highlights',
        '',
        '## Genesis',
        '',
        '- **Genesis 1:1** (eng-web) — Highlight (yellow)',
        '## John',
        '',
        '- **John 1:1** (eng-web) — Bookmark',
        '- **John 3:16–17** (eng-web) — Note',
        '  Love **gives**.',
        '  Always.',
        '',
      ].join('\n'),
    );
  });

  it('reads its own JSON back, skipping what the reader already has', () => {
    const json = toJson(list);
    expect(parseImport(json, [])).toHaveLength(3);
    expect(parseImport(json, [list[0] as Annotation])).toEqual([
      { kind: 'highlight', bible_id: 'eng-web', book_id: 'GEN', chapter: 1, verses: [1], color: 'yellow' },
      { kind: 'bookmark', bible_id: 'eng-web', book_id: 'JHN', chapter: 1, verses: [1] },
    ]);
  });

  it('refuses files that are not an export', () => {
    expect(() => parseImport('not json', [])).toThrow('This file is not JSON.');
    expect(() => parseImport('{"annotations":[]}', [])).toThrow('not an Emmaus notes export');
  });
});
