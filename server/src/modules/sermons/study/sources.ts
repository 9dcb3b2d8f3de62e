import type { SermonPassage } from '../../../../../common/src/contracts/sermons.ts';

/**
 * What study generation needs from the rest of the server, passed in (app.ts wires the bible and
 * library services; tests pass fakes). Never another module's tables.
 */
export interface StudySources {
  /** Verses in a chapter of the chosen translation; 0 when the chapter is not in it. */
  versesIn(bibleId: string, bookId: string, chapter: number): Promise<number>;
  /** Cross-references from a passage, closest first (TSK-style, as the reader's cross-reference popover). */
  crossReferences(passage: SermonPassage): Promise<SermonPassage[]>;
  /** Passages filed under a topic (Nave's Topical Bible), most relevant first. */
  topicPassages(topic: string): Promise<SermonPassage[]>;
  /** The commentary on a passage (Matthew Henry by default), plain text, or null. */
  commentary(passage: SermonPassage): Promise<string | null>;
}
