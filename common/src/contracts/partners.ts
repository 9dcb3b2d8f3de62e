import { z } from 'zod';

export const Partner = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon_url: z.string().nullable(),
  about_text: z.string().nullable(),
});
export type Partner = z.infer<typeof Partner>;
export const CurrentPartnerResponse = z.object({ partner: Partner.nullable() });
export const PartnerParams = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a partner slug'),
});
