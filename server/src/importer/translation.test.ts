import { describe, expect, it } from 'vitest';
import { previousChapterTail, renderTranslation } from './translation.ts';

describe('renderTranslation', () => {
  // Issue 29: the WEB's Greek Esther ends chapter 10 with a colophon that SWORD files under 11:0.
  it("gives a chapter the closing text SWORD files under the next chapter's verse 0", () => {
    const { books, chapters } = renderTranslation([
      {
        key: 'Esther (Greek) 10:0',
        body: '<div sID="p1" type="x-p"/><chapter n="10" osisID="EsthGr.10" sID="EsthGr.10"/>',
      },
      { key: 'Esther (Greek) 10:13', body: 'among his people Israel.' },
      {
        key: 'Esther (Greek) 11:0',
        body: 'In the fourth year of Ptolemeus.]  <chapter eID="EsthGr.10"/><div eID="p1" type="x-p"/> <div eID="b" type="book"/>',
      },
      { key: 'Esther (Greek) 11:1', body: '' },
    ]);
    expect(chapters.map((c) => c.chapter)).toEqual([10]);
    expect(books).toEqual([{ id: 'ESG', chapterCount: 10 }]);
    expect(chapters[0]?.html).toBe(
      '<p class="p"><span class="v" data-verse="13"><sup class="vn">13</sup>among his people Israel.</span> In the fourth year of Ptolemeus.]  </p>',
    );
    expect(chapters[0]?.verses.map((v) => [v.verse, v.text])).toEqual([[13, 'among his people Israel.']]);
  });

  it("keeps a verse-0 opening in its own chapter when it holds no earlier chapter's end", () => {
    const { chapters } = renderTranslation([
      { key: 'Esther (Greek) 5:17', body: 'done.' },
      { key: 'Esther (Greek) 6:0', body: 'I have heard. <chapter n="6" osisID="EsthGr.6" sID="EsthGr.6"/>' },
      { key: 'Esther (Greek) 6:1', body: 'That night.' },
    ]);
    expect(chapters.map((c) => [c.chapter, c.html])).toEqual([
      [5, '<p class="p"><span class="v" data-verse="17"><sup class="vn">17</sup>done.</span></p>'],
      [
        6,
        '<p class="p">I have heard. <span class="v" data-verse="1"><sup class="vn">1</sup>That night.</span></p>',
      ],
    ]);
  });

  it('previousChapterTail cuts only at the previous chapter’s end, before the entry’s own chapter starts', () => {
    expect(previousChapterTail('a <chapter eID="X.3"/> b', 3)).toEqual({
      tail: 'a <chapter eID="X.3"/>',
      rest: ' b',
    });
    expect(previousChapterTail('a <chapter eID="X.2"/> b', 3)).toEqual({
      tail: '',
      rest: 'a <chapter eID="X.2"/> b',
    });
    expect(previousChapterTail('<chapter sID="X.4"/> a <chapter eID="X.3"/>', 3).tail).toBe('');
  });
});
