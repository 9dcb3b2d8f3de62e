import { z } from 'zod';

export const Role = z.enum(['user', 'publisher', 'admin']);
export type Role = z.infer<typeof Role>;

export const UserResponse = z.object({
  id: z.string(),
  role: Role,
  preferred_translation: z.string(),
  commentary: z.enum(['mhc']).nullable(),
  /** Signed in to an account (spec §3 User.is_authenticated); false for anonymous readers. */
  is_authenticated: z.boolean(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const UpdateTranslationBody = z.object({
  translation_id: z.string().min(1, 'is required').max(40, 'must be at most 40 characters'),
});

const SettingSlug = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a slug such as new_believer');
export const UpdateProfileBody = z.object({ profile_slug: SettingSlug });
/** null: the reader has not chosen a profile yet (the default one applies). */
export const ProfileSettingResponse = z.object({ profile_slug: z.string().nullable() });
export const UpdateTheologyBody = z.object({ theology_slug: SettingSlug });
/** The perspective in effect: the chosen one, or 'default' (always so for a profile that is not Christian). */
export const TheologySettingResponse = z.object({ theology_slug: z.string() });
export const UpdateCommentaryBody = z.object({ commentary: z.enum(['mhc']).nullable() });

/** Spec §3/§4 onboarding hints: the known ids and their priorities (lower shows first). */
/** `reading_reminders` (issue 33): the gentle offer of a daily reminder after a third reading day. */
export const HINT_PRIORITIES = { install_app: 1, reading_reminders: 2, share_conversation: 3 } as const;
export type HintName = keyof typeof HINT_PRIORITIES;
export const HINT_NAMES = Object.keys(HINT_PRIORITIES) as HintName[];
export const OnboardingHintsResponse = z.object({
  hints: z.array(z.object({ hint_name: z.string(), priority: z.number().int() })),
});
export const DismissHintBody = z.object({ hint_name: z.string().min(1).max(40) });
