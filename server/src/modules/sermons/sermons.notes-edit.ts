import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type {
  CitedPassage,
  SermonAnalysis,
  SermonPassage,
  UpdateSermonAnalysisBody,
} from '../../../../common/src/contracts/sermons.ts';
import { isBareReference, parseReferences } from '../../../../common/src/references.ts';
import { badRequest } from '../../lib/errors.ts';
import { versesIn } from './analysis/canon.ts';
import { buildNotes } from './analysis/notes.ts';
import { formatReference } from './analysis/passages.ts';

// Issue 30: the publisher's edit of a sermon's notes before any reader sees them. The edit is stored in
// the analysis itself, where the study job reads it (sermons.jobs.ts → study/), and the notes' markdown
// is written again from it by the analysis' own writer, which escapes their words: text, never markup.

/** One passage of the canon within one chapter, from what a person writes; undefined when it is none. */
export const resolvePassage = (text: string): SermonPassage | undefined => {
  if (!isBareReference(text)) return undefined;
  const refs = parseReferences(text);
  const ref = refs[0];
  if (refs.length !== 1 || !ref || ref.endChapter !== undefined) return undefined;
  const last = versesIn(ref.book, ref.chapter);
  if (last === 0) return undefined;
  const start = ref.verses?.start ?? 1;
  const end = ref.verses?.end ?? last;
  if (start < 1 || end < start || end > last) return undefined;
  return {
    reference: formatReference({ bookId: ref.book, chapter: ref.chapter, start, end, whole: !ref.verses }),
    book_id: ref.book,
    chapter: ref.chapter,
    start_verse: start,
    end_verse: end,
  };
};

const invalidPassage = (text: string) =>
  badRequest(
    ErrorCode.sermonInvalidPassage,
    `“${text.slice(0, 100)}” is not a passage of the Bible: write it as “John 15:1-8” or “Psalm 23”, within one chapter.`,
  );

const resolved = (text: string): SermonPassage => {
  const p = resolvePassage(text);
  if (!p) throw invalidPassage(text);
  return p;
};

const key = (p: SermonPassage) => `${p.book_id}.${p.chapter}.${p.start_verse}-${p.end_verse}`;

/**
 * A passage the publisher adds, ranked with the sermon's most used ones (the study generator orders the
 * cited passages by mentions and dwell, then by where they are first named), so it can become a day.
 */
const addedPassage = (p: SermonPassage, cited: CitedPassage[]): CitedPassage => ({
  ...p,
  mentions: Math.max(1, ...cited.map((c) => c.mentions)),
  first_position: 0,
  dwell: Math.max(0, ...cited.map((c) => c.dwell)),
  quote: '',
  added: true,
});

/** The analysis with the publisher's edit applied (the notes' markdown not yet written again). */
export const applyNotesEdit = (a: SermonAnalysis, body: UpdateSermonAnalysisBody): SermonAnalysis => {
  // Every reference is checked before anything changes: one that names no passage is a 400.
  const mainText =
    body.main_text === undefined ? undefined : body.main_text ? resolved(body.main_text) : null;
  const outline = body.outline?.map((o) => ({ point: o.point, passages: o.references.map(resolved) }));
  const wanted = body.references?.map(resolved);

  let passages = a.passages;
  let removed = new Set<string>();
  if (wanted) {
    const keep = new Set(wanted.map(key));
    removed = new Set(a.passages.map(key).filter((k) => !keep.has(k)));
    const known = new Set(a.passages.map(key));
    const added = new Map<string, SermonPassage>();
    for (const p of wanted) if (!known.has(key(p)) && !added.has(key(p))) added.set(key(p), p);
    passages = [
      ...a.passages.filter((p) => keep.has(key(p))),
      ...[...added.values()].map((p) => addedPassage(p, a.passages)),
    ];
  }
  let main = mainText === undefined ? a.main_text : mainText;
  if (main && removed.has(key(main)) && mainText === undefined) main = null;
  // A main passage the sermon did not cite joins the passages the study draws on.
  if (main && mainText && !passages.some((p) => key(p) === key(main as SermonPassage)))
    passages = [...passages, addedPassage(main, a.passages)];
  const points = (outline ?? a.outline).map((o) => ({
    point: o.point,
    passages: o.passages.filter((p) => !removed.has(key(p))),
  }));
  return {
    ...a,
    ...(body.summary !== undefined ? { summary: body.summary } : {}),
    ...(body.big_idea !== undefined ? { big_idea: body.big_idea } : {}),
    ...(body.applications !== undefined ? { applications: body.applications } : {}),
    ...(body.discussion_questions !== undefined ? { discussion_questions: body.discussion_questions } : {}),
    main_text: main,
    passages,
    outline: points,
  };
};

/** Whitespace made one space: a line break in an item would end it (or start a heading) in markdown. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A summary keeps its paragraphs. */
const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter(Boolean)
    .join('\n\n');

/**
 * The notes readers see, in the generator's form, from the edited analysis; analysis/notes.ts escapes
 * every text it is given, so markup a publisher types reads as written.
 */
export const notesMarkdown = (a: SermonAnalysis): string => {
  const { content: _content, ...rest } = a;
  return buildNotes({
    ...rest,
    summary: paragraphs(a.summary),
    big_idea: oneLine(a.big_idea),
    outline: a.outline.map((o) => ({ ...o, point: oneLine(o.point) })),
    // An added passage was not named in the sermon: no count ('named 3 times') is claimed for it.
    passages: a.passages.map((p) => (p.added ? { ...p, mentions: 1 } : p)),
    applications: a.applications.map(oneLine),
    discussion_questions: a.discussion_questions.map(oneLine),
  });
};
