import {
  imageRef,
  MAX_IMAGE_CHARS,
  MAX_IMAGE_VERSES,
  verseImagePath,
} from '../../common/src/verse-image-ref.ts';
import { parseVerseParam } from '../../common/src/verse-selection.ts';
import { verseListLabel } from '../../common/src/verse-text.ts';
import type { BibleService } from './modules/bible/bible.service.ts';

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const DESCRIPTION_CHARS = 300;

/** A public Sermon Study as a shared link shows it (reading-plans' publicPreview). */
export interface StudyPreview {
  name: string;
  description: string;
  passage?: { bookId: string; chapter: number; startVerse: number; endVerse: number } | undefined;
}

type Verse = { verse: number; text: string };

/** The leading verses that fit one picture (issue 33: at most 6 verses and 600 characters). */
const fitImage = (verses: Verse[]): Verse[] => {
  const out: Verse[] = [];
  let chars = 0;
  for (const v of verses.slice(0, MAX_IMAGE_VERSES)) {
    chars += v.text.trim().length;
    if (chars > MAX_IMAGE_CHARS) break;
    out.push(v);
  }
  return out;
};

const clip = (text: string) =>
  text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…` : text;

/** The Open Graph and Twitter tags, every value escaped (verse text and study names are not markup). */
const tags = (t: { title: string; description: string; url: string; image?: string | undefined }) =>
  [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="Emmaus" />`,
    `<meta property="og:title" content="${escapeAttr(t.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(t.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(t.url)}" />`,
    ...(t.image
      ? [
          `<meta property="og:image" content="${escapeAttr(t.image)}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="1080" />`,
          `<meta property="og:image:height" content="1080" />`,
          `<meta property="og:image:alt" content="${escapeAttr(t.title)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${escapeAttr(t.image)}" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<meta name="twitter:title" content="${escapeAttr(t.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(t.description)}" />`,
  ].join('');

/**
 * Link previews for shared addresses (issue 18, issue 33): a reader link (`/read/JHN/3?verse=16`) and a
 * public Sermon Study's link (`/plans/12`, `/plans/12/about`) get Open Graph and Twitter card tags naming
 * the passage, quoting it, and pointing at its picture (GET /api/bible/:bibleId/image) by an absolute
 * address, so a chat app shows the verse itself. `origin` is PUBLIC_URL, or the request's own (its
 * forwarded host and protocol where TRUST_PROXY trusts the proxy). Anything that does not name a real
 * chapter or a public study gets no tags (the page itself then says not found).
 */
export const createLinkPreview =
  (
    bible: Pick<BibleService, 'chapterVerses' | 'listTranslations'>,
    bibleId: string,
    study?: (planId: number) => Promise<StudyPreview | undefined>,
  ) =>
  async (url: string, origin: string): Promise<string | undefined> => {
    const [path = '', query = ''] = url.split('?');
    const base = origin.replace(/\/$/, '');
    const image = (bookId: string, chapter: number, verses: Verse[]) => {
      const fit = fitImage(verses);
      return fit.length
        ? `${base}${verseImagePath(
            bibleId,
            imageRef(
              bookId,
              chapter,
              fit.map((v) => v.verse),
            ),
            'light',
            'square',
          )}`
        : undefined;
    };
    try {
      const abbreviation = async () =>
        (await bible.listTranslations()).find((t) => t.id === bibleId)?.abbreviation ?? '';
      const m = /^\/read\/([1-4A-Za-z]{3})\/(\d{1,3})\/?$/.exec(path);
      if (m) {
        const bookId = (m[1] as string).toUpperCase();
        const chapter = Number(m[2]);
        const { book, verses } = await bible.chapterVerses(bibleId, bookId, chapter);
        const wanted = parseVerseParam(new URLSearchParams(query).get('verse'));
        const chosen = wanted.length ? verses.filter((v) => wanted.includes(v.verse)) : verses.slice(0, 3);
        if (chosen.length === 0) return undefined;
        const ref = wanted.length
          ? `${book.name} ${chapter}:${verseListLabel(chosen.map((v) => v.verse))}`
          : `${book.name} ${chapter}`;
        const abbr = await abbreviation();
        return tags({
          title: `${ref}${abbr ? ` (${abbr})` : ''} — Emmaus`,
          description: clip(chosen.map((v) => v.text.trim()).join(' ')),
          url: `${base}${url}`,
          image: image(bookId, chapter, chosen),
        });
      }
      const s = /^\/plans\/(\d{1,9})(?:\/about)?\/?$/.exec(path);
      if (!s || !study) return undefined;
      const plan = await study(Number(s[1]));
      if (!plan) return undefined;
      const p = plan.passage;
      const verses = p
        ? (await bible.chapterVerses(bibleId, p.bookId, p.chapter)).verses.filter(
            (v) => v.verse >= p.startVerse && v.verse <= p.endVerse,
          )
        : [];
      return tags({
        title: `${plan.name} — a Sermon Study on Emmaus`,
        description: clip(verses.map((v) => v.text.trim()).join(' ') || plan.description),
        url: `${base}${path}`,
        image: p ? image(p.bookId, p.chapter, verses) : undefined,
      });
    } catch {
      return undefined;
    }
  };

export type LinkPreview = ReturnType<typeof createLinkPreview>;
