import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Annotation } from '../../../common/src/contracts/annotations.ts';
import { NoteTooltip } from './note-tooltip.tsx';
import { XrefPopover } from './xref-popover.tsx';

// Word study's marks and dialog (issue 32) load only when it is turned on.
const WordStudyLayer = lazy(async () => ({
  default: (await import('./word-study/word-study-layer.tsx')).WordStudyLayer,
}));

interface Props {
  html: string;
  bibleId: string;
  selected: readonly number[];
  annotations?: readonly Annotation[];
  onToggleVerse(verse: number): void;
  /** `BOOK.chapter`, on the article: says which chapter the page shows (tests wait on it). */
  passage?: string;
  /** Word study's marks on the text (issue 32), for this book and chapter. */
  wordStudy?: { bookId: string; chapter: number } | undefined;
}

/**
 * Shows highlights (a colour class on every span of the verse), notes and bookmarks (classes on the verse
 * number, drawn out of the text's flow) so the text never moves (issue 18).
 */
const showAnnotations = (root: HTMLElement, annotations: readonly Annotation[]) => {
  const colour = new Map<number, string>();
  const noted = new Set<number>();
  const marked = new Set<number>();
  for (const a of annotations) {
    for (const v of a.verses) {
      if (a.kind === 'highlight' && a.color) colour.set(v, a.color);
      if (a.kind === 'note') noted.add(v);
      if (a.kind === 'bookmark') marked.add(v);
    }
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-verse]')) {
    const v = Number(el.dataset.verse);
    const c = colour.get(v);
    if (c) el.dataset.highlight = c;
    else delete el.dataset.highlight;
    const vn = el.querySelector<HTMLElement>('sup.vn');
    if (!vn) continue;
    vn.classList.toggle('has-note', noted.has(v));
    vn.classList.toggle('has-bookmark', marked.has(v));
    const extra = [
      noted.has(v) && 'has a note',
      marked.has(v) && 'bookmarked',
      c && `highlighted ${c}`,
    ].filter(Boolean);
    vn.setAttribute(
      'aria-label',
      `Select verse ${vn.textContent ?? ''}${extra.length ? ` (${extra.join(', ')})` : ''}`,
    );
  }
};

// The server's markup (docs/chapter-html.md) is escaped and free of raw OSIS; React must not re-set it
// on every selection change, so the HTML lives in a memoised element of its own.
const ChapterHtml = memo(({ html }: { html: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, server-escaped chapter markup
  <div className="chapter-html" dangerouslySetInnerHTML={{ __html: html }} />
));

/** Makes the markers and verse numbers reachable and named for keyboards and screen readers. */
const decorate = (root: HTMLElement) => {
  for (const el of root.querySelectorAll<HTMLElement>('sup.fn')) {
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', `Footnote ${el.textContent ?? ''}`);
  }
  for (const el of root.querySelectorAll<HTMLElement>('sup.xref')) {
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
    el.setAttribute('aria-haspopup', 'dialog');
    el.setAttribute('aria-label', `Cross references: ${el.dataset.label ?? ''}`);
  }
  // The verse numbers are one tab stop together (roving focus): arrow keys move between them.
  const numbers = [...root.querySelectorAll<HTMLElement>('sup.vn')];
  const current = numbers.find((el) => el.tabIndex === 0) ?? numbers[0];
  for (const el of numbers) {
    el.tabIndex = el === current ? 0 : -1;
    el.setAttribute('role', 'button');
    // showAnnotations() may have named what the verse carries; keep that.
    if (!el.hasAttribute('aria-label')) el.setAttribute('aria-label', `Select verse ${el.textContent ?? ''}`);
  }
};

type Open = { kind: 'note' | 'xref'; el: HTMLElement; pinned: boolean } | null;

export const ChapterView = ({
  html,
  bibleId,
  selected,
  annotations,
  onToggleVerse,
  passage,
  wordStudy,
}: Props) => {
  const root = useRef<HTMLElement | null>(null);
  // The article as state too: the word study layer needs it once it is there.
  const [rootEl, setRootEl] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);

  // The markup is decorated and the selection shown on it (every piece of a selected verse, and its
  // number's pressed state) whenever either changes. The parent remounts this view per chapter.
  useLayoutEffect(() => {
    if (!root.current || !html) return;
    decorate(root.current);
    const set = new Set(selected);
    for (const el of root.current.querySelectorAll<HTMLElement>('[data-verse]')) {
      const on = set.has(Number(el.dataset.verse));
      el.classList.toggle('selected', on);
      el.querySelector('sup.vn')?.setAttribute('aria-pressed', String(on));
    }
  }, [html, selected]);

  useLayoutEffect(() => {
    if (root.current && html) showAnnotations(root.current, annotations ?? []);
  }, [html, annotations]);

  useEffect(() => {
    if (!open) return;
    if (open.kind === 'note') open.el.setAttribute('aria-describedby', 'note-tooltip');
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(null);
        open.el.focus();
      }
    };
    // A pinned note closes on a tap anywhere else (the popover handles its own outside taps).
    const onDown = (e: PointerEvent) => {
      if (open.kind === 'note' && !open.el.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      open.el.removeAttribute('aria-describedby');
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const activate = (target: HTMLElement) => {
    const fn = target.closest<HTMLElement>('sup.fn');
    if (fn) {
      // A tap or click pins the note; a second one on the same marker closes it.
      setOpen((o) => (o?.el === fn && o.pinned ? null : { kind: 'note', el: fn, pinned: true }));
      return;
    }
    const xref = target.closest<HTMLElement>('sup.xref');
    if (xref) {
      setOpen((o) => (o?.el === xref ? null : { kind: 'xref', el: xref, pinned: true }));
      return;
    }
    const verse = target.closest<HTMLElement>('[data-verse]');
    if (verse) onToggleVerse(Number(verse.dataset.verse));
  };

  const onClick = (e: MouseEvent<HTMLElement>) => {
    // Selecting text to copy it is not a tap on a verse.
    if (window.getSelection()?.toString()) return;
    activate(e.target as HTMLElement);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const t = e.target as HTMLElement;
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    if ((step || e.key === 'Home' || e.key === 'End') && t.matches('sup.vn') && root.current) {
      const numbers = [...root.current.querySelectorAll<HTMLElement>('sup.vn')];
      const at = numbers.indexOf(t);
      const to =
        e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? numbers.length - 1
            : Math.min(numbers.length - 1, Math.max(0, at + (step ?? 0)));
      const next = numbers[to];
      // Handled here: the arrows then do not also change chapter (useChapterKeys).
      e.preventDefault();
      if (!next) return;
      t.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && t.matches('sup.fn, sup.xref, sup.vn')) {
      e.preventDefault();
      activate(t);
    }
  };
  const hoverNote = (e: MouseEvent<HTMLElement>, entering: boolean) => {
    const fn = (e.target as HTMLElement).closest<HTMLElement>('sup.fn');
    if (!fn) return;
    setOpen((o) =>
      entering ? (o?.pinned ? o : { kind: 'note', el: fn, pinned: false }) : o?.pinned ? o : null,
    );
  };

  return (
    // Delegation: the markers and verse numbers inside are the buttons (see decorate()).
    <article
      ref={(el) => {
        root.current = el;
        setRootEl(el);
      }}
      id="chapter-text"
      tabIndex={-1}
      aria-label="Chapter text"
      className="chapter"
      data-passage={passage}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onMouseOver={(e) => hoverNote(e, true)}
      onMouseOut={(e) => hoverNote(e, false)}
      onFocus={(e) => {
        const t = e.target as HTMLElement;
        if (t.matches('sup.fn')) setOpen((o) => (o?.pinned ? o : { kind: 'note', el: t, pinned: false }));
      }}
      onBlur={(e) => {
        if ((e.target as HTMLElement).matches('sup.fn')) setOpen((o) => (o?.pinned ? o : null));
      }}
    >
      <ChapterHtml html={html} />
      {wordStudy && rootEl && html && (
        <Suspense fallback={null}>
          <WordStudyLayer root={rootEl} bibleId={bibleId} {...wordStudy} />
        </Suspense>
      )}
      {open?.kind === 'note' && <NoteTooltip anchor={open.el} id="note-tooltip" />}
      {open?.kind === 'xref' && (
        <XrefPopover anchor={open.el} bibleId={bibleId} onClose={() => setOpen(null)} />
      )}
    </article>
  );
};
