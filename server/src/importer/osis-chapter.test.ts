import { describe, expect, it } from 'vitest';
import { ChapterRenderer } from './osis-chapter.ts';

const render = (verses: [number, string][]) => {
  const r = new ChapterRenderer();
  for (const [n, osis] of verses) r.addVerse(n, osis);
  return r.finish();
};

describe('ChapterRenderer', () => {
  it('wraps each verse in data-verse elements inside paragraphs', () => {
    const { html, verses } = render([
      [1, '<div sID="p1" type="x-p"/>In the beginning.'],
      [2, 'And then. <div eID="p1" type="x-p"/>'],
    ]);
    expect(html).toBe(
      '<p class="p"><span class="v" data-verse="1"><sup class="vn">1</sup>In the beginning.</span><span class="v" data-verse="2"><sup class="vn">2</sup>And then. </span></p>',
    );
    expect(verses.map((v) => v.text)).toEqual(['In the beginning.', 'And then.']);
  });

  it('splits a verse over poetry lines and keeps words of Jesus across verse boundaries', () => {
    const { html } = render([
      [
        1,
        '<q who="Jesus" marker="" sID="q1"/><l level="1" sID="l1"/>Blessed are<l eID="l1"/><l level="2" sID="l2"/>the poor',
      ],
      [2, 'in spirit.<l eID="l2"/><q who="Jesus" marker="" eID="q1"/> He said.'],
    ]);
    expect(html).toContain(
      '<p class="q" data-level="1"><span class="v" data-verse="1"><sup class="vn">1</sup><span class="wj">Blessed are</span></span></p>',
    );
    expect(html).toContain(
      '<p class="q" data-level="2"><span class="v" data-verse="1"><span class="wj">the poor</span></span>',
    );
    expect(html).toContain(
      '<span class="v" data-verse="2"><sup class="vn">2</sup><span class="wj">in spirit.</span></span>',
    );
    expect(html).toContain('He said.');
    expect(html).not.toMatch(/He said\.<\/span><\/span>/);
  });

  it('escapes text and attributes and never leaks raw OSIS', () => {
    const { html, notes } = render([
      [
        1,
        '<w lemma="strong:H1">Fish</w> &amp; <b>chips</b> <note placement="foot"><reference type="annotateRef">1:1 </reference>Say "hi" &lt;now&gt;</note>done',
      ],
    ]);
    expect(html).toContain('Fish &amp; chips');
    expect(html).toContain('data-note="Say &quot;hi&quot; &lt;now&gt;"');
    expect(html).not.toMatch(/<(w|note|reference|b)[\s>]/);
    expect(notes).toEqual([{ verse: 1, marker: 'a', text: 'Say "hi" <now>' }]);
  });

  it('keeps a space between words a footnote separates', () => {
    const { html, verses } = render([[1, 'God<note placement="foot">Elohim</note>created']]);
    expect(verses[0]?.text).toBe('God created');
    expect(html).toContain('</sup> created');
  });

  it('turns cross-reference notes into data-refs ranges', () => {
    const { html, xrefs } = render([
      [
        1,
        'Text<note type="crossReference"><reference type="annotateRef">1:1 </reference><reference>Exodus 30:12; Psalm 16:4-6</reference></note>.',
      ],
    ]);
    expect(xrefs).toEqual([{ verse: 1, targets: ['EXO.30.12', 'PSA.16.4-PSA.16.6'] }]);
    expect(html).toContain('<sup class="xref" data-refs="EXO.30.12;PSA.16.4-PSA.16.6"');
  });

  it('renders canonical titles as subtitles and section titles as headings, outside verse text', () => {
    const { html, verses } = render([
      [1, '<title canonical="true" type="psalm">Of David.</title><title>The Shepherd</title>The LORD'],
    ]);
    expect(html).toContain('<p class="subtitle">Of David.</p><h3 class="heading">The Shepherd</h3>');
    expect(verses[0]?.text).toBe('The LORD');
  });

  it('drops blank verses from the verse list', () => {
    expect(
      render([
        [1, '  '],
        [2, 'Text'],
      ]).verses.map((v) => v.verse),
    ).toEqual([2]);
  });
});
