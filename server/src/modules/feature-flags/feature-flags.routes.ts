import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  FeatureFlagsResponse,
} from '../../../../common/src/contracts/feature-flags.ts';

/** The flags in effect: those configured on are true, every other one false (spec §3). */
export const presentFlags = (enabled: ReadonlySet<string>): FeatureFlagsResponse =>
  Object.fromEntries(FEATURE_FLAG_NAMES.map((n) => [n, enabled.has(n)])) as Record<FeatureFlagName, boolean>;

export const registerFeatureFlagRoutes = (app: FastifyInstance, enabled: ReadonlySet<string>): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const flags = presentFlags(enabled);
  api.get(
    '/api/feature-flags',
    { config: { access: 'public' }, schema: { response: { 200: FeatureFlagsResponse } } },
    async () => flags,
  );
};
