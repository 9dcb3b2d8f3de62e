import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

// Study helps beside the Bible text: commentary, Strong's lexicons and Nave's topics; and the English
// word list home search's speller reads.

export const commentaries = pgTable('commentaries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  licence: text('licence').notNull(),
});

/** A commentary section ("Verses 1-8") with the verse range it covers. */
export const commentarySections = pgTable(
  'commentary_sections',
  {
    id: serial('id').primaryKey(),
    commentaryId: text('commentary_id').notNull(),
    bookId: text('book_id').notNull(),
    startChapter: integer('start_chapter').notNull(),
    startVerse: integer('start_verse').notNull(),
    endChapter: integer('end_chapter').notNull(),
    endVerse: integer('end_verse').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('commentary_sections_idx').on(t.commentaryId, t.bookId, t.startChapter)],
);

/** One line of a commentary's chapter outline ("Christ's discourse with Nicodemus. (1-21)"). */
export const commentaryOutlines = pgTable(
  'commentary_outlines',
  {
    commentaryId: text('commentary_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    startVerse: integer('start_verse').notNull(),
    endVerse: integer('end_verse').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentaryId, t.bookId, t.chapter, t.position] })],
);

export const strongsEntries = pgTable('strongs_entries', {
  id: text('id').primaryKey(),
  language: text('language').notNull(),
  lemma: text('lemma').notNull(),
  transliteration: text('transliteration').notNull(),
  pronunciation: text('pronunciation').notNull(),
  definition: text('definition').notNull(),
});

export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  text: text('text').notNull(),
});

/** A verse range cited by a Nave's topic, with the sub-heading it was listed under. */
export const topicRefs = pgTable(
  'topic_refs',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id').notNull(),
    label: text('label').notNull(),
    bookId: text('book_id').notNull(),
    startChapter: integer('start_chapter').notNull(),
    startVerse: integer('start_verse').notNull(),
    endChapter: integer('end_chapter').notNull(),
    endVerse: integer('end_verse').notNull(),
  },
  (t) => [
    index('topic_refs_topic_idx').on(t.topicId),
    index('topic_refs_verse_idx').on(t.bookId, t.startChapter),
  ],
);

/** A common English word (Debian's `wamerican`, lower-case entries only): home search's speller leaves it alone. */
export const englishWords = pgTable('english_words', {
  word: text('word').primaryKey(),
});
