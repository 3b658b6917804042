import { describe, expect, it } from 'vitest';
import { headerIcons } from './header-icons.ts';

describe('headerIcons', () => {
  it('follows spec §2 and §6 per role', () => {
    expect(headerIcons('owner', 0)).toEqual({
      tickets: true,
      notifications: true,
      calendar: true,
      cart: false,
    });
    expect(headerIcons('iam', 0)).toEqual({
      tickets: false,
      notifications: true,
      calendar: true,
      cart: false,
    });
    expect(headerIcons('buyer', 0)).toEqual({
      tickets: true,
      notifications: true,
      calendar: false,
      cart: false,
    });
    // A collaborator whose shop suspended or removed them has no calendar (decision 0169).
    expect(headerIcons('iam', 0, false).calendar).toBe(false);
    expect(headerIcons('buyer', 3).cart).toBe(true);
    // A visitor is a buyer (spec §1): their cart shows once it has items; an owner's never.
    expect(headerIcons(undefined, 2).cart).toBe(true);
    expect(headerIcons('owner', 2).cart).toBe(false);
    expect(headerIcons('agent', 0)).toEqual({
      tickets: false,
      notifications: true,
      calendar: false,
      cart: false,
    });
    expect(headerIcons(undefined, 0)).toEqual({
      tickets: false,
      notifications: false,
      calendar: false,
      cart: false,
    });
  });
});
