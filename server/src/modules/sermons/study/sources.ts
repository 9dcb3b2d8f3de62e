import type { SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import type { ChapterStructure } from './shape.ts';

/** A passage a topic led to, with the heading it was found under (shown in the day's name). */
export type TopicalPassage = SermonPassage & { topic: string };

/**
 * What study generation needs from the rest of the server, passed in (app.ts wires the bible and
 * library services through study/library-sources.ts; tests may pass fakes). Never another module's tables.
 */
export interface StudySources {
  /** Verses in a chapter of the chosen translation; 0 when the chapter is not in it. */
  versesIn(bibleId: string, bookId: string, chapter: number): Promise<number>;
  /** Passages closest to this one elsewhere in Scripture, closest first (cross-references). */
  crossReferences(passage: SermonPassage): Promise<SermonPassage[]>;
  /**
   * Passages filed under a theme (Nave's Topical Bible), the most relevant first; `near` are the
   * sermon's passages, which say what sense of the theme the sermon meant.
   */
  topicPassages(topic: string, near?: SermonPassage[]): Promise<SermonPassage[] | TopicalPassage[]>;
  /** The commentary on a passage (Matthew Henry by default), plain text, or null. */
  commentary(passage: SermonPassage): Promise<string | null>;
  /**
   * Where the chapter's thoughts begin (the translation's paragraph, stanza and heading marks; the
   * commentary's sections): a day's window starts and ends on them. Absent: verse by verse.
   */
  structure?(bibleId: string, bookId: string, chapter: number): Promise<ChapterStructure>;
  /** The passage's plain text in the translation ('' when unknown): a day's title may quote it. */
  text?(bibleId: string, passage: SermonPassage): Promise<string>;
}
