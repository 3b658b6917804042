import type { Sweeper } from './jobs.queue.ts';

/**
 * A sweep that acts once a day: the first run of each day (as `today` names it, the French day)
 * calls `act`, the others of that day do nothing. The deadline reminders (the DRM's, the agents'
 * commissions') are such sweeps; what they must not repeat they also claim in the database, so a
 * second process or a restart the same day does not tell anyone twice.
 */
export function onceADay(today: () => string, act: (day: string) => Promise<unknown>): Sweeper {
  let lastDay = '';
  return async () => {
    const day = today();
    if (day === lastDay) return;
    lastDay = day;
    await act(day);
  };
}
