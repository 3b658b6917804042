/**
 * A stock line's levels (decision 0031): physical units in the warehouse, units reserved for
 * orders and allocations, and what is available (physical minus reserved), which never goes
 * below zero, nor do the other two.
 */
export type Levels = { physical: number; reserved: number };

export function available(levels: Levels): number {
  return levels.physical - levels.reserved;
}

export type LevelRefusal = 'insufficient' | 'negativeReserved';

/**
 * Applies a change of physical units and of reserved units; a refusal when the result would
 * leave a level below zero or reserve more than is physically there.
 */
export function applyChange(
  levels: Levels,
  change: { physical?: number; reserved?: number },
): { ok: true; levels: Levels } | { ok: false; reason: LevelRefusal } {
  const next = {
    physical: levels.physical + (change.physical ?? 0),
    reserved: levels.reserved + (change.reserved ?? 0),
  };
  if (next.reserved < 0) return { ok: false, reason: 'negativeReserved' };
  if (next.physical < 0 || next.physical < next.reserved) return { ok: false, reason: 'insufficient' };
  return { ok: true, levels: next };
}

/**
 * Whether a line's availability crosses its alert threshold: `down` when it goes from above
 * the threshold to at or below it (raise `thresholdReach` once), `up` when it climbs back above
 * it (the alert may be raised again next time), null otherwise or without a threshold.
 */
export function thresholdCrossing(
  before: number,
  after: number,
  threshold: number | null | undefined,
): 'down' | 'up' | null {
  if (threshold === null || threshold === undefined) return null;
  if (before > threshold && after <= threshold) return 'down';
  if (before <= threshold && after > threshold) return 'up';
  return null;
}

/**
 * The status a product should take when the shop switches products out of stock automatically:
 * `outofstock` when nothing of it is available, back `online` when something is again. A paused
 * or closed product keeps the status its producer chose (null: no change).
 */
export function stockStatusFor(
  current: 'online' | 'paused' | 'outofstock' | 'closed',
  availableUnits: number,
): 'online' | 'outofstock' | null {
  if (current === 'online' && availableUnits <= 0) return 'outofstock';
  if (current === 'outofstock' && availableUnits > 0) return 'online';
  return null;
}
