import { queryOptions } from '@tanstack/react-query';
import type { UserChurchesResponse } from '../../../common/src/contracts/reading-plans.ts';
import { getJson, putJson } from './client.ts';

/** The churches the signed-in reader publishes for (every church for a site admin). */
export const userChurchesQuery = () =>
  queryOptions({
    queryKey: ['user', 'churches'],
    queryFn: async () =>
      (await getJson<UserChurchesResponse>('/api/user/churches', 'Churches'))?.churches ?? [],
  });

export const setPlanVisibility = (planId: number, visibility: 'public' | 'private') =>
  putJson<{ id: number; visibility: string }>(
    `/api/reading-plans/${planId}/visibility`,
    { visibility },
    'Sermon Study',
  );
