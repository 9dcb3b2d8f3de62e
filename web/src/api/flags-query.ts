import { queryOptions } from '@tanstack/react-query';
import type { FeatureFlagsResponse } from '../../../common/src/contracts/feature-flags.ts';
import { getJson } from './client.ts';

const ALL_OFF: FeatureFlagsResponse = {
  enable_audit: false,
  enable_commentaries: false,
  enable_reading_plans: false,
  enable_translations: false,
  enable_esv: false,
};

export const featureFlagsQuery = () =>
  queryOptions({
    queryKey: ['feature-flags'],
    // Spec §8: failing to fetch flags leaves them all off and the app carries on.
    queryFn: async () =>
      (await getJson<FeatureFlagsResponse>('/api/feature-flags', 'Feature flags').catch(() => null)) ??
      ALL_OFF,
    staleTime: Number.POSITIVE_INFINITY,
  });
