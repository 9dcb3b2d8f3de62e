import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { Profile, Theology } from '../../../../common/src/contracts/guidance.ts';
import { notFound } from '../../lib/errors.ts';
import { type GuideFile, loadGuides } from './guidance.data.ts';

const presentProfile = (g: GuideFile): Profile => ({
  slug: g.slug,
  name: g.meta.name ?? g.slug,
  description: g.meta.description ?? '',
  is_default: g.meta.is_default === 'true',
  is_christian: g.meta.is_christian === 'true',
});

const presentTheology = (g: GuideFile): Theology => ({
  slug: g.slug,
  name: g.meta.name ?? g.slug,
  description: g.meta.description ?? '',
  instructions: g.instructions,
  is_default: g.meta.is_default === 'true',
});

/** Profiles and perspectives, read once from server/data at start-up; defaults listed first. */
export const createGuidanceService = (
  profiles: GuideFile[] = loadGuides('profiles'),
  perspectives: GuideFile[] = loadGuides('perspectives'),
) => {
  const byDefault = (a: GuideFile, b: GuideFile) =>
    Number(b.meta.is_default === 'true') - Number(a.meta.is_default === 'true');
  const sortedProfiles = [...profiles].sort(byDefault);
  const sortedPerspectives = [...perspectives].sort(byDefault);
  const defaultProfile = sortedProfiles[0];
  if (defaultProfile?.meta.is_default !== 'true')
    throw new Error('server/data/profiles has no default profile');

  const profileFile = (slug: string) => {
    const g = profiles.find((p) => p.slug === slug);
    if (!g) throw notFound(ErrorCode.profileNotFound, `Profile not found: ${slug}`);
    return g;
  };

  return {
    profiles: () => sortedProfiles.map(presentProfile),
    profile: (slug: string) => presentProfile(profileFile(slug)),
    theologies: () => sortedPerspectives.map(presentTheology),
    theology: (slug: string) => {
      const g = perspectives.find((p) => p.slug === slug);
      if (!g) throw notFound(ErrorCode.theologyNotFound, `Perspective not found: ${slug}`);
      return presentTheology(g);
    },
    /** The example questions for a profile (the default one until the reader chooses another). */
    exampleQuestions: (slug?: string) => (slug ? profileFile(slug) : defaultProfile).examples,
    /** For the assistant's prompt: the profile's instructions. */
    profileInstructions: (slug?: string) => (slug ? profileFile(slug) : defaultProfile).instructions,
  };
};

export type GuidanceService = ReturnType<typeof createGuidanceService>;
