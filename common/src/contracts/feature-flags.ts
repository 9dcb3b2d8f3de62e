import { z } from 'zod';

/** Spec §3 Feature flags: every flag is false unless configured on. */
export const FEATURE_FLAG_NAMES = [
  'enable_audit',
  'enable_commentaries',
  'enable_reading_plans',
  'enable_translations',
  'enable_esv',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

export const FeatureFlagsResponse = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((n) => [n, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);
export type FeatureFlagsResponse = Record<FeatureFlagName, boolean>;
