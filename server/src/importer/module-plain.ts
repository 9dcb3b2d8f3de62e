import { decodeEntities } from './osis-tokens.ts';

/**
 * The fidelity test's reference: a verse's plain text straight from the module's OSIS, by the simplest
 * path that owes nothing to the chapter renderer — the caller cuts what follows the chapter's end
 * (colophons, the next book's front matter, the WEB's glossary) with beforeChapterEnd, drop notes, titles and speakers whole, drop every
 * other tag (a block boundary becomes a space), decode entities, squash white space.
 */
const BLOCK = /^(l|lg|p|div|lb|milestone|item|list|chapter)$/;
/** Where a note was: a private-use character, never in the modules' text. */
const NOTE = '\uE000';

export interface PlainOptions {
  /**
   * Module quirk (WEB): a footnote between two words with no space around it ("God<note/>created").
   * A reader sees the words apart, so where a note sat between a word or sentence mark and a word,
   * the words are kept apart.
   */
  spaceWhereNoteSeparates?: boolean;
  /** Module quirk (KJV2006): USFM "\nd " markers left in verse text, not words of the Bible. */
  dropUsfmMarkers?: boolean;
}

/**
 * What of an entry is its chapter's: all before the chapter's own end (`<chapter eID="….N"/>`, N the
 * entry's chapter). Another chapter's end inside it is a stray milestone (the WEB closes Greek Esther's
 * chapter 4 in the middle of 6:14), not the end of this text.
 */
export const beforeChapterEnd = (osis: string, chapter: number): string => {
  const end = new RegExp(`<chapter\\b[^>]*\\beID="[^"]*\\.${chapter}"`).exec(osis);
  return end ? osis.slice(0, end.index) : osis;
};

export const modulePlainText = (osis: string, opts: PlainOptions = {}): string => {
  let text = osis
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, NOTE)
    .replace(/<note\b[^>]*\/>/g, '')
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, '')
    .replace(/<speaker\b[^>]*>[\s\S]*?<\/speaker>/g, '')
    .replace(/<\/?([A-Za-z]+)\b[^>]*>/g, (_m, name: string) => (BLOCK.test(name) ? ' ' : ''));
  if (opts.dropUsfmMarkers) text = text.replace(/\\nd /g, '');
  text = opts.spaceWhereNoteSeparates
    ? text.replace(/([\p{L}\p{N},;:.!?’”)])\uE000+(?=[\p{L}\p{N}“‘(])/gu, '$1 ').replaceAll(NOTE, '')
    : text.replaceAll(NOTE, '');
  return decodeEntities(text).replace(/¶/g, '').replace(/\s+/g, ' ').trim();
};
