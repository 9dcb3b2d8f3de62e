// The parallel view (issue 18): two translations' chapter markup (docs/chapter-html.md) merged into one
// fragment of rows, one per verse number, so both columns of a row start at the same line. The first
// translation keeps the reader's markup (`.v[data-verse]`, `sup.vn`), so selecting, highlights, notes,
// footnotes and reading aloud work as in the single view; the second is text beside it (`.pv`).

/** Verse number → the inner markup of its pieces (a verse split over lines is joined with a space). */
const versesOf = (html: string): Map<number, string> => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = new Map<number, string>();
  for (const el of doc.querySelectorAll<HTMLElement>('.v[data-verse]')) {
    el.querySelector('sup.vn')?.remove();
    const n = Number(el.dataset.verse);
    const prev = out.get(n);
    out.set(n, prev ? `${prev} ${el.innerHTML}` : el.innerHTML);
  }
  return out;
};

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
  const rows = numbers.map(
    (n) =>
      `<div class="prow" data-row="${n}"><p class="p pcol">${
        a.has(n) ? `<span class="v" data-verse="${n}"><sup class="vn">${n}</sup>${a.get(n)}</span>` : ''
      }</p><p class="pcol second"${lang}>${
        b.has(n) ? `<span class="pv" data-pverse="${n}"><sup class="pvn">${n}</sup>${b.get(n)}</span>` : ''
      }</p></div>`,
  );
  return `<div class="prow phead" aria-hidden="true"><p class="pcol">${attr(first.label)}</p><p class="pcol second">${attr(second.label)}</p></div>${rows.join('')}`;
};
