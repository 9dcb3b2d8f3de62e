import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { FeatureFlagsResponse } from '../../../common/src/contracts/feature-flags.ts';
import { featureFlagsQuery } from '../api/flags-query.ts';

type Flag = keyof FeatureFlagsResponse;

/** A route that exists only while its feature flag is on (spec §3); otherwise the not-found home. */
export const RequireFlag = ({ flag, children }: { flag: Flag; children: ReactNode }) => {
  const flags = useQuery(featureFlagsQuery());
  if (flags.isPending) return <p className="status">Loading...</p>;
  if (!flags.data?.[flag]) return <Navigate replace to="/?notfound=1" />;
  return children;
};

/** A lazily loaded route module behind a flag, for the router's `lazy`. */
export const gated =
  (flag: Flag, load: () => Promise<{ Component: ComponentType }>) =>
  async (): Promise<{ Component: ComponentType }> => {
    const { Component: Inner } = await load();
    return {
      Component: () => (
        <RequireFlag flag={flag}>
          <Inner />
        </RequireFlag>
      ),
    };
  };
