import { z } from 'zod';

// Verses shared as pictures (issue 33): GET /api/bible/:bibleId/image?ref=JHN.3.16-18&style=&size=
// answers image/png (the ref, styles and sizes: verse-image-ref.ts). The path is written out in
// server/src/modules/verse-image/verse-image.routes.ts.

/**
 * Loose on purpose: each field is checked by the service, so a bad one answers its own stable code
 * (`image.invalid_ref`, `image.invalid_style`, `image.invalid_size`) rather than `request.invalid`.
 */
export const VerseImageQuery = z.object({
  ref: z.string().max(200).default(''),
  style: z.string().max(40).optional(),
  size: z.string().max(40).optional(),
});
