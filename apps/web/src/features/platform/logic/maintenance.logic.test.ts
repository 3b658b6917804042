import { describe, expect, it } from 'vitest';
import { bannerKey, isBlocked, maintenancePollingMs } from './maintenance.logic.ts';

const none = { banner: false, page: false, startDate: null, endDate: null, message: null };
const banner = {
  ...none,
  banner: true,
  startDate: '2026-12-01T22:00:00.000Z',
  endDate: '2026-12-02T02:00:00.000Z',
};

describe('maintenance', () => {
  it('polls every 10 min, every minute while a banner shows', () => {
    expect(maintenancePollingMs(undefined)).toBe(600_000);
    expect(maintenancePollingMs(none)).toBe(600_000);
    expect(maintenancePollingMs(banner)).toBe(60_000);
  });
  it('blocks everyone but admins in page mode', () => {
    expect(isBlocked({ ...none, page: true }, undefined)).toBe(true);
    expect(isBlocked({ ...none, page: true }, 'owner')).toBe(true);
    expect(isBlocked({ ...none, page: true }, 'admin')).toBe(false);
    expect(isBlocked(none, 'buyer')).toBe(false);
  });
  it('keys a banner by its window', () => {
    expect(bannerKey(none)).toBeNull();
    expect(bannerKey(banner)).toBe('2026-12-01T22:00:00.000Z|2026-12-02T02:00:00.000Z');
  });
});
