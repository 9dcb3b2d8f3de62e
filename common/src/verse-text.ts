/** "16", "16–18", "16, 18–19" from verse numbers (sorted and deduplicated here). */
export const verseListLabel = (verses: readonly number[]): string => {
  const sorted = [...new Set(verses)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i] as number;
    i++;
    parts.push(start === end ? `${start}` : `${start}–${end}`);
  }
  return parts.join(', ');
};

/** "John 3:16–17" */
export const verseReference = (bookName: string, chapter: number, verses: readonly number[]): string =>
  verses.length ? `${bookName} ${chapter}:${verseListLabel(verses)}` : `${bookName} ${chapter}`;

/** The passages call's `refs` for verses of one chapter: contiguous runs become ranges (JHN.3.16-JHN.3.17). */
export const passageRefs = (bookId: string, chapter: number, verses: readonly number[]): string =>
  verseListLabel(verses)
    .split(', ')
    .filter(Boolean)
    .map((part) => {
      const [a, b] = part.split('–');
      return b ? `${bookId}.${chapter}.${a}-${bookId}.${chapter}.${b}` : `${bookId}.${chapter}.${a}`;
    })
    .join(';');

/**
 * What Copy puts on the clipboard (issue 18): the verses' full text in curly quotes, then the reference
 * and translation: “For God so loved the world, …” — John 3:16 (WEB). Runs that are not contiguous are
 * joined with an ellipsis so the quote never pretends to be continuous.
 */
export const quoteVerses = (
  bookName: string,
  chapter: number,
  verses: readonly { verse: number; text: string }[],
  abbreviation: string,
): string => {
  const sorted = [...verses].sort((a, b) => a.verse - b.verse);
  let text = '';
  sorted.forEach((v, i) => {
    const prev = sorted[i - 1];
    const sep = i === 0 ? '' : prev && v.verse === prev.verse + 1 ? ' ' : ' … ';
    text += sep + v.text.trim();
  });
  const ref = verseReference(
    bookName,
    chapter,
    sorted.map((v) => v.verse),
  );
  return `“${text}” — ${ref}${abbreviation ? ` (${abbreviation})` : ''}`;
};
