import { useCallback, useSyncExternalStore } from 'react';

// Reader settings kept in localStorage under the spec's keys, shared live between components (and
// tabs, through the storage event). Unknown stored values fall back to the default.
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('storage', notify);

/** Which stored values are valid: a fixed list, or a pattern for open-ended ids (translations). */
export type Allowed<T extends string> = readonly T[] | RegExp;
const isAllowed = <T extends string>(v: string, allowed: Allowed<T>): v is T =>
  allowed instanceof RegExp ? allowed.test(v) : (allowed as readonly string[]).includes(v);

export const readSetting = <T extends string>(key: string, allowed: Allowed<T>, fallback: T): T => {
  try {
    const v = localStorage.getItem(key);
    return v !== null && isAllowed(v, allowed) ? v : fallback;
  } catch {
    return fallback;
  }
};

export const writeSetting = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the choice still applies until the page is closed, through the notify below.
  }
  memory.set(key, value);
  notify();
};

// Lets a choice work for this page even when localStorage refuses to store it.
const memory = new Map<string, string>();

export const useLocalSetting = <T extends string>(key: string, allowed: Allowed<T>, fallback: T) => {
  const value = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => {
      const stored = readSetting(key, allowed, fallback);
      const mem = memory.get(key);
      return stored === fallback && mem !== undefined && isAllowed(mem, allowed) ? mem : stored;
    },
    () => fallback,
  );
  const set = useCallback((v: T) => writeSetting(key, v), [key]);
  return [value, set] as const;
};
