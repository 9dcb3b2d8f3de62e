import { parseVerseParam } from '../../common/src/verse-selection.ts';
import { verseListLabel } from '../../common/src/verse-text.ts';
import type { BibleService } from './modules/bible/bible.service.ts';

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const DESCRIPTION_CHARS = 300;

/**
 * Link previews for shared reader addresses (issue 18): `/read/JHN/3?verse=16` gets Open Graph tags
 * naming the verse and quoting it, so a chat app shows the verse itself. Anything that does not name a
 * real chapter gets no tags (the page itself then says not found).
 */
export const createLinkPreview =
  (bible: Pick<BibleService, 'chapterVerses' | 'listTranslations'>, bibleId: string) =>
  async (url: string): Promise<string | undefined> => {
    const [path = '', query = ''] = url.split('?');
    const m = /^\/read\/([1-4A-Za-z]{3})\/(\d{1,3})\/?$/.exec(path);
    if (!m) return undefined;
    const bookId = (m[1] as string).toUpperCase();
    const chapter = Number(m[2]);
    try {
      const { book, verses } = await bible.chapterVerses(bibleId, bookId, chapter);
      const abbreviation = (await bible.listTranslations()).find((t) => t.id === bibleId)?.abbreviation ?? '';
      const wanted = parseVerseParam(new URLSearchParams(query).get('verse'));
      const chosen = wanted.length ? verses.filter((v) => wanted.includes(v.verse)) : verses.slice(0, 3);
      if (chosen.length === 0) return undefined;
      const ref = wanted.length
        ? `${book.name} ${chapter}:${verseListLabel(chosen.map((v) => v.verse))}`
        : `${book.name} ${chapter}`;
      const title = `${ref}${abbreviation ? ` (${abbreviation})` : ''} — Emmaus`;
      let text = chosen.map((v) => v.text.trim()).join(' ');
      if (text.length > DESCRIPTION_CHARS) text = `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
      return [
        `<meta property="og:type" content="article" />`,
        `<meta property="og:site_name" content="Emmaus" />`,
        `<meta property="og:title" content="${escapeAttr(title)}" />`,
        `<meta property="og:description" content="${escapeAttr(text)}" />`,
        `<meta name="twitter:card" content="summary" />`,
        `<meta name="twitter:title" content="${escapeAttr(title)}" />`,
        `<meta name="twitter:description" content="${escapeAttr(text)}" />`,
      ].join('');
    } catch {
      return undefined;
    }
  };

export type LinkPreview = ReturnType<typeof createLinkPreview>;
