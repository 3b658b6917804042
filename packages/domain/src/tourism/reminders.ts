import { addDays, parisDay, parisInstant } from './slot-rules.ts';

/**
 * The slots whose visitors get their reminder now (issue 27 §7): those starting tomorrow, the
 * day in France after today's, from its midnight to the next (23 or 25 hours on a clock change).
 */
export function reminderWindow(now: Date): { from: Date; to: Date } {
  const tomorrow = addDays(parisDay(now), 1);
  return { from: parisInstant(tomorrow, '00:00'), to: parisInstant(addDays(tomorrow, 1), '00:00') };
}
