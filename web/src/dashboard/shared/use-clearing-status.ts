import { useEffect } from 'react';

/** Spec §9 (timings): a success message goes after 3 s, an error after 5 s. */
export const SUCCESS_CLEARS_MS = 3_000;
export const ERROR_CLEARS_MS = 5_000;

/**
 * Clears a mutation's success or error message after the time spec §9 gives it (issue 36: the
 * dashboard's messages stayed until the page was left). `reset` is TanStack Query's mutation reset.
 */
export const useClearingStatus = (m: { isSuccess: boolean; isError: boolean; reset(): void }) => {
  const { isSuccess, isError, reset } = m;
  useEffect(() => {
    if (!isSuccess && !isError) return;
    const timer = setTimeout(reset, isError ? ERROR_CLEARS_MS : SUCCESS_CLEARS_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, isError, reset]);
};
