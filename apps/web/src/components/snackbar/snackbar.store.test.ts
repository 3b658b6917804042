import { SNACKBAR_MS } from '@cuvee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_SNACK_COLORS, snackColors } from './snackbar.colors.ts';
import {
  dismiss,
  dismissAll,
  MAX_VISIBLE_SNACKS,
  notify,
  pauseSnack,
  resumeSnack,
  useSnackbarStore,
} from './snackbar.store.ts';

const snacks = () => useSnackbarStore.getState().snacks;

describe('snackbar store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissAll();
    vi.useRealTimers();
  });

  it('shows a snackbar and hides it after 5 s', () => {
    expect(SNACKBAR_MS).toBe(5_000);
    notify({ message: 'Commande validée', severity: 'success' });
    expect(snacks()).toMatchObject([{ message: 'Commande validée', severity: 'success' }]);
    vi.advanceTimersByTime(4_999);
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snacks()).toHaveLength(0);
  });

  it('stacks different messages, oldest first, each with its own timer', () => {
    notify({ message: 'A', severity: 'error' });
    vi.advanceTimersByTime(2_000);
    notify({ message: 'B', severity: 'success' });
    expect(snacks().map((s) => s.message)).toEqual(['A', 'B']);
    vi.advanceTimersByTime(3_000);
    expect(snacks().map((s) => s.message)).toEqual(['B']);
    vi.advanceTimersByTime(2_000);
    expect(snacks()).toEqual([]);
  });

  it('does not stack the same message and severity twice, and restarts its 5 s', () => {
    notify({ message: 'Erreur', severity: 'error' });
    vi.advanceTimersByTime(4_000);
    notify({ message: ' Erreur ', severity: 'error' });
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(4_000);
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(snacks()).toHaveLength(0);
  });

  it('stacks the same message with another severity', () => {
    notify({ message: 'Info', severity: 'error' });
    notify({ message: 'Info', severity: 'info' });
    expect(snacks()).toHaveLength(2);
  });

  it('keeps at most 5 visible, dropping the oldest', () => {
    for (let i = 1; i <= 7; i++) notify({ message: `M${i}`, severity: 'info' });
    expect(MAX_VISIBLE_SNACKS).toBe(5);
    expect(snacks().map((s) => s.message)).toEqual(['M3', 'M4', 'M5', 'M6', 'M7']);
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect(snacks()).toEqual([]);
  });

  it('ignores blank messages', () => {
    notify({ message: '   ', severity: 'error' });
    expect(snacks()).toEqual([]);
  });

  it('dismisses one snackbar, or all of them', () => {
    notify({ message: 'A', severity: 'error' });
    notify({ message: 'B', severity: 'error' });
    const first = snacks()[0]!;
    dismiss(first.id);
    expect(snacks().map((s) => s.message)).toEqual(['B']);
    dismiss(first.id);
    expect(snacks()).toHaveLength(1);
    dismissAll();
    expect(snacks()).toEqual([]);
  });

  it('pauses while hovered and resumes with the time left (at least 1 s)', () => {
    notify({ message: 'A', severity: 'success' });
    const { id } = snacks()[0]!;
    vi.advanceTimersByTime(3_000);
    pauseSnack(id);
    vi.advanceTimersByTime(60_000);
    expect(snacks()).toHaveLength(1);
    resumeSnack(id);
    vi.advanceTimersByTime(1_999);
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snacks()).toHaveLength(0);
  });

  it('resumes with 1 s when paused at the very end', () => {
    notify({ message: 'A', severity: 'success' });
    const { id } = snacks()[0]!;
    vi.advanceTimersByTime(4_900);
    pauseSnack(id);
    resumeSnack(id);
    vi.advanceTimersByTime(999);
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snacks()).toHaveLength(0);
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('snackbar colours', () => {
  it('makes dashboard errors orange and successes blue', () => {
    const error = snackColors('dashboard', 'error')!;
    const success = snackColors('dashboard', 'success')!;
    const [er, eg, eb] = [1, 3, 5].map((i) => Number.parseInt(error.bg.slice(i, i + 2), 16));
    const [sr, , sb] = [1, 3, 5].map((i) => Number.parseInt(success.bg.slice(i, i + 2), 16));
    expect(er! > eg! && eg! > eb!).toBe(true);
    expect(sb! > sr!).toBe(true);
  });

  it('keeps AA contrast for the dashboard colours', () => {
    for (const colors of Object.values(DASHBOARD_SNACK_COLORS)) {
      expect(contrast(colors.bg, colors.fg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves the default variant to the theme', () => {
    expect(snackColors('default', 'error')).toBeUndefined();
    expect(snackColors('dashboard', 'info')).toBeUndefined();
  });
});
