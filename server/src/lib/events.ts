/**
 * A typed in-process event bus: a module says what happened, and a module wired after it listens,
 * so neither has to be built before the other (decision 0019). `emit` runs every listener and
 * settles when all have: a listener's failure rejects it, as a direct call would.
 */
export const createEventBus = <Events extends Record<string, unknown>>() => {
  const listeners = new Map<keyof Events, ((payload: never) => unknown)[]>();
  return {
    on: <K extends keyof Events>(name: K, listener: (payload: Events[K]) => unknown): void => {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as (payload: never) => unknown]);
    },
    emit: async <K extends keyof Events>(name: K, payload: Events[K]): Promise<void> => {
      await Promise.all(
        (listeners.get(name) ?? []).map((listener) => (listener as (p: Events[K]) => unknown)(payload)),
      );
    },
  };
};

export type EventBus<Events extends Record<string, unknown>> = ReturnType<typeof createEventBus<Events>>;
