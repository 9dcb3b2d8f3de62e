import { parseReferences, passageToRange } from '../../../common/src/references.ts';
import { escapeHtml, type TagToken, tokenize } from './osis-tokens.ts';

export interface ChapterVerse {
  verse: number;
  text: string;
  osis: string;
}
export interface ChapterNote {
  verse: number;
  marker: string;
  text: string;
}
export interface ChapterXref {
  verse: number;
  targets: string[];
}
export interface RenderedChapter {
  html: string;
  verses: ChapterVerse[];
  notes: ChapterNote[];
  xrefs: ChapterXref[];
}

interface Inline {
  name: string;
  open: string;
  close: string;
}
type BlockKind = { cls: 'p' | 'q' | 'selah' | 'li'; level?: number };
interface Capture {
  kind: 'footnote' | 'xref' | 'title' | 'speaker';
  /** The element that opened the capture (note, title, speaker): only its own close ends it. */
  tag: string;
  /** Elements open inside the capture, innermost last: a close matches its nearest open of that name. */
  open: string[];
  text: string;
  refText: string;
  /** Inside a title: the depth (1-based) of a footnote nested in it, whose text is its own; 0 when none. */
  noteDepth: number;
  noteText: string;
  /** Footnotes found inside a title, shown as footnote markers after the title's text. */
  titleNotes: string[];
  /** The depth (1-based) of the element whose text is skipped; 0 when none. */
  skipDepth: number;
  attrs: Record<string, string>;
}

const WJ: Inline = { name: 'wj', open: '<span class="wj">', close: '</span>' };
const INLINE: Record<string, Inline> = {
  transChange: { name: 'transChange', open: '<i class="add">', close: '</i>' },
  divineName: { name: 'divineName', open: '<span class="nd">', close: '</span>' },
  foreign: { name: 'foreign', open: '<i class="foreign">', close: '</i>' },
};

const noteMarker = (n: number): string => {
  let s = '';
  let i = n;
  do {
    s = String.fromCharCode(97 + (i % 26)) + s;
    i = Math.floor(i / 26) - 1;
  } while (i >= 0);
  return s;
};

/** Separates the references inside a cross-reference note while its text is captured. */
const REF_SEP = String.fromCharCode(1);
/** USFM character-style markers left in the KJV2006 module's OSIS ("\\nd ", "\\+nd*"). */
const USFM_ND = /\\nd\s?/;
const USFM_MARKER = /\\\+?nd\*?\s?/g;
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
/** Around a footnote the WEB often has no space ("God<note/>created", "conceived,<note/>and"). */
const endsWord = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N},;:.!?’”)]/u.test(c);
const startsWord = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}“‘(]/u.test(c);

/**
 * Renders one chapter's OSIS verses into the chapter HTML contract (docs/chapter-html.md) and the
 * plain text of each verse. State (open paragraph, poetry line, words of Jesus) carries across verses
 * because SWORD splits containers into milestones at verse boundaries.
 */
export class ChapterRenderer {
  private out: string[] = [];
  private pending: BlockKind | null = null;
  private blockOpen = false;
  private stanza = false;
  private verse = 0;
  private verseOpen = false;
  private numbered = new Set<number>();
  private inline: Inline[] = [];
  private qStack: boolean[] = [];
  private divStack: string[] = [];
  /**
   * Outside the chapter's Scripture: after its <chapter eID> (a colophon, then the next book's front
   * matter or the WEB's glossary) or inside front matter/introduction/glossary divisions. Text there is
   * not verse text; a title right after the chapter's end is its subscription (KJV colophons).
   */
  private outside: 'no' | 'after-chapter' | 'front' = 'no';
  private capture: Capture | null = null;
  private plain = '';
  private lastChar = ' ';
  private afterNote = false;
  /** Unnumbered text right after a verse in the same paragraph (a chapter's closing words) starts apart. */
  private afterVerse = false;
  private noteCount = 0;
  private verses: ChapterVerse[] = [];
  private notes: ChapterNote[] = [];
  private xrefs: ChapterXref[] = [];
  /** The osisID of this chapter's <chapter sID>, once seen: only its own eID ends the chapter. */
  private chapterId: string | undefined;
  /** Where each verse number's `<sup class="vn">` sits in `out`, so a linked range can renumber it. */
  private vnAt = new Map<number, number>();
  /** The last verse rendered from its own OSIS: the first verse of a linked range, with that OSIS. */
  private last: { verse: number; osis: string; text: string } | undefined;

  /** `chapter`: the chapter's number, to tell its own end from a stray end of another chapter. */
  constructor(private readonly chapter?: number) {}

  addVerse(verse: number, osis: string): void {
    if (this.linked(verse, osis)) return;
    this.afterVerse = this.verseOpen;
    this.closeVerseSpan();
    this.verse = verse;
    this.plain = '';
    for (const token of tokenize(osis)) {
      if (this.capture) this.captureToken(token);
      else if (token.kind === 'text') this.text(token.text);
      else this.tag(token);
    }
    const text = squash(this.plain.replace(/¶/g, ''));
    if (text && verse > 0) this.verses.push({ verse, text, osis });
    this.last = verse > 0 ? { verse, osis, text } : undefined;
  }

  /**
   * A verse range the module stores as one linked entry (WEB 4 Maccabees 8:28–29, Sirach 26:19–27):
   * mod2imp prints the one text under every key of the range, so the next verse arrives with the very
   * same OSIS. It is rendered once, numbered "28–29", and each verse of the range has the text.
   */
  private linked(verse: number, osis: string): boolean {
    const first = this.last;
    if (!first || verse <= first.verse || !osis.trim() || osis !== first.osis) return false;
    const at = this.vnAt.get(first.verse);
    if (at !== undefined) this.out[at] = `<sup class="vn">${first.verse}–${verse}</sup>`;
    if (first.text) this.verses.push({ verse, text: first.text, osis });
    return true;
  }

  finish(): RenderedChapter {
    this.endBlock();
    return { html: this.out.join(''), verses: this.verses, notes: this.notes, xrefs: this.xrefs };
  }

  private text(raw: string): void {
    // The KJV2006 module keeps 27 USFM "\nd " openers in verse text, each closed by a stray
    // </divineName>: they open the divine name, as the translators meant.
    if (raw.includes('\\nd')) {
      raw.split(USFM_ND).forEach((part, i) => {
        if (i > 0) this.pushInline(INLINE.divineName!);
        this.plainText(part);
      });
      return;
    }
    this.plainText(raw);
  }

  private plainText(raw: string): void {
    if (this.outside !== 'no') return;
    let t = raw.replace(/¶\s*/g, '');
    if (!t) return;
    if (!this.blockOpen && !t.trim()) return;
    if (this.afterNote && startsWord(t[0]) && endsWord(this.lastChar)) t = ` ${t}`;
    this.afterNote = false;
    if (!this.blockOpen || !this.verseOpen) t = t.replace(/^\s+/, '');
    if (!t) return;
    if (this.afterVerse && this.blockOpen && this.verse === 0 && !/\s/.test(this.lastChar)) t = ` ${t}`;
    this.afterVerse = false;
    this.ensureVerse();
    this.out.push(escapeHtml(t));
    this.plain += t;
    this.lastChar = t[t.length - 1] ?? ' ';
  }

  private tag(t: TagToken): void {
    const { name, attrs, kind } = t;
    const start = kind === 'open' || (kind === 'empty' && attrs.sID !== undefined);
    const end = kind === 'close' || (kind === 'empty' && attrs.eID !== undefined);
    switch (name) {
      case 'note':
        if (kind === 'open')
          this.beginCapture(attrs.type === 'crossReference' ? 'xref' : 'footnote', name, attrs);
        return;
      case 'title':
        if (kind === 'open') this.beginCapture('title', name, attrs);
        return;
      case 'speaker':
        if (kind === 'open') this.beginCapture('speaker', name, attrs);
        return;
      case 'q':
        this.quote(t, start, end);
        return;
      case 'l':
        if (start)
          this.startBlock(attrs.type === 'selah' ? { cls: 'selah' } : { cls: 'q', level: level(attrs) });
        else if (end) this.endBlock();
        return;
      case 'lg':
        this.endBlock();
        if (start) this.stanza = true;
        return;
      case 'lb':
        if (attrs.type === 'x-p' || attrs.type === 'x-end-paragraph') this.startBlock({ cls: 'p' });
        else if (this.blockOpen) this.out.push('<br>');
        return;
      case 'p':
        if (kind === 'open') this.startBlock({ cls: 'p' });
        else if (kind === 'close') this.endBlock();
        return;
      case 'chapter':
        if (attrs.sID !== undefined || kind === 'open') {
          this.outside = 'no';
          this.chapterId = attrs.osisID ?? attrs.sID;
        } else if (end && this.endsThisChapter(attrs.eID ?? '')) {
          this.endBlock();
          this.outside = 'after-chapter';
        }
        return;
      case 'div':
        if (NON_SCRIPTURE_DIV.has(attrs.type ?? '') && start) {
          this.endBlock();
          this.outside = 'front';
        }
        if (attrs.type === 'book' && end) {
          this.endBlock();
          this.outside = 'front';
        }
        this.div(t, start, end);
        return;
      case 'milestone':
        if (attrs.type === 'x-p' || attrs.type === 'paragraph') this.startBlock({ cls: 'p' });
        return;
      case 'list':
        this.endBlock();
        return;
      case 'item':
        if (kind === 'open') this.startBlock({ cls: 'li', level: 1 });
        else if (kind === 'close') this.endBlock();
        return;
      case 'hi': {
        const inl =
          attrs.type === 'bold'
            ? { name: 'hi', open: '<b>', close: '</b>' }
            : { name: 'hi', open: '<i>', close: '</i>' };
        this.inlineTag(kind, inl);
        return;
      }
      default: {
        const inl = INLINE[name];
        if (inl) this.inlineTag(kind, inl);
        // Everything else (<w>, <seg>, <name>, <rdg>, <chapter>, ...) is transparent: its text flows.
      }
    }
  }

  /**
   * The WEB's Greek Esther closes chapter 4 in the middle of 6:14 ("…from my fear.] <chapter
   * eID="EsthGr.4"/> While they were still speaking…"): another chapter's end is a stray milestone, and
   * the text after it is still this chapter's.
   */
  private endsThisChapter(eID: string): boolean {
    if (this.chapterId) return eID === this.chapterId;
    if (this.chapter !== undefined) return eID.endsWith(`.${this.chapter}`);
    return true;
  }

  private quote(t: TagToken, start: boolean, end: boolean): void {
    const jesus = t.attrs.who === 'Jesus';
    if (t.kind === 'open') this.qStack.push(jesus);
    let isJesus = jesus;
    if (t.kind === 'close') isJesus = this.qStack.pop() ?? false;
    const marker = t.attrs.marker;
    if (start) {
      if (marker) this.text(marker);
      if (isJesus) this.pushInline(WJ);
    } else if (end) {
      if (isJesus) this.popInline('wj');
      if (marker) this.text(marker);
    }
  }

  private div(t: TagToken, start: boolean, end: boolean): void {
    const type = t.attrs.type ?? '';
    if (type === 'x-milestone') return;
    if (t.kind === 'open') this.divStack.push(type);
    const isPara =
      type === 'x-p' || type === 'paragraph' || (t.kind === 'close' && this.divStack.pop() === 'x-p');
    if (!isPara) return;
    if (start) this.startBlock({ cls: 'p' });
    else if (end) this.endBlock();
  }

  private inlineTag(kind: TagToken['kind'], inl: Inline): void {
    if (kind === 'open') this.pushInline(inl);
    else if (kind === 'close') this.popInline(inl.name);
  }

  private pushInline(inl: Inline): void {
    this.inline.push(inl);
    if (this.verseOpen) this.out.push(inl.open);
  }

  private popInline(name: string): void {
    const i = this.inline.map((x) => x.name).lastIndexOf(name);
    if (i < 0) return;
    const above = this.inline.slice(i);
    if (name === 'divineName' && above.length === 1 && this.verseOpen) {
      this.possessiveAfterDivineName();
      return;
    }
    if (this.verseOpen) for (const x of [...above].reverse()) this.out.push(x.close);
    this.inline.splice(i, 1);
    if (this.verseOpen) for (const x of above.slice(1)) this.out.push(x.open);
  }

  /**
   * The KJV marks "LORD’s" whole as the divine name. Small caps would print its "s" as a capital
   * ("LORD’S"), so a possessive ending the name is set after the small caps: <span class="nd">LORD</span>’s.
   */
  private possessiveAfterDivineName(): void {
    const last = this.out.length - 1;
    const m = /(’|&#39;)s$/.exec(this.out[last] ?? '');
    if (m) {
      this.out[last] = (this.out[last] ?? '').slice(0, -m[0].length);
      this.out.push(INLINE.divineName!.close, m[0]);
    } else this.out.push(INLINE.divineName!.close);
    this.inline.pop();
  }

  private startBlock(kind: BlockKind): void {
    this.endBlock();
    this.plain += ' ';
    this.pending = kind;
  }

  private endBlock(): void {
    this.plain += ' ';
    if (this.blockOpen) {
      this.closeVerseSpan();
      this.out.push('</p>');
      this.blockOpen = false;
    }
    this.pending = null;
  }

  private ensureVerse(): void {
    if (!this.blockOpen) {
      const b = this.pending ?? { cls: 'p' };
      const cls = b.cls === 'q' && this.stanza ? 'q stanza' : b.cls;
      const lvl = b.level ? ` data-level="${Math.min(3, b.level)}"` : '';
      this.out.push(`<p class="${cls}"${lvl}>`);
      if (b.cls === 'q') this.stanza = false;
      this.blockOpen = true;
      this.pending = null;
    }
    if (!this.verseOpen && this.verse > 0) {
      this.out.push(`<span class="v" data-verse="${this.verse}">`);
      if (!this.numbered.has(this.verse)) {
        this.numbered.add(this.verse);
        this.vnAt.set(this.verse, this.out.length);
        this.out.push(`<sup class="vn">${this.verse}</sup>`);
      }
      for (const x of this.inline) this.out.push(x.open);
      this.verseOpen = true;
    }
  }

  private closeVerseSpan(): void {
    if (!this.verseOpen) return;
    for (const x of [...this.inline].reverse()) this.out.push(x.close);
    this.out.push('</span>');
    this.verseOpen = false;
  }

  private beginCapture(kind: Capture['kind'], tag: string, attrs: Record<string, string>): void {
    this.capture = {
      kind,
      tag,
      open: [],
      text: '',
      refText: '',
      skipDepth: 0,
      noteDepth: 0,
      noteText: '',
      titleNotes: [],
      attrs,
    };
  }

  private captureToken(token: ReturnType<typeof tokenize>[number]): void {
    const c = this.capture!;
    if (token.kind === 'text') {
      if (c.skipDepth > 0) return;
      if (c.noteDepth > 0) c.noteText += token.text;
      else c.text += token.text;
      return;
    }
    if (token.kind === 'open') {
      // The "3:16 " origin label inside a note repeats the verse: not part of the note's text.
      if (c.skipDepth > 0) {
        // inside a skipped element: its children are skipped with it
      } else if (token.name === 'reference' && token.attrs.type === 'annotateRef')
        c.skipDepth = c.open.length + 1;
      else if (token.name === 'note' && c.noteDepth === 0 && (c.kind === 'title' || c.kind === 'speaker')) {
        // A footnote on a title (WEB psalm titles) stays a footnote, never part of the title.
        c.noteDepth = c.open.length + 1;
        c.noteText = '';
      } else if (token.name === 'reference' && c.kind === 'xref') c.text += REF_SEP;
      c.open.push(token.name);
      return;
    }
    if (token.kind === 'close') {
      // Parsed as a tree: a close ends the nearest open element of its name, closing what it holds
      // (the KJV leaves <divineName> unclosed inside notes); a close with no open match is either the
      // capture's own end or a stray, which is ignored.
      const i = c.open.lastIndexOf(token.name);
      if (i < 0) {
        if (token.name === c.tag) this.endCapture();
        return;
      }
      c.open.length = i;
      if (i < c.skipDepth) c.skipDepth = 0;
      if (i < c.noteDepth) {
        c.noteDepth = 0;
        const note = squash(c.noteText.replace(USFM_MARKER, ''));
        if (note) c.titleNotes.push(note);
      }
    }
  }

  private footnoteMarker(text: string): string {
    const marker = noteMarker(this.noteCount++);
    if (this.verse > 0) this.notes.push({ verse: this.verse, marker, text });
    return `<sup class="fn" data-fn="${marker}" data-note="${escapeHtml(text)}">${marker}</sup>`;
  }

  private endCapture(): void {
    const c = this.capture!;
    this.capture = null;
    const text = squash(c.text.replaceAll(REF_SEP, ' ').replace(USFM_MARKER, ''));
    if (c.kind === 'title' || c.kind === 'speaker') {
      if (!text || this.outside === 'front') return;
      this.endBlock();
      const notes = c.titleNotes.map((n) => this.footnoteMarker(n)).join('');
      const body = `${escapeHtml(text)}${notes}`;
      const canonical = c.attrs.canonical === 'true' || c.attrs.type === 'psalm';
      if (this.outside === 'after-chapter') this.out.push(`<p class="subscription">${body}</p>`);
      else if (c.kind === 'speaker') this.out.push(`<p class="subtitle speaker">${body}</p>`);
      else if (canonical) this.out.push(`<p class="subtitle">${body}</p>`);
      else this.out.push(`<h3 class="heading">${body}</h3>`);
      return;
    }
    if (!text || this.outside !== 'no') return;
    if (c.kind === 'footnote') {
      this.ensureVerse();
      this.out.push(this.footnoteMarker(text));
    } else {
      const targets = parseReferences(text).map(passageToRange);
      if (targets.length === 0) return;
      this.xrefs.push({ verse: this.verse, targets });
      this.ensureVerse();
      this.out.push(
        `<sup class="xref" data-refs="${escapeHtml(targets.join(';'))}" data-label="${escapeHtml(text)}">+</sup>`,
      );
    }
    this.afterNote = true;
  }
}

/** Divisions whose content is not Scripture: module prefaces, book introductions, the WEB's glossary. */
const NON_SCRIPTURE_DIV = new Set(['front', 'introduction', 'glossary', 'back', 'x-introduction', 'preface']);

const level = (attrs: Record<string, string>): number => {
  const n = Number(attrs.level ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
};
