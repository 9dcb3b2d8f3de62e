import { z } from 'zod';

// Profiles (who is asking) and perspectives, called theologies in the API (spec §3, §7 Home and settings).
export const Slug = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a slug such as new_believer');
export const SlugParams = z.object({ slug: Slug });

export const Profile = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  is_christian: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;
export const ProfilesResponse = z.object({ profiles: z.array(Profile) });

export const Theology = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Markdown: how answers from this perspective differ. */
  instructions: z.string(),
  is_default: z.boolean(),
});
export type Theology = z.infer<typeof Theology>;
export const TheologiesResponse = z.object({ theologies: z.array(Theology) });

export const ExampleQuestionsResponse = z.object({ questions: z.array(z.string()) });
export type ExampleQuestionsResponse = z.infer<typeof ExampleQuestionsResponse>;
