import { osisRefToRange } from '../../../common/src/references.ts';
import { oneChapterBookOf, oneChapterRanges } from './naves-refs.ts';
import { tokenize } from './osis-tokens.ts';
import type { ImpEntry } from './sword.ts';

export interface StrongsEntry {
  id: string;
  language: 'greek' | 'hebrew';
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
}

/** Strong's Greek or Hebrew dictionary (TEI): `<orth>` lemma, transliteration, `<pron>`, `<def>`. */
export const parseStrongs = (entries: ImpEntry[], language: 'greek' | 'hebrew'): StrongsEntry[] => {
  const out: StrongsEntry[] = [];
  const prefix = language === 'greek' ? 'G' : 'H';
  const seen = new Set<string>();
  for (const e of entries) {
    if (!/^\d+$/.test(e.key)) continue;
    let lemma = '';
    let translit = '';
    let pron = '';
    let all = '';
    let field: 'lemma' | 'translit' | 'pron' | 'skip' | null = null;
    const done = new Set<string>();
    for (const t of tokenize(e.body)) {
      if (t.kind === 'text') {
        if (field === 'lemma' && !done.has('lemma')) lemma += t.text;
        else if (field === 'translit' && !done.has('translit')) translit += t.text;
        else if (field === 'pron' && !done.has('pron')) pron += t.text;
        if (field !== 'skip') all += t.text;
        continue;
      }
      if (t.kind === 'close' && (t.name === 'orth' || t.name === 'pron')) {
        // Only the first lemma / transliteration / pronunciation counts; later <orth>s are etymology.
        if (field && field !== 'skip') done.add(field);
        field = null;
      } else if (t.kind === 'open' && t.name === 'orth')
        field = t.attrs.type === 'trans' ? 'translit' : t.attrs.type === 'writing' ? 'skip' : 'lemma';
      else if (t.kind === 'open' && t.name === 'pron') field = 'pron';
      else if (t.name === 'lb') all += ' ';
    }
    const definition = all.replace(/\s+/g, ' ').trim();
    const id = `${prefix}${Number(e.key)}`;
    // The Hebrew module repeats a few numbers (H2200): the first entry wins.
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      id,
      language,
      lemma: lemma.trim(),
      transliteration: translit.trim(),
      pronunciation: pron.trim(),
      definition,
    });
  }
  return out;
};

export interface Topic {
  name: string;
  text: string;
  refs: { label: string; range: string }[];
}

/** Nave's Topical Bible: each `<lb/>→ sub-heading` is followed by `<ref osisRef>` citations. */
export const parseNaves = (entries: ImpEntry[]): Topic[] => {
  const out: Topic[] = [];
  for (const e of entries) {
    if (!e.key || e.key.startsWith('[')) continue;
    let label = '';
    let text = '';
    const refs: Topic['refs'] = [];
    let inRef = false;
    // A one-chapter book's citation waits for the verse list after its closing tag (see naves-refs.ts).
    let oneChapter: { book: string; label: string } | undefined;
    let citationTail = 0;
    const tokens = tokenize(e.body);
    for (const [i, t] of tokens.entries()) {
      if (t.kind === 'text') {
        text += t.text;
        if (!inRef) label += t.text.slice(citationTail);
        citationTail = 0;
        continue;
      }
      if (t.name === 'lb' || t.name === 'item') {
        label = '';
        text += '\n';
      } else if (t.name === 'ref' && t.kind === 'open') {
        inRef = true;
        const osisRef = t.attrs.osisRef ?? '';
        const book = oneChapterBookOf(osisRef);
        const range = osisRef && !book ? osisRefToRange(osisRef) : undefined;
        if (book) oneChapter = { book, label: cleanLabel(label) };
        else if (range) refs.push({ label: cleanLabel(label), range });
      } else if (t.name === 'ref' && t.kind === 'close') {
        inRef = false;
        if (oneChapter) {
          const next = tokens[i + 1];
          const after = next?.kind === 'text' ? next.text : '';
          const { ranges, consumed } = oneChapterRanges(oneChapter.book, after);
          for (const range of ranges) refs.push({ label: oneChapter.label, range });
          citationTail = consumed;
          oneChapter = undefined;
        }
      }
    }
    out.push({
      name: e.key.trim(),
      text: text
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
      refs,
    });
  }
  return out;
};

const cleanLabel = (s: string): string => s.replace(/[→;,]/g, ' ').replace(/\s+/g, ' ').trim();
