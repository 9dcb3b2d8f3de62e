import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { HintName } from '../../../common/src/contracts/user.ts';
import { apiRequest, getJson } from '../api/client.ts';
import { report } from '../lib/report.ts';

type Hints = { hint_name: string; priority: number }[];

const hintsQuery = {
  queryKey: ['user', 'onboarding-hints'],
  // Spec §8: failures only log; no hints then.
  queryFn: async () =>
    (await getJson<{ hints: Hints }>('/api/users/onboarding_hints', 'Hints').catch(() => null))?.hints ?? [],
  staleTime: Number.POSITIVE_INFINITY,
};

/** Where each hint points; a hint shows only while its target is on screen (spec §4). */
export const HINT_TARGETS: Record<HintName, string> = {
  install_app: '[data-hint-target="install_app"]',
  share_conversation: '[data-hint-target="share_conversation"]',
  reading_reminders: '[data-hint-target="reading_reminders"]',
};

const targetVisible = (selector: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(selector)).some((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
  });

// Spec §4: targets are re-checked every second.
const RECHECK_MS = 1000;

/**
 * Whether `name` is the hint to show now: not dismissed, its target visible, and no hint of higher
 * priority (install 1, share 3) showing. `dismiss` removes it for good.
 */
export const useHint = (name: HintName) => {
  const queryClient = useQueryClient();
  const hints = useQuery(hintsQuery).data ?? [];
  const [visible, setVisible] = useState<Set<string>>(new Set());
  useEffect(() => {
    const check = () =>
      setVisible((prev) => {
        const next = new Set(
          Object.entries(HINT_TARGETS)
            .filter(([, sel]) => targetVisible(sel))
            .map(([n]) => n),
        );
        return [...next].join() === [...prev].join() ? prev : next;
      });
    check();
    const timer = setInterval(check, RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const first = [...hints].sort((a, b) => a.priority - b.priority).find((h) => visible.has(h.hint_name));
  const dismiss = useCallback(async () => {
    queryClient.setQueryData<Hints>(hintsQuery.queryKey, (old) =>
      (old ?? []).filter((h) => h.hint_name !== name),
    );
    await apiRequest('/api/users/onboarding_hints/dismiss', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hint_name: name }),
    }).catch((error) => report('hints: dismiss failed', error));
  }, [name, queryClient]);
  return { show: first?.hint_name === name, dismiss };
};
