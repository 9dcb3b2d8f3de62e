import { queryOptions } from '@tanstack/react-query';
import type { ChurchAnalyticsResponse } from '../../../common/src/contracts/analytics.ts';
import { getJson } from './client.ts';

export type AnalyticsWindow = 7 | 30 | 90;

/** GET /api/churches/{id}/analytics?days=… (the jobs branch's contract). */
export const churchAnalyticsQuery = (churchId: number, days: AnalyticsWindow) =>
  queryOptions({
    queryKey: ['user', 'church', churchId, 'analytics', days],
    queryFn: () =>
      getJson<ChurchAnalyticsResponse>(`/api/churches/${churchId}/analytics?days=${days}`, 'Analytics'),
    staleTime: 60_000,
  });
