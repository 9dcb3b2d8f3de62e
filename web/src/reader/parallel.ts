// The parallel view (issue 18): two translations' chapter markup (docs/chapter-html.md) merged into one
// fragment of rows, one per verse number, so both columns of a row start at the same line. The first
// translation keeps the reader's markup (`.v[data-verse]`, `sup.vn`), so selecting, highlights, notes,
// footnotes and reading aloud work as in the single view; the second is text beside it (`.pv`).

/** A piece of a verse: its inner markup, and its poetry line's level when it is one (`p.q`). */
interface Piece {
  html: string;
  line?: string;
}

/** Verse number → its pieces, in order (a verse split over paragraphs or poetry lines has several). */
const versesOf = (html: string): Map<number, Piece[]> => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = new Map<number, Piece[]>();
  for (const el of doc.querySelectorAll<HTMLElement>('.v[data-verse]')) {
    el.querySelector('sup.vn')?.remove();
    const n = Number(el.dataset.verse);
    const q = el.closest<HTMLElement>('p.q');
    const piece: Piece = q ? { html: el.innerHTML, line: q.dataset.level ?? '1' } : { html: el.innerHTML };
    out.set(n, [...(out.get(n) ?? []), piece]);
  }
  return out;
};

/**
 * A verse's pieces as one run of markup, its number first. Poetry keeps its lines (issue 36): each line
 * is a block of its own, indented by its level; prose pieces are joined with a space.
 */
const joined = (pieces: Piece[], number: string): string =>
  pieces
    .map((p, i) => {
      const inner = i === 0 ? `${number}${p.html}` : p.html;
      if (p.line) return `<span class="pq" data-level="${attr(p.line)}">${inner}</span>`;
      return i > 0 && !pieces[i - 1]?.line ? ` ${inner}` : inner;
    })
    .join('');

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One fragment with a header row naming both translations and a row for every verse either has. */
export const parallelHtml = (
  first: { html: string; label: string },
  second: { html: string; label: string; lang?: string },
): string => {
  const a = versesOf(first.html);
  const b = versesOf(second.html);
  const numbers = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y);
  const lang = second.lang ? ` lang="${attr(second.lang)}"` : '';
  // The second column's verses say which translation they are to a screen reader (the header row is for
  // the eye); the first is the reader's own translation, named by the page.
  const secondName = `<span class="visually-hidden">${attr(second.label)}: </span>`;
  const rows = numbers.map((n) => {
    const left = a.get(n);
    const right = b.get(n);
    return `<div class="prow" data-row="${n}"><p class="p pcol">${
      left ? `<span class="v" data-verse="${n}">${joined(left, `<sup class="vn">${n}</sup>`)}</span>` : ''
    }</p><p class="pcol second"${lang}>${
      right
        ? `<span class="pv" data-pverse="${n}">${joined(right, `${secondName}<sup class="pvn">${n}</sup>`)}</span>`
        : ''
    }</p></div>`;
  });
  return `<div class="prow phead" aria-hidden="true"><p class="pcol">${attr(first.label)}</p><p class="pcol second">${attr(second.label)}</p></div>${rows.join('')}`;
};
