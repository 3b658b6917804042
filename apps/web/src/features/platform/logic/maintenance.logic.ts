import type { MaintenanceResponse } from '@cuvee/contracts';
import { POLLING_MS } from '@cuvee/domain/constants';

export type MaintenanceState = Pick<
  MaintenanceResponse,
  'banner' | 'page' | 'startDate' | 'endDate' | 'message'
>;

/** Every 10 minutes, every minute while a banner is shown (spec §9). */
export function maintenancePollingMs(state: MaintenanceState | undefined): number {
  return state?.banner ? POLLING_MS.maintenanceWithBanner : POLLING_MS.maintenance;
}

/** The blocking page applies to everyone but a signed-in admin (who can end the window). */
export function isBlocked(state: MaintenanceState | undefined, role: string | undefined): boolean {
  return state?.page === true && role !== 'admin';
}

/** A banner the user has not dismissed yet; dismissing is remembered per window. */
export function bannerKey(state: MaintenanceState | undefined): string | null {
  if (!state?.banner || !state.startDate || !state.endDate) return null;
  return `${state.startDate}|${state.endDate}`;
}
