import type { SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import type { BibleService } from '../../bible/bible.service.ts';
import type { LibraryService } from '../../library/library.service.ts';
import { formatReference } from '../analysis/passages.ts';
import type { ChapterStructure } from './shape.ts';
import type { StudySources, TopicalPassage } from './sources.ts';

/**
 * The verses of a chapter's HTML (docs/chapter-html.md) that begin a prose paragraph, a stanza, or the
 * first line after a section heading (Psalm 119's stanzas): where the translation marks a new thought.
 */
export const paragraphBreaks = (html: string): number[] => {
  const out = new Set<number>();
  let heading = false;
  for (const m of html.matchAll(
    /<h3[^>]*>|<p class="([^"]*)"[^>]*>(?:\s*<span class="v" data-verse="(\d+)"><sup class="vn">)?/g,
  )) {
    if (m[0].startsWith('<h3')) {
      heading = true;
      continue;
    }
    const cls = m[1] ?? '';
    const verse = m[2] ? Number(m[2]) : undefined;
    if (verse !== undefined && (heading || /(^|\s)(p|stanza)(\s|$)/.test(cls))) out.add(verse);
    // A title or speaker line between a heading and its verse keeps the heading's mark.
    if (verse !== undefined || !/subtitle/.test(cls)) heading = false;
  }
  return [...out].sort((a, b) => a - b);
};

// The sermon themes (analysis/themes.ts) as Nave's Topical Bible files them: a topic and, where the
// topic is broad, the sub-heading that carries the sermon's sense. A theme not listed (a publisher's
// own) is looked up by its name.
const NAVE: Record<string, { topic: string; label?: string }> = {
  Faith: { topic: 'FAITH' },
  Grace: { topic: 'GRACE OF GOD' },
  Love: { topic: 'LOVE' },
  Prayer: { topic: 'PRAYER' },
  Salvation: { topic: 'SALVATION' },
  Sin: { topic: 'SIN' },
  Repentance: { topic: 'REPENTANCE' },
  Forgiveness: { topic: 'FORGIVENESS' },
  Hope: { topic: 'HOPE' },
  'Holy Spirit': { topic: 'HOLY SPIRIT' },
  'Abiding in Christ': { topic: 'PERSEVERANCE' },
  Fruitfulness: { topic: 'RIGHTEOUSNESS', label: 'FRUITS OF' },
  Suffering: { topic: 'AFFLICTIONS AND ADVERSITIES' },
  Obedience: { topic: 'OBEDIENCE' },
  Humility: { topic: 'HUMILITY' },
  Joy: { topic: 'JOY' },
  Peace: { topic: 'PEACE' },
  Fear: { topic: 'COWARDICE', label: 'General' },
  Generosity: { topic: 'LIBERALITY' },
  Worship: { topic: 'WORSHIP' },
  Atonement: { topic: 'ATONEMENT' },
  Resurrection: { topic: 'RESURRECTION' },
  'Kingdom of God': { topic: 'KINGDOM OF HEAVEN' },
  Holiness: { topic: 'HOLINESS' },
  Mercy: { topic: 'GOD', label: 'MERCY OF' },
  Temptation: { topic: 'TEMPTATION' },
  'Eternal life': { topic: 'IMMORTALITY' },
  'Word of God': { topic: 'WORD OF GOD' },
  Judgment: { topic: 'JUDGMENT' },
  Thankfulness: { topic: 'THANKFULNESS' },
  Discipleship: { topic: 'DISCIPLESHIP' },
  Providence: { topic: 'GOD', label: 'PROVIDENCE OF' },
};

/** The Nave's heading a theme is followed under. */
export const naveHeading = (theme: string) => NAVE[theme] ?? { topic: theme };

const span = (p: SermonPassage) => ({
  bookId: p.book_id,
  chapter: p.chapter,
  from: p.start_verse,
  to: p.end_verse,
});

/** The first chapter of a range (a study day stays in one chapter), as a passage. */
const passageOf = (r: {
  bookId: string;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}): SermonPassage => {
  const end = r.endChapter === r.startChapter ? r.endVerse : 999;
  const reference = formatReference({
    bookId: r.bookId,
    chapter: r.startChapter,
    start: r.startVerse,
    end: Math.max(end, r.startVerse),
  });
  return {
    reference,
    book_id: r.bookId,
    chapter: r.startChapter,
    start_verse: r.startVerse,
    end_verse: Math.max(end, r.startVerse),
  };
};

const key = (p: SermonPassage) => `${p.book_id}.${p.chapter}.${p.start_verse}`;

/**
 * Study sources over the bible and library services: the translation's cross-references, then the
 * passages Nave's files under the most of the same headings (the translation's notes cross-reference
 * mostly the Old Testament quotations of the New, so on their own they leave most passages alone);
 * Nave's topics for the sermon's themes; Matthew Henry's commentary.
 */
export const createStudySources = (
  bible: Pick<BibleService, 'crossReferencesFrom' | 'chapter' | 'chapterVerses'>,
  library: Pick<
    LibraryService,
    'commentaryOn' | 'topicPassages' | 'relatedPassages' | 'commentaryForChapter'
  >,
  versesIn: (bibleId: string, bookId: string, chapter: number) => Promise<number>,
  bibleId = 'eng-web',
): StudySources => ({
  versesIn,
  crossReferences: async (p) => {
    const out = new Map<string, SermonPassage>();
    const own = await bible.crossReferencesFrom(bibleId, p.book_id, p.chapter, p.start_verse, p.end_verse);
    const related = await library.relatedPassages(span(p), 12);
    for (const r of [...own, ...related]) {
      const x = passageOf(r);
      if (x.book_id === p.book_id && x.chapter === p.chapter) continue;
      if (!out.has(key(x))) out.set(key(x), x);
    }
    return [...out.values()];
  },
  topicPassages: async (theme, near = []): Promise<TopicalPassage[]> => {
    const heading = naveHeading(theme);
    const found = await library.topicPassages(heading.topic, {
      ...(heading.label ? { label: heading.label } : {}),
      near: near.map(span),
      limit: 12,
    });
    return found.map((r) => ({ ...passageOf(r), topic: theme }));
  },
  commentary: (p) => library.commentaryOn(p.book_id, p.chapter, p.start_verse),
  structure: async (bible_id, bookId, chapter): Promise<ChapterStructure> => {
    // A chapter or commentary that is not there leaves the window verse by verse, never fails the study.
    const html = await bible
      .chapter(bible_id, bookId, chapter)
      .then((c) => c.body.body.toString('utf8'))
      .catch(() => '');
    const sections = await library
      .commentaryForChapter(bible_id, bookId, chapter)
      .then((c) =>
        c.sections
          .filter((x) => x.start_chapter <= chapter && x.end_chapter >= chapter)
          .map((x) => ({
            start: x.start_chapter < chapter ? 1 : x.start_verse,
            end: x.end_chapter > chapter ? 999 : x.end_verse,
          })),
      )
      .catch(() => []);
    return { breaks: paragraphBreaks(html), sections };
  },
  text: async (bible_id, p) =>
    bible
      .chapterVerses(bible_id, p.book_id, p.chapter)
      .then((c) =>
        c.verses
          .filter((v) => v.verse >= p.start_verse && v.verse <= p.end_verse)
          .map((v) => v.text)
          .join(' '),
      )
      .catch(() => ''),
});
