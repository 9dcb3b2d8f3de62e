// The rules of the update check (spec §4 App shell, §9), kept pure so they are unit-tested.

/** Spec §9: 5 s, 2 min or 10 min by environment; none under the Vite dev server (port 5174). */
export const updateCheckIntervalMs = (loc: { hostname: string; port: string }): number | null => {
  if (loc.port === '5174') return null;
  if (loc.hostname === 'localhost' || loc.hostname === '127.0.0.1' || loc.hostname === '[::1]') return 5_000;
  if (/(^|[.-])(staging|stage|preview|dev|test)([.-]|$)/.test(loc.hostname)) return 2 * 60_000;
  return 10 * 60_000;
};

export interface UpdateMoment {
  /** Text typed into a question, a note or any other field, not yet sent. */
  typing: boolean;
  /** An answer is streaming in. */
  streaming: boolean;
  /** The tab is hidden: nobody is looking, so a reload interrupts no one. */
  hidden: boolean;
  /** The reader just moved to another page in the app: a new page loads anyway. */
  navigating: boolean;
}

/**
 * What to do once a new build is known: reload now when that loses nothing, otherwise wait and offer a
 * small 'Updated — reload' prompt. Never while a message is typed or an answer streams.
 */
export const updateAction = (m: UpdateMoment): 'reload' | 'prompt' => {
  if (m.typing || m.streaming) return 'prompt';
  return m.hidden || m.navigating ? 'reload' : 'prompt';
};

/** A changed hash is a new build; a failed or odd answer (offline, a proxy's page) is not. */
export const isNewBuild = (current: string | null, fetched: unknown): fetched is { buildHash: string } => {
  if (!fetched || typeof fetched !== 'object') return false;
  const hash = (fetched as { buildHash?: unknown }).buildHash;
  return typeof hash === 'string' && hash.length > 0 && current !== null && hash !== current;
};
