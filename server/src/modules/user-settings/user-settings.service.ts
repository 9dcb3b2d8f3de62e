import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';

export const DEFAULT_THEOLOGY = 'default';

/**
 * The settings that tailor the assistant: profile, perspective and commentary (spec §7 Home and
 * settings). Unknown slugs are a 400 that changes nothing. A profile that is not Christian always uses
 * the default perspective (spec §4): choosing one resets the perspective, and reading it answers the default.
 */
export const createUserSettingsService = (repo: UsersRepository, guidance: GuidanceService) => {
  const profileOf = (slug: string) => guidance.profiles().find((p) => p.slug === slug);
  const christian = (user: UserRow) => {
    const p = user.profileSlug ? profileOf(user.profileSlug) : undefined;
    return p?.is_christian ?? false;
  };

  const effectiveTheology = (user: UserRow) => ({
    theology_slug: christian(user) ? (user.theologySlug ?? DEFAULT_THEOLOGY) : DEFAULT_THEOLOGY,
  });

  return {
    profile: (user: UserRow) => ({ profile_slug: user.profileSlug }),

    setProfile: async (user: UserRow, slug: string) => {
      const profile = profileOf(slug);
      if (!profile) throw new AppError(400, ErrorCode.unknownProfile, `Unknown profile: ${slug}`);
      const updated = await repo.updateSettings(user.id, {
        profileSlug: slug,
        ...(profile.is_christian ? {} : { theologySlug: DEFAULT_THEOLOGY }),
      });
      return { profile_slug: updated.profileSlug };
    },

    /** The perspective in effect for this user. */
    theology: effectiveTheology,

    setTheology: async (user: UserRow, slug: string) => {
      if (!guidance.theologies().some((t) => t.slug === slug)) {
        throw new AppError(400, ErrorCode.unknownTheology, `Unknown perspective: ${slug}`);
      }
      return effectiveTheology(await repo.updateSettings(user.id, { theologySlug: slug }));
    },

    setCommentary: (user: UserRow, commentary: 'mhc' | null) => repo.updateSettings(user.id, { commentary }),

    /** Whether the user's chosen profile is a Christian one (suggestions and answers differ). */
    isChristian: christian,

    /** The example questions for the user's profile (the default profile's until one is chosen). */
    exampleQuestions: (user: UserRow) => guidance.exampleQuestions(user.profileSlug ?? undefined),
  };
};

export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
