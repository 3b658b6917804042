import type { ActionRule, ShopRelation } from './actions.ts';

/*
 * Wine tourism's actions (issue 27; spec §6 accessEvent, createEvent, seeAllResa, createResa), part
 * of the one action table of actions.ts, in a shop with the reservations integration on. The
 * storefront's events and slots are public reads ('storefront.read').
 */

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const NOT_THEIR_EVENTS = "Vous n'avez pas accès aux activités de cette boutique";
const NOT_THEIR_BOOKINGS = "Vous n'avez pas accès aux réservations de cette boutique";
const rule = (permission: 'accessEvent' | 'createEvent' | 'seeAllResa' | 'createResa', otherShop: string) =>
  ({
    who: 'shop',
    relations: staff,
    permissions: [permission],
    integration: 'reservations',
    otherShop,
  }) as const;

export const TOURISM_ACTIONS = {
  /** The shop's events and their slots, read (accessEvent). */
  'events.read': rule('accessEvent', NOT_THEIR_EVENTS),
  /** Creating and editing events, their schedules and slots (createEvent). */
  'events.write': rule('createEvent', NOT_THEIR_EVENTS),
  /** The bookings, the calendar and the tourist-tax statement (seeAllResa). */
  'reservations.read': rule('seeAllResa', NOT_THEIR_BOOKINGS),
  /** Taking, moving, cancelling and checking in bookings (createResa). */
  'reservations.write': rule('createResa', NOT_THEIR_BOOKINGS),
  /** A payment group pays its share by card from its link (decision 0136): the token is the proof. */
  'bookingGroups.pay': { who: 'anyone' },
} as const satisfies Record<string, ActionRule>;
