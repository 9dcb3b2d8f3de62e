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

  // Issue 29: WEB Esther (Greek) 6:14 holds chapter 4's end milestone mid-verse.
  it('ends the chapter only at its own end, not at a stray end of another chapter', () => {
    const r = new ChapterRenderer(6);
    r.addVerse(0, '<chapter n="6" osisID="EsthGr.6" sID="EsthGr.6"/><div sID="p1" type="x-p"/>');
    r.addVerse(
      14,
      'from my fear.]  <chapter eID="EsthGr.4"/><div eID="p0" type="x-p"/> While they spoke.  <chapter eID="EsthGr.6"/><div eID="p1" type="x-p"/> Glossary',
    );
    const { html, verses } = r.finish();
    expect(verses).toEqual([
      expect.objectContaining({ verse: 14, text: 'from my fear.] While they spoke.' }),
    ]);
    expect(html).toContain('<span class="v" data-verse="14">While they spoke.');
    expect(html).not.toContain('Glossary');
    // Without the chapter's start, its number tells its own end from another's.
    const bare = new ChapterRenderer(6);
    bare.addVerse(14, 'a <chapter eID="EsthGr.4"/> b <chapter eID="EsthGr.6"/> c');
    expect(bare.finish().verses[0]?.text).toBe('a b');
  });

  // Issue 29: WEB 4 Maccabees 8:28–29 and Sirach 26:19–27 are linked entries, printed under each key.
  it('renders a linked verse range once, numbered as a range, with its text under each verse', () => {
    const said = '<w lemma="x">they said,</w>  <chapter eID="4Macc.8"/>';
    const { html, verses } = render([
      [27, 'Masters of the pains.'],
      [28, said],
      [29, said],
    ]);
    expect(html).toBe(
      '<p class="p"><span class="v" data-verse="27"><sup class="vn">27</sup>Masters of the pains.</span><span class="v" data-verse="28"><sup class="vn">28–29</sup>they said,  </span></p>',
    );
    expect(verses.map((v) => [v.verse, v.text])).toEqual([
      [27, 'Masters of the pains.'],
      [28, 'they said,'],
      [29, 'they said,'],
    ]);
    const note = '<note placement="foot">Verses 19-21 are omitted.</note>';
    const omitted = render([
      [19, note],
      [20, note],
      [21, note],
      [22, 'Next.'],
    ]);
    expect(omitted.html.match(/class="fn"/g)?.length).toBe(1);
    expect(omitted.html).toContain('<sup class="vn">19–21</sup>');
    expect(omitted.verses.map((v) => v.verse)).toEqual([22]);
    // Two verses with the same words but not the same entry are two verses.
    expect(
      render([
        [1, 'Amen.'],
        [2, 'Amen. '],
      ]).html,
    ).toContain('<sup class="vn">2</sup>');
  });

  // Issue 29: KJV "the LORD’s oath" (2 Samuel 21:7 and 107 more) printed "LORD’S" in small caps.
  it('keeps a possessive after a divine name out of the small caps', () => {
    const { html, verses } = render([
      [1, 'of the <divineName><w lemma="strong:H3068">LORD’s</w></divineName> oath'],
      [
        2,
        'the \\nd <w lemma="strong:H3068">LORD’s</w></divineName> side; the <divineName>LORD</divineName> God',
      ],
      [3, "<divineName>GOD's</divineName> <divineName>Lords</divineName>"],
    ]);
    expect(html).toContain('of the <span class="nd">LORD</span>’s oath');
    expect(html).toContain('the <span class="nd">LORD</span>’s side; the <span class="nd">LORD</span> God');
    expect(html).toContain('<span class="nd">GOD</span>&#39;s <span class="nd">Lords</span>');
    expect(verses.map((v) => v.text)).toEqual([
      'of the LORD’s oath',
      'the LORD’s side; the LORD God',
      "GOD's Lords",
    ]);
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
