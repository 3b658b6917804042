import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A small shared fetch-and-poll cache for what the first page of any visit needs (maintenance,
 * version, the shop of ?id): TanStack Query loads with the dashboard, not with the login page.
 */
export type LightState<T> = { status: 'idle' | 'loading' | 'success' | 'error'; data: T | undefined };
type Entry = {
  state: LightState<unknown>;
  listeners: Set<() => void>;
  fetcher?: (signal: AbortSignal) => Promise<unknown>;
  inflight?: Promise<void>;
};

const IDLE: LightState<never> = { status: 'idle', data: undefined };
const cache = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { state: IDLE, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: LightState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** (Re)loads a key with its last fetcher; concurrent calls share one request. */
export function refreshLight(key: string): Promise<void> {
  const entry = entryOf(key);
  if (!entry.fetcher) return Promise.resolve();
  if (entry.inflight) return entry.inflight;
  const controller = new AbortController();
  publish(entry, { ...entry.state, status: entry.state.status === 'success' ? 'success' : 'loading' });
  entry.inflight = entry
    .fetcher(controller.signal)
    .then(
      (data) => publish(entry, { status: 'success', data }),
      () => publish(entry, { ...entry.state, status: 'error' }),
    )
    .finally(() => {
      entry.inflight = undefined;
    });
  return entry.inflight;
}

/** Fills a key not loaded yet with an answer already at hand (a preloaded one). */
export function seedLight(key: string, data: unknown): void {
  const entry = entryOf(key);
  if (entry.state.status === 'idle') entry.state = { status: 'success', data };
}

/** Forgets the keys matching (signed-out users' data). */
export function dropLight(match: (key: string) => boolean): void {
  for (const [key, entry] of cache) if (match(key)) publish(entry, IDLE);
}

export function useLightQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: { pollMs?: (data: T | undefined) => number } = {},
): LightState<T> & { refetch(): Promise<void> } {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!key) return () => undefined;
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (key ? entryOf(key).state : IDLE),
    () => IDLE,
  ) as LightState<T>;

  const { pollMs } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fetcher is stored for later calls; a new function identity must not restart the polling.
  useEffect(() => {
    if (!key) return;
    const entry = entryOf(key);
    entry.fetcher = fetcher as Entry['fetcher'];
    if (entry.state.status === 'idle') void refreshLight(key);
    if (!pollMs) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const schedule = () => {
      timer = setTimeout(
        () => {
          void refreshLight(key).then(() => alive && schedule());
        },
        pollMs(entry.state.data as T | undefined),
      );
    };
    schedule();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, pollMs]);

  return { ...state, refetch: () => (key ? refreshLight(key) : Promise.resolve()) };
}
