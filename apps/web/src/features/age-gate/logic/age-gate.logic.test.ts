import { describe, expect, it } from 'vitest';
import { needsAgeGate } from './age-gate.logic.ts';

describe('needsAgeGate (spec §4)', () => {
  it('asks anonymous visitors without the cookie', () => {
    expect(needsAgeGate({ signedIn: false, cookie: undefined, pathname: '/domaine-demo' })).toBe(true);
    expect(needsAgeGate({ signedIn: false, cookie: 'false', pathname: '/shops/abc' })).toBe(true);
  });
  it('spares confirmed visitors, signed-in users and e-label pages', () => {
    expect(needsAgeGate({ signedIn: false, cookie: 'true', pathname: '/domaine-demo' })).toBe(false);
    expect(needsAgeGate({ signedIn: true, cookie: undefined, pathname: '/domaine-demo' })).toBe(false);
    expect(needsAgeGate({ signedIn: false, cookie: undefined, pathname: '/gs1/01/03760000000001' })).toBe(
      false,
    );
    expect(
      needsAgeGate({ signedIn: false, cookie: undefined, pathname: '/domaine-demo/nutritiveValues' }),
    ).toBe(false);
  });
});
