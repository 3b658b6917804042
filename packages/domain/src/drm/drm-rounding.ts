import type { DrmLine } from './drm-return.ts';
import { hlOf } from './volume.ts';

/** The sum of a figure over a list. */
export const sumBy = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

/** A return's line with its exact volume in 1/100 hl, before the rounding that makes it balance. */
export type ExactLine = DrmLine & { exact: number };

/**
 * Rounds a balance's lines so that they add up (decision 0094): each line is its ml rounded once
 * to the 1/100 hl, then, when the rounded lines miss the difference between the rounded closing
 * and opening stocks, the lines whose rounding went furthest move by 1/100 hl toward their exact
 * value's other side (largest remainder) — every figure stays within 1/100 hl of the ledger's
 * exact volume and the return balances. Lines rounded to nothing are left out.
 */
export function balanced(entries: ExactLine[], exits: ExactLine[], target: number): [DrmLine[], DrmLine[]] {
  const total = () => sumBy(entries, (l) => l.centiHl) - sumBy(exits, (l) => l.centiHl);
  for (
    let diff = target - total(), guard = 0;
    diff !== 0 && guard < 10_000;
    guard++, diff = target - total()
  ) {
    const up = diff > 0;
    // Raising the balance: an entry rounded down goes up, or an exit rounded up goes down.
    const candidates = [
      ...entries
        .filter((l) => (up ? l.centiHl < Math.ceil(l.exact) : l.centiHl > Math.floor(l.exact)))
        .map((l) => ({ l, sign: up ? 1 : -1, gain: up ? l.exact - l.centiHl : l.centiHl - l.exact })),
      ...exits
        .filter((l) => (up ? l.centiHl > Math.floor(l.exact) : l.centiHl < Math.ceil(l.exact)))
        .map((l) => ({ l, sign: up ? -1 : 1, gain: up ? l.centiHl - l.exact : l.exact - l.centiHl })),
    ].sort((a, b) => b.gain - a.gain);
    const pick = candidates[0];
    if (!pick) break;
    pick.l.centiHl += pick.sign;
    pick.l.hl = hlOf(pick.l.centiHl);
  }
  const keep = (ls: ExactLine[]) =>
    ls.filter((l) => l.centiHl > 0 || l.code === '').map(({ exact: _e, ...l }) => l);
  return [keep(entries), keep(exits)];
}
