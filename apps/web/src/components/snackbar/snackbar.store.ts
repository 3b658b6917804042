import { SNACKBAR_MS } from '@cuvee/domain';
import { create } from 'zustand';

export type SnackbarSeverity = 'error' | 'success' | 'info' | 'warning';

export type Snack = { id: number; message: string; severity: SnackbarSeverity };

type SnackbarState = { snacks: Snack[] };

/** At most this many snackbars are visible; a new one pushes the oldest out. */
export const MAX_VISIBLE_SNACKS = 5;

/** The visible snackbars, oldest first. Read it with `useSnackbarStore((s) => s.snacks)`. */
export const useSnackbarStore = create<SnackbarState>(() => ({ snacks: [] }));

type Timer = { handle: ReturnType<typeof setTimeout> | undefined; deadline: number; remaining: number };

// Timers live outside the store: they are not state anyone renders.
const timers = new Map<number, Timer>();
let nextId = 1;

function startTimer(id: number, ms: number): void {
  const timer = timers.get(id) ?? { handle: undefined, deadline: 0, remaining: ms };
  if (timer.handle !== undefined) clearTimeout(timer.handle);
  timer.remaining = ms;
  timer.deadline = Date.now() + ms;
  timer.handle = setTimeout(() => dismiss(id), ms);
  timers.set(id, timer);
}

/**
 * Shows a snackbar for SNACKBAR_MS (5 s, spec §9). The same message with the same severity
 * already visible is not stacked again: its 5 s restart instead. Blank messages are ignored.
 */
export const notify = (s: { message: string; severity: SnackbarSeverity }): void => {
  const message = s.message.trim();
  if (message === '') return;
  const { snacks } = useSnackbarStore.getState();
  const twin = snacks.find((snack) => snack.message === message && snack.severity === s.severity);
  if (twin) {
    startTimer(twin.id, SNACKBAR_MS);
    return;
  }
  const snack: Snack = { id: nextId++, message, severity: s.severity };
  const next = [...snacks, snack];
  const overflow = next.slice(0, Math.max(0, next.length - MAX_VISIBLE_SNACKS));
  for (const old of overflow) clearTimer(old.id);
  useSnackbarStore.setState({ snacks: next.slice(overflow.length) });
  startTimer(snack.id, SNACKBAR_MS);
};

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

/** Hides one snackbar now. */
export function dismiss(id: number): void {
  clearTimer(id);
  const { snacks } = useSnackbarStore.getState();
  if (snacks.some((snack) => snack.id === id)) {
    useSnackbarStore.setState({ snacks: snacks.filter((snack) => snack.id !== id) });
  }
}

/** Hides every snackbar (spec §8: an error response without a usable message closes the snackbar). */
export function dismissAll(): void {
  for (const id of timers.keys()) clearTimer(id);
  useSnackbarStore.setState({ snacks: [] });
}

/** Stops the countdown while the pointer or focus is on the snackbar (WCAG 2.2.1). */
export function pauseSnack(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.deadline - Date.now());
}

/** Restarts the countdown with what was left, at least 1 s so the snackbar does not vanish under the user. */
export function resumeSnack(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  startTimer(id, Math.max(1_000, timer.remaining));
}
