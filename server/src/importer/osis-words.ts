import { parseReferences } from '../../../common/src/references.ts';
import { normalizeStrongs } from '../../../common/src/strongs.ts';
import { attrOf, scanOsis, type TagToken } from './osis-tokens.ts';

/** A run of a verse's text: a word the module tags with Strong's numbers, or the text between words. */
export interface OsisWord {
  text: string;
  /** `["G25"]`; empty for the text between tagged words. */
  strongs: string[];
}

/** A verse's text as words, and the words of a canonical title it carries (the KJV's psalm titles). */
export interface OsisVerseWords {
  words: OsisWord[];
  title: OsisWord[];
}

const NONE: string[] = [];
// A translation has a few thousand distinct lemma attributes and hundreds of thousands of words: each is
// parsed once (the arrays are shared, never changed).
const lemmaCache = new Map<string, string[]>();

/** `<w lemma="strong:G0025 strong:G5368">` → ["G25", "G5368"]. */
export const strongsOfLemma = (lemma: string | undefined): string[] => {
  if (!lemma) return NONE;
  const cached = lemmaCache.get(lemma);
  if (cached) return cached;
  const out: string[] = [];
  for (const m of lemma.matchAll(/strong:([GH]\d+)/gi)) {
    const id = normalizeStrongs(m[1] ?? '');
    if (id && !out.includes(id)) out.push(id);
  }
  if (lemmaCache.size < 100_000) lemmaCache.set(lemma, out);
  return out;
};

// What the chapter renderer (osis-chapter.ts) does to a verse's plain text, mirrored here so that a
// verse's words joined are exactly its stored text (importer/word-index.test.ts checks every verse).
const USFM_ND = /\\nd\s?/g;
const endsWord = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N},;:.!?’”)]/u.test(c);
const startsWord = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}“‘(]/u.test(c);
const NON_SCRIPTURE_DIV = new Set(['front', 'introduction', 'glossary', 'back', 'x-introduction', 'preface']);

interface Raw {
  text: string;
  strongs: string[];
  /** The `<w>` element the text is in (its order in the verse), -1 between words. */
  w: number;
  /** Markup here (a note, a line's end): words on either side are not one phrase. */
  barrier?: boolean;
}

/** An open note, title or speaker: its tag, the elements open inside it, and what its text is for. */
interface Capture {
  tag: string;
  kind: 'note' | 'xref' | 'title' | 'speaker';
  open: string[];
  skipDepth: number;
  text: string;
  words: Raw[];
}

/** One pass over a verse's OSIS (a class, not closures: it runs once for each of ~70,000 verses). */
class VerseScanner {
  readonly words: Raw[] = [];
  readonly title: Raw[] = [];
  private outside = false;
  private w = -1;
  private wCount = 0;
  private strongs = NONE;
  private afterNote = false;
  private lastChar = ' ';
  private capture: Capture | null = null;
  private readonly divStack: string[] = [];

  constructor(private readonly chapter: number) {}

  text(raw: string): void {
    const c = this.capture;
    if (c) {
      if (c.skipDepth > 0) return;
      c.text += raw;
      if (c.kind === 'title') c.words.push({ text: raw, strongs: this.strongs, w: this.w });
      return;
    }
    if (raw.includes('\\nd')) for (const part of raw.split(USFM_ND)) this.push(part);
    else this.push(raw);
  }

  private push(text: string): void {
    if (this.outside || !text) return;
    let t = text.includes('¶') ? text.replace(/¶\s*/g, '') : text;
    if (!t) return;
    if (this.afterNote && startsWord(t[0]) && endsWord(this.lastChar)) t = ` ${t}`;
    this.afterNote = false;
    this.words.push({ text: t, strongs: this.strongs, w: this.w });
    this.lastChar = t[t.length - 1] ?? ' ';
  }

  private space(): void {
    this.words.push({ text: ' ', strongs: NONE, w: -1 });
  }

  private word(kind: TagToken['kind'], attrs: string): void {
    if (kind === 'open') {
      this.w = this.wCount++;
      this.strongs = strongsOfLemma(attrOf(attrs, 'lemma'));
    } else if (kind === 'close') {
      this.w = -1;
      this.strongs = NONE;
    }
  }

  tag(kind: TagToken['kind'], name: string, attrs: string): void {
    if (this.capture) {
      this.captureTag(this.capture, kind, name, attrs);
      return;
    }
    if (name !== 'w') this.words.push({ text: '', strongs: NONE, w: -1, barrier: true });
    const start = kind === 'open' || (kind === 'empty' && attrs.includes('sID'));
    const end = kind === 'close' || (kind === 'empty' && attrs.includes('eID'));
    switch (name) {
      case 'w':
        this.word(kind, attrs);
        return;
      case 'note':
        if (kind === 'open') this.begin(name, attrOf(attrs, 'type') === 'crossReference' ? 'xref' : 'note');
        return;
      case 'title':
      case 'speaker': {
        if (kind !== 'open') return;
        const canonical = attrOf(attrs, 'canonical') === 'true' || attrOf(attrs, 'type') === 'psalm';
        this.begin(name, name === 'title' && canonical ? 'title' : 'speaker');
        return;
      }
      case 'q': {
        const marker = start || end ? attrOf(attrs, 'marker') : undefined;
        if (marker) this.text(marker);
        return;
      }
      case 'l':
        if (start || end) this.space();
        return;
      case 'p':
      case 'item':
        if (kind === 'open' || kind === 'close') this.space();
        return;
      case 'lg':
      case 'list':
        this.space();
        return;
      case 'lb': {
        const type = attrOf(attrs, 'type');
        if (type === 'x-p' || type === 'x-end-paragraph') this.space();
        return;
      }
      case 'milestone': {
        const type = attrOf(attrs, 'type');
        if (type === 'x-p' || type === 'paragraph') this.space();
        return;
      }
      case 'chapter':
        if (attrOf(attrs, 'sID') !== undefined || kind === 'open') this.outside = false;
        else if (end && (attrOf(attrs, 'eID') ?? '').endsWith(`.${this.chapter}`)) {
          this.space();
          this.outside = true;
        }
        return;
      case 'div': {
        const type = attrOf(attrs, 'type') ?? '';
        if ((NON_SCRIPTURE_DIV.has(type) && start) || (type === 'book' && end)) {
          this.space();
          this.outside = true;
        }
        if (type === 'x-milestone') return;
        if (kind === 'open') this.divStack.push(type);
        const para =
          type === 'x-p' || type === 'paragraph' || (kind === 'close' && this.divStack.pop() === 'x-p');
        if (para && (start || end)) this.space();
        return;
      }
    }
  }

  private begin(tag: string, kind: Capture['kind']): void {
    this.capture = { tag, kind, open: [], skipDepth: 0, text: '', words: [] };
  }

  private captureTag(c: Capture, kind: TagToken['kind'], name: string, attrs: string): void {
    if (name === 'w' && c.kind === 'title') this.word(kind, attrs);
    if (kind === 'open') {
      // The "3:16 " label inside a note and a footnote inside a title are not the text.
      if (c.skipDepth === 0 && name === 'reference' && attrOf(attrs, 'type') === 'annotateRef')
        c.skipDepth = c.open.length + 1;
      else if (c.skipDepth === 0 && name === 'note' && (c.kind === 'title' || c.kind === 'speaker'))
        c.skipDepth = c.open.length + 1;
      c.open.push(name);
      return;
    }
    if (kind === 'close') {
      const i = c.open.lastIndexOf(name);
      if (i < 0) {
        if (name === c.tag) this.endCapture(c);
        return;
      }
      c.open.length = i;
      if (i < c.skipDepth) c.skipDepth = 0;
    }
  }

  private endCapture(c: Capture): void {
    this.capture = null;
    const text = c.text.replace(/\s+/g, ' ').trim();
    if (!text || this.outside) return;
    if (c.kind === 'title' || c.kind === 'speaker') {
      this.space();
      if (c.kind === 'title') this.title.push(...c.words);
      return;
    }
    // A cross-reference note without a reference it can read leaves no marker (osis-chapter.ts).
    if (c.kind === 'xref' && parseReferences(text).length === 0) return;
    this.afterNote = true;
  }
}

/**
 * The words of one verse's OSIS (as stored in verses.osis): the text a reader sees, split at the `<w>`
 * elements that carry Strong's numbers. Notes, headings and speakers are left out, as the chapter HTML
 * leaves them out of the verse; a canonical title (a psalm's) is returned apart. Adjacent words tagged
 * with the same numbers and parted only by white space (no markup: a note, a line's end) are one word:
 * the WEB tags each English word of a phrase ("said to" for one Greek verb), the KJV tags the phrase
 * ("lovest thou").
 */
export const verseWords = (osis: string, chapter: number): OsisVerseWords => {
  const scanner = new VerseScanner(chapter);
  scanOsis(
    osis,
    (text) => scanner.text(text),
    (kind, name, attrs) => scanner.tag(kind, name, attrs),
  );
  return { words: tidy(scanner.words), title: tidy(scanner.title) };
};

/**
 * Whitespace as the stored verse text has it (runs squashed, none at the ends), spaces kept out of
 * tagged words, pieces of one `<w>` joined, and a phrase's words tagged alike joined.
 */
const tidy = (raw: Raw[]): OsisWord[] => {
  const out: Raw[] = [];
  let atSpace = true;
  for (const r of raw) {
    if (r.barrier) {
      const last = out[out.length - 1];
      if (last) last.barrier = true;
      continue;
    }
    let t = /[\s¶]/.test(r.text) ? r.text.replace(/¶/g, '').replace(/\s+/g, ' ') : r.text;
    if (atSpace && t.startsWith(' ')) t = t.slice(1);
    if (!t) continue;
    atSpace = t.endsWith(' ');
    if (r.strongs.length === 0) {
      append(out, t, NONE, -1);
      continue;
    }
    const core = t.includes(' ') ? t.trim() : t;
    if (t.startsWith(' ')) append(out, ' ', NONE, -1);
    if (core) append(out, core, r.strongs, r.w);
    if (core && t.endsWith(' ')) append(out, ' ', NONE, -1);
  }
  const last = out[out.length - 1];
  if (last?.text.endsWith(' ')) {
    last.text = last.text.slice(0, -1);
    if (!last.text) out.pop();
  }
  // "said" + " " + "to", both G3004 → "said to"; not across markup ("God<note/> is", a line's end).
  const merged: Raw[] = [];
  for (const word of out) {
    const gap = merged[merged.length - 1];
    const before = merged[merged.length - 2];
    if (
      word.strongs.length > 0 &&
      gap?.text === ' ' &&
      !gap.barrier &&
      gap.strongs.length === 0 &&
      before &&
      !before.barrier &&
      sameNumbers(before.strongs, word.strongs)
    ) {
      merged.pop();
      before.text += ` ${word.text}`;
      before.barrier = word.barrier;
      continue;
    }
    merged.push({ ...word });
  }
  return merged.map((w) => ({ text: w.text, strongs: w.strongs }));
};

/** Adds text to the last run when it is the same `<w>` (or both are between words), else a new run. */
const append = (out: Raw[], text: string, strongs: string[], w: number): void => {
  const last = out[out.length - 1];
  if (last && last.w === w && (w >= 0 || last.strongs.length === 0)) last.text += text;
  else out.push({ text, strongs, w });
};

const sameNumbers = (a: string[], b: string[]): boolean =>
  a.length > 0 && a.length === b.length && a.every((x, i) => x === b[i]);

/** A verse's text from its words, as stored in verses.text. */
export const wordsText = (words: readonly OsisWord[]): string => words.map((w) => w.text).join('');
