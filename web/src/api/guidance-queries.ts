import { queryOptions } from '@tanstack/react-query';
import type { Profile, Theology } from '../../../common/src/contracts/guidance.ts';
import type { Partner } from '../../../common/src/contracts/partners.ts';
import { report } from '../lib/report.ts';
import { getJson, putJson } from './client.ts';

// Spec §8: profiles, the user's profile and theology fail silently to empty or default values.
export const profilesQuery = () =>
  queryOptions({
    queryKey: ['profiles'],
    queryFn: async () =>
      (await getJson<{ profiles: Profile[] }>('/api/profiles', 'Profiles').catch(() => null))?.profiles ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });

export const theologiesQuery = () =>
  queryOptions({
    queryKey: ['theologies'],
    queryFn: async () =>
      (await getJson<{ theologies: Theology[] }>('/api/theologies', 'Perspectives').catch(() => null))
        ?.theologies ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });

export const theologyQuery = (slug: string) =>
  queryOptions({
    queryKey: ['theology', slug],
    queryFn: () => getJson<Theology>(`/api/theology/${encodeURIComponent(slug)}`, 'Perspective'),
  });

export const userProfileQuery = () =>
  queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: async () =>
      (await getJson<{ profile_slug: string | null }>('/api/user/profile', 'Profile').catch(() => null))
        ?.profile_slug ?? null,
  });

export const userTheologyQuery = () =>
  queryOptions({
    queryKey: ['user', 'theology'],
    queryFn: async () =>
      (await getJson<{ theology_slug: string }>('/api/user/theology', 'Theology').catch(() => null))
        ?.theology_slug ?? 'default',
  });

// Spec §8: the caller shows a failed save; the server's detail explains it.
export const saveProfile = (slug: string) => putJson('/api/user/profile', { profile_slug: slug }, 'Profile');
export const saveTheology = (slug: string) =>
  putJson('/api/user/theology', { theology_slug: slug }, 'Perspective');

/** The commentary setting (spec §3 User.commentary): Matthew Henry in the assistant's input, or none. */
export const saveCommentary = (on: boolean) =>
  putJson('/api/user/commentary', { commentary: on ? 'mhc' : null }, 'Commentary').catch((error) =>
    report('settings: commentary not saved', error),
  );

export const currentPartnerQuery = () =>
  queryOptions({
    queryKey: ['partner'],
    queryFn: async () =>
      (await getJson<{ partner: Partner | null }>('/api/partner', 'Partner').catch(() => null))?.partner ??
      null,
    staleTime: Number.POSITIVE_INFINITY,
  });
