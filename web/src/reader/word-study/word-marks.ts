import type { VerseWords } from '../../../../common/src/contracts/word-study.ts';
import { alignWords } from './align-words.ts';

// Word study's marks on the chapter's own markup (issue 32): each tagged word wrapped in a span that
// names its verse and its place among the verse's words, so the chapter keeps its paragraphs, headings,
// notes and red letters. The words are one tab stop together, as the verse numbers are.

export const MARK = 'ws-w';

/** The verse's text nodes in order, less verse numbers and note markers (not part of the verse's text). */
const textNodes = (spans: readonly HTMLElement[]): Text[] => {
  const out: Text[] = [];
  for (const span of spans) {
    const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) =>
        n.parentElement?.closest('sup') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  }
  return out;
};

const label = (text: string, strongs: readonly string[]) => `${text.trim()}, ${strongs.join(' and ')}`;

/** Wraps the tagged words of every verse in `root`; the number of words marked. */
export const applyMarks = (root: HTMLElement, verses: readonly VerseWords[]): number => {
  const spans = new Map<number, HTMLElement[]>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-verse]')) {
    const v = Number(el.dataset.verse);
    spans.set(v, [...(spans.get(v) ?? []), el]);
  }
  let marked = 0;
  for (const verse of verses) {
    const own = spans.get(verse.verse);
    if (!own) continue;
    const nodes = textNodes(own);
    const found = alignWords(
      nodes.map((n) => n.data),
      verse.words,
    );
    // From the last piece back, so that splitting a node leaves earlier offsets in it valid.
    const jobs = [...found].flatMap(([index, pieces]) =>
      pieces.map((p, k) => ({ index, p, first: k === 0 })),
    );
    jobs.sort((a, b) => b.p.node - a.p.node || b.p.start - a.p.start);
    for (const { index, p, first } of jobs) {
      const node = nodes[p.node];
      const word = verse.words[index];
      if (!node || !word) continue;
      const range = document.createRange();
      range.setStart(node, p.start);
      range.setEnd(node, p.end);
      const mark = document.createElement('span');
      mark.className = MARK;
      mark.dataset.w = `${verse.verse}:${index}`;
      if (first) {
        mark.setAttribute('role', 'button');
        mark.setAttribute('aria-haspopup', 'dialog');
        mark.setAttribute('aria-label', label(word.text, word.strongs));
        mark.tabIndex = -1;
        marked++;
      } else mark.dataset.part = '';
      range.surroundContents(mark);
    }
  }
  const first = root.querySelector<HTMLElement>(`.${MARK}[role="button"]`);
  if (first) first.tabIndex = 0;
  return marked;
};

/** Takes the marks off again (word study turned off): the text is as the server sent it. */
export const clearMarks = (root: HTMLElement) => {
  const parents = new Set<Node>();
  for (const mark of root.querySelectorAll<HTMLElement>(`.${MARK}`)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parents.add(parent);
  }
  for (const p of parents) p.normalize();
};

/** The focusable marks (the first piece of each word) in reading order. */
export const markButtons = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>(`.${MARK}[role="button"]`),
];

/** `15:28` → verse 15, word 28. */
export const markAt = (el: HTMLElement): { verse: number; index: number } | null => {
  const [v, i] = (el.dataset.w ?? '').split(':').map(Number);
  return v !== undefined && i !== undefined && Number.isFinite(v) && Number.isFinite(i)
    ? { verse: v, index: i }
    : null;
};
