import { z } from 'zod';
import { ANNOTATION_KINDS, ANNOTATION_LIMITS, HIGHLIGHT_COLORS } from '../annotation-limits.ts';

export { ANNOTATION_KINDS, ANNOTATION_LIMITS, HIGHLIGHT_COLORS };

/** Issue 18: highlights, notes and bookmarks on verses, each its owner's alone. */
export const AnnotationKind = z.enum(ANNOTATION_KINDS);
export type AnnotationKind = z.infer<typeof AnnotationKind>;

export const HighlightColor = z.enum(HIGHLIGHT_COLORS);
export type HighlightColor = z.infer<typeof HighlightColor>;

const BibleId = z.string().min(1).max(40);
const BookId = z.string().regex(/^[A-Z0-9]{3}$/, 'must be a book code such as JHN');
const Chapter = z.number().int().min(1).max(200);
const Verses = z
  .array(z.number().int().min(1).max(200))
  .min(1, 'must name at least one verse')
  .max(ANNOTATION_LIMITS.versesPerAnnotation);
const NoteText = z
  .string()
  .max(ANNOTATION_LIMITS.noteChars, `must be at most ${ANNOTATION_LIMITS.noteChars} characters`);

export const Annotation = z.object({
  id: z.string(),
  kind: AnnotationKind,
  bible_id: z.string(),
  book_id: z.string(),
  chapter: z.number().int(),
  verses: z.array(z.number().int()),
  color: HighlightColor.nullable(),
  text: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Annotation = z.infer<typeof Annotation>;

export const CreateAnnotationBody = z.object({
  kind: AnnotationKind,
  bible_id: BibleId,
  book_id: BookId,
  chapter: Chapter,
  verses: Verses,
  color: HighlightColor.optional(),
  text: NoteText.optional(),
  // Chosen by the app for a change made offline: sent again after a lost answer, it finds the annotation
  // the first try made instead of making a second one (the id it then has).
  client_id: z.string().uuid('must be a uuid').optional(),
});
export type CreateAnnotationBody = z.infer<typeof CreateAnnotationBody>;

/** Partial: only the fields sent change. Where the annotation is (bible, book, chapter) never moves. */
export const UpdateAnnotationBody = z.object({
  verses: Verses.optional(),
  color: HighlightColor.nullable().optional(),
  text: NoteText.nullable().optional(),
});
export type UpdateAnnotationBody = z.infer<typeof UpdateAnnotationBody>;

export const AnnotationParams = z.object({ id: z.string().uuid('must be an annotation id') });

/** One chapter's annotations (bible_id, book_id and chapter together), or all of them page by page. */
export const AnnotationsQuery = z.object({
  bible_id: BibleId.optional(),
  book_id: BookId.optional(),
  chapter: z.coerce.number().int().min(1).max(200).optional(),
  kind: AnnotationKind.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const AnnotationsResponse = z.object({
  annotations: z.array(Annotation),
  page: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type AnnotationsResponse = z.infer<typeof AnnotationsResponse>;

export const DeletedResponse = z.object({ deleted: z.literal(true) });
