import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { extractCitations } from '../analysis/passages.ts';
import { splitSentences } from '../analysis/sentences.ts';
import { isFiller } from '../analysis/signposts.ts';
import type { Range } from './shape.ts';

// Issue 30: each day's insight ties its passage to what the preacher said about it, in the sermon's own
// words. With the transcript, those are the sentences that name the passage and the ones after them (what
// the preacher said next); without it, the sentence the analysis kept for each cited passage.

export interface SermonWords {
  /** The preacher's sentences about the verses of `r`, in sermon order, the preacher's own comment first. */
  about(r: Range): string[];
  /**
   * How many sentences the preacher goes on about the passage after first naming it (up to 3), before
   * naming another; undefined without the transcript.
   */
  elaboration(r: Range): number | undefined;
  /** True when the sermon names the passage only to set it aside ("that psalm was not written then"). */
  setAside(r: Range): boolean;
}

const QUOTED = /[“"][^”"]*[”"]?/g;
const words = (s: string) => s.replace(QUOTED, ' ').match(/[A-Za-z’']+/g) ?? [];

// Naming a passage to say it does not bear on the sermon: "Psalm 23 was not written to explain this
// psalm", "that has nothing to do with…", "does not mean…". Scripture quoted in the sentence is left out
// first ("He that spared not his own Son" is no rejection).
const SET_ASIDE =
  /\b(?:not|never|n[’']t)\s+(?:\w+\s+){0,2}(?:written|about|meant?|means|teach(?:es|ing)?|say(?:s|ing)?|talking|speaking|apply|applies|refer(?:s|ring)?|belong)\b|\bnothing to do with\b|\bwe had better leave it\b/i;

// Housekeeping about the page rather than the message, beyond what the analysis calls filler: "keep your
// Bible open in front of you", "will you turn with me…", "let us read…" (issue 30: never an insight).
const HOUSEKEEPING =
  /\bkeep (?:your|the|that) bibles? open\b|\b(?:turn|open|come|go|flip)(?: back| over)?(?: with me)?(?: in your bibles?)? to (?:verse|chapter|page|the (?:next|first|last) (?:verse|chapter|page)|(?:[1-3] ?)?[A-Za-z]+ (?:chapter|\d))|\bin front of you\b|\b(?:will|would|can) you (?:turn|open|stand|read)\b|\b(?:let us|let's|let me) (?:read|pray|stand)\b|\byou (?:can|may) be seated\b/i;
export const isHousekeeping = (s: string): boolean => HOUSEKEEPING.test(s);

/** A sentence worth quoting as the preacher's word on a passage, not a pointer ("Look at verse two."). */
export const substantive = (s: string): boolean => {
  const w = words(s);
  if (w.length < 6 || isFiller(s) || isHousekeeping(s)) return false;
  return !/^(?:look|turn|open|read|now turn|let us turn)\b/i.test(s.trim()) || w.length >= 12;
};

const bears = (r: Range, c: { bookId: string; chapter: number; start: number; end: number }) =>
  touches(r, c) && ((c.start >= r.start && c.start <= r.end) || c.end - c.start < 30);
const touches = (r: Range, c: { bookId: string; chapter: number; start: number; end: number }) =>
  c.bookId === r.bookId && c.chapter === r.chapter && c.start <= r.end && r.start <= c.end;

export const sermonWords = (analysis: SermonAnalysis, transcript?: string): SermonWords => {
  const paragraphs = (transcript ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const sentences = paragraphs.length ? splitSentences(paragraphs) : [];
  const citations = sentences.length ? extractCitations(sentences, analysis.title) : [];
  // A citation of the day's own verses (one starting inside it, or a short passage holding it): "Psalm
  // 119" named whole says nothing of verses 65-72 in particular.
  const naming = (r: Range) => [...new Set(citations.filter((c) => bears(r, c)).map((c) => c.sentence))];
  const namesOther = (i: number, r: Range) => citations.some((c) => c.sentence === i && !touches(r, c));
  const fromAnalysis = (r: Range) =>
    analysis.passages
      .filter((p) =>
        bears(r, { bookId: p.book_id, chapter: p.chapter, start: p.start_verse, end: p.end_verse }),
      )
      .sort((a, b) => a.first_position - b.first_position)
      .map((p) => p.quote);
  return {
    about: (r) => {
      const at = naming(r);
      if (!at.length) return [...new Set(fromAnalysis(r))].filter(substantive);
      const own: string[] = [];
      const quoting: string[] = [];
      for (const i of at)
        for (const j of [i, i + 1, i + 2]) {
          const s = sentences[j];
          // What follows belongs to this passage until the preacher names another.
          if (!s || (j > i && namesOther(j, r))) break;
          if (!substantive(s)) continue;
          (/[“"]/.test(s) ? quoting : own).push(s);
        }
      return [...new Set([...own, ...quoting])];
    },
    elaboration: (r) => {
      const i = naming(r)[0];
      if (i === undefined) return undefined;
      let n = 0;
      for (let j = i + 1; j <= i + 3 && sentences[j] !== undefined; j++) {
        if (citations.some((c) => c.sentence === j)) break;
        n++;
      }
      return n;
    },
    setAside: (r) => {
      const at = naming(r);
      const said = at.length
        ? at.flatMap((i) => [sentences[i] ?? '', namesOther(i + 1, r) ? '' : (sentences[i + 1] ?? '')])
        : fromAnalysis(r);
      return said.some((s) => SET_ASIDE.test(s.replace(QUOTED, ' ')));
    },
  };
};
