import { readCookie, writeCookie } from '../../../lib/cookies.ts';

export const TOUR_MODE_COOKIE = 'tourMode';

export function isTourMode(): boolean {
  return readCookie(TOUR_MODE_COOKIE) === 'true';
}

/** The agent's 'Mode tournée' / 'Mode dashboard' toggle: kept in the tourMode cookie, page reloads. */
export function toggleTourMode(): void {
  writeCookie(TOUR_MODE_COOKIE, isTourMode() ? 'false' : 'true', 365);
  window.location.reload();
}
