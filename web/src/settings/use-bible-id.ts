import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveTranslation, userQuery } from '../api/bible-queries.ts';
import { queryClient } from '../api/query-client.ts';
import { useLocalTranslation } from './settings.ts';

export const DEFAULT_BIBLE = 'eng-web';

/**
 * The translation to read: this device's choice, else the one saved in the reader's settings, else the
 * default. Choosing one applies at once and is saved in the background (a failed save changes nothing).
 */
export const useBibleId = (): [string, (id: string) => void] => {
  const [local, setLocal] = useLocalTranslation();
  // Only asked when there is no local choice; user info failures are silent (spec §8).
  const user = useQuery({ ...userQuery(), enabled: local === '' });
  const bibleId = local || user.data?.preferred_translation || DEFAULT_BIBLE;
  const save = useMutation({
    mutationFn: saveTranslation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
  const { mutate } = save;
  const choose = useCallback(
    (id: string) => {
      setLocal(id);
      mutate(id);
    },
    [setLocal, mutate],
  );
  return [bibleId, choose];
};
