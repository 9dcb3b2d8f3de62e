import { commentaryReferences } from './study-engine.commentary-refs.ts';
import type { CrossRef } from './study-engine.crossrefs.ts';

interface Helps {
  crossReferences: readonly CrossRef[];
  relatedByTopic: readonly { markdown: string }[];
  commentary: readonly { text: string }[];
  /** Passages Nave's files under the selection's own headings. */
  headingPassages: readonly { label: string }[];
}

/** A place in Scripture: a chapter, or verses of it. */
export interface Place {
  chapter: string;
  from?: number;
  to?: number;
}

/** "[John 7:50-53](/read/JHN/7?verse=50-53)" → John 7, verses 50 to 53 (no verses: the whole chapter). */
export const placeOfLink = (linkOrMarkdown: string): Place | undefined => {
  const m = linkOrMarkdown.match(/\/read\/([1-4A-Z]{3})\/(\d+)(?:\?verse=(\d+)(?:-(\d+))?)?/);
  if (!m) return undefined;
  const from = m[3] ? Number(m[3]) : undefined;
  return { chapter: `${m[1]} ${m[2]}`, from, to: m[4] ? Number(m[4]) : from };
};

/** Whether a place ties: inside one of the ties' verses (a verse of a tied chapter is not enough). */
export type Tied = (linkOrMarkdown: string) => boolean;

/**
 * The places the library's helps tie to the selected verses: the translators' cross-references, the
 * passages Nave's files under the same headings, and those Matthew Henry cites in his comment on them.
 * A verse found by the question's words alone is cited only inside one of these (or where it holds the
 * very words asked about): a shared word ("dead", "door") is no sign that a passage bears on what was
 * asked, and citing it would send the reader somewhere unrelated.
 */
export const helpTies = (
  selected: { bookId: string; chapter: number; verses: readonly number[] },
  helps: Helps,
): Tied => {
  const ties: Place[] = [{ chapter: `${selected.bookId} ${selected.chapter}` }];
  for (const r of helps.crossReferences) {
    const [b, c, v] = r.target.split('-')[0]?.split('.') ?? [];
    const [eb, ec, ev] = r.target.split('-')[1]?.split('.') ?? [];
    if (!b || !c) continue;
    const from = v ? Number(v) : undefined;
    const to = eb === b && ec === c && ev ? Number(ev) : from;
    ties.push({ chapter: `${b} ${c}`, from, to: eb && ec !== c ? undefined : to });
  }
  for (const r of [
    ...helps.relatedByTopic.map((x) => x.markdown),
    ...helps.headingPassages.map((p) => p.label),
  ]) {
    const t = placeOfLink(r);
    if (t) ties.push(t);
  }
  for (const r of commentaryReferences(helps.commentary, new Set(), selected, Number.POSITIVE_INFINITY))
    ties.push({ chapter: `${r.book} ${r.chapter}`, from: r.start_verse, to: r.end_verse });
  return (place) => {
    const at = placeOfLink(place);
    if (!at) return false;
    return ties.some(
      (t) =>
        t.chapter === at.chapter &&
        (t.from === undefined ||
          (at.from !== undefined && at.from >= t.from && (at.to ?? at.from) <= (t.to ?? t.from))),
    );
  };
};
