import { z } from 'zod';

// Care for a reader who may be in danger (issue 29): the card shown before anything else, and the
// gentler pointer for someone worried about another person or grieving. Shared by the home search
// response, the chat stream's `care` event and stored chat messages.

/** What the reader's words suggest: the card's wording and its lines depend on it. */
export const CareKind = z.enum(['suicide', 'selfharm', 'abuse', 'domestic', 'medical']);
export type CareKind = z.infer<typeof CareKind>;

/** A place to reach someone now. `region` is an ISO 3166 country code, or `*` for everywhere. */
export const CareResource = z.object({
  region: z.string().regex(/^(?:[A-Z]{2}|\*)$/, 'must be a two-letter country code or *'),
  name: z.string().min(1).max(120),
  phone: z.string().max(40).optional(),
  /** A number (or short code) to text, with what to send where one is needed ("Text HOME to 741741"). */
  text: z.string().max(80).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .optional(),
  /** The kinds this line is for; none: every kind. */
  kinds: z.array(CareKind).optional(),
});
export type CareResource = z.infer<typeof CareResource>;
export const CareResources = z.array(CareResource).min(1).max(50);

export const Care = z.object({ kind: CareKind, resources: z.array(CareResource) });
export type Care = z.infer<typeof Care>;

/** Someone worried about another person at risk, or grieving: a smaller pointer, never the care card. */
export const SupportKind = z.enum(['friend', 'grief']);
export type SupportKind = z.infer<typeof SupportKind>;
export const Support = z.object({ kind: SupportKind, resources: z.array(CareResource) });
export type Support = z.infer<typeof Support>;
