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
    expect(headerIcons('buyer', 3).cart).toBe(true);
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
