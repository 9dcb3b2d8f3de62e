// Plain verse text out of chapter HTML (docs/chapter-html.md), for the offline search index. Regex, not
// a DOM: it runs over a whole Bible (1,189 chapters) right after a download.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '');

/** [verse number, text] for each verse of the chapter, in order; a verse split over lines is joined. */
export const versesOfChapter = (html: string): Array<[number, string]> => {
  // Footnote and cross-reference markers, verse numbers (all <sup>) and headings are not verse text.
  const body = html.replace(/<sup\b[^>]*>[\s\S]*?<\/sup>/g, '').replace(/<h3\b[^>]*>[\s\S]*?<\/h3>/g, '');
  const parts = body.split(/<span class="v" data-verse="(\d+)">/);
  const verses = new Map<number, string>();
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const n = Number(parts[i]);
    const text = decode((parts[i + 1] ?? '').replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    verses.set(n, verses.has(n) ? `${verses.get(n)} ${text}`.trim() : text);
  }
  return [...verses];
};
