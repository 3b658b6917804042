/*
 * Wine tourism (issue 27): the lists events and bookings are made of, once, for the API, the
 * contracts and the screens.
 */

/** What an event is (visit of the cellar, tasting, workshop, meal, a stay at the estate…). */
export const EVENT_KINDS = ['visit', 'tasting', 'workshop', 'meal', 'stay', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The languages an event is guided in (ISO 639-1). */
export const EVENT_LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'nl', 'pt', 'zh', 'ja'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** A rate is a ticket (adult, child, reduced, group…) or an optional extra (a bottle, a meal). */
export const RATE_KINDS = ['ticket', 'optional'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** An event is shown on the storefront once published; a draft only in the back office. */
export const EVENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * The accommodation categories of the tourist tax (CGCT L2333-30; domain-facts-wave3 §2): the
 * commune sets a rate per category.
 */
export const ACCOMMODATION_CATEGORIES = [
  'palace',
  'star5',
  'star4',
  'star3',
  'star2',
  'star1',
  'chambreHotes',
  'camping',
  'unrated',
] as const;
export type AccommodationCategory = (typeof ACCOMMODATION_CATEGORIES)[number];

/** The department's additional tax on the commune's tourist tax (CGCT L3333-1), in percent. */
export const DEPARTMENT_SURCHARGE_PERCENT = 10;

/** Where a booking was taken: the storefront's cart, or the back office (a phone call). */
export const BOOKING_SOURCES = ['storefront', 'backoffice'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** A slot occurrence is open for booking or closed by the producer (a closed day, a holiday). */
export const SLOT_STATUSES = ['open', 'closed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];
