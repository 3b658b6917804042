import {
  ACCOMMODATION_CATEGORIES,
  EVENT_KINDS,
  EVENT_LANGUAGES,
  EVENT_STATUSES,
  RATE_KINDS,
  SLOT_STATUSES,
} from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { PublicEvent, Slot } from './tourism.public.ts';
import { msg } from './validation/messages.ts';
import { centsSchema } from './validation/number.fields.ts';
import { assetUrl } from './validation/record-key.ts';
import { requiredStringWith } from './validation/text.fields.ts';

// What the storefront reads (an event without its schedule, a rate, a slot, their lists) is in
// tourism.public.ts, which the web's shop page loads with an inert zod (decision 0117).
export {
  EventRate,
  PublicEvent,
  PublicEventListResponse,
  PublicEventResponse,
  PublicSlotQuery,
  Slot,
  SlotListResponse,
} from './tourism.public.ts';

/*
 * Wine tourism's events and slots (issue 27 items 1–2; decisions 0101–0106): what the back office
 * sends and what the API answers, once.
 */

export const EventKind = z.enum(EVENT_KINDS, msg('invalid'));
export const EventLanguage = z.enum(EVENT_LANGUAGES, msg('invalid'));
export const EventStatus = z.enum(EVENT_STATUSES, msg('invalid'));
export const AccommodationCategory = z.enum(ACCOMMODATION_CATEGORIES, msg('invalid'));
export const SlotStatus = z.enum(SLOT_STATUSES, msg('invalid'));
export const IsoDay = z.iso.date(msg('date'));
export const WallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('invalid'));
const DateTime = z.iso.datetime({ ...msg('date'), offset: true });
const count = (min: number, max: number) =>
  z
    .number(msg('number'))
    .int(msg('number'))
    .min(min, msg('tooSmall', { min }))
    .max(max, msg('tooBig', { max }));
const text = (max: number) => z.string().trim().max(max, msg('tooLong', { max }));

/** A rate of an event: a ticket (adult, child, reduced, group) or an optional extra (a bottle). */
export const EventRateInput = z.object({
  /** Kept when editing (bookings name their rate); a new rate gets one. */
  id: z.string().min(1).max(64).optional(),
  label: requiredStringWith('required').max(80, msg('tooLong', { max: 80 })),
  /** Price per person (or per extra), VAT included, in cents; 0 for a free visit. */
  priceCents: centsSchema,
  /** VAT rate in percent (20 visits and tastings, 10 meals and stays…). */
  vatRate: z
    .number(msg('number'))
    .min(0, msg('tooSmall', { min: 0 }))
    .max(100, msg('tooBig', { max: 100 })),
  kind: z.enum(RATE_KINDS, msg('invalid')).default('ticket'),
  /** Takes a place of the slot (false: a child on a lap). Extras never do. */
  counting: z.boolean().default(true),
  /** Pays no tourist tax (a minor, a seasonal worker; stays only). */
  touristTaxExempt: z.boolean().default(false),
  /**
   * An extra drawn from the shop's stock (a bottle): the stock line (product, format, vintage,
   * warehouse) the placement reserves its units on (decision 0131); none: an extra without stock
   * of its own (a meal). Tickets name none.
   */
  stockLineId: Uuid.nullable().default(null),
});
export type EventRateInput = z.input<typeof EventRateInput>;

/** The commune's tourist-tax rate per person and night, from a day (dated data). */
export const TouristTaxRate = z.object({
  communeRateCents: centsSchema,
  validFrom: IsoDay,
  /** Last day it applies; none: until a later rate. */
  validTo: IsoDay.nullable().default(null),
});
export type TouristTaxRate = z.input<typeof TouristTaxRate>;

/** A stay's nights and tourist tax (domain-facts-wave3 §2). */
export const StayInput = z.object({
  nights: count(1, 60),
  accommodationCategory: AccommodationCategory,
  touristTaxRates: z.array(TouristTaxRate).max(20).default([]),
  /** The department instituted its 10 % additional tax (CGCT L3333-1). */
  departmentSurcharge: z.boolean().default(false),
});
export type StayInput = z.input<typeof StayInput>;

export const CancellationTerms = z.object({
  /** Free cancellation until this many hours before the start; null: never free once booked. */
  freeUntilHours: count(0, 24 * 90)
    .nullable()
    .default(48),
  text: text(2000).default(''),
});

const EventFields = z.object({
  title: requiredStringWith('required').max(120, msg('tooLong', { max: 120 })),
  /** The rich-text editor's HTML (Tiptap), as product descriptions. */
  description: text(20_000).default(''),
  visuals: z.array(assetUrl).max(10).default([]),
  kind: EventKind,
  /** At the estate (the shop's address), or elsewhere at `address`. */
  location: z
    .object({ atEstate: z.boolean().default(true), address: text(300).nullable().default(null) })
    .default({ atEstate: true, address: null }),
  languages: z.array(EventLanguage).min(1, msg('required')).max(9).default(['fr']),
  durationMinutes: count(15, 24 * 60).default(90),
  capacity: count(1, 10_000),
  minPersons: count(1, 10_000).default(1),
  maxPersons: count(1, 10_000).default(20),
  rates: z.array(EventRateInput).min(1, msg('required')).max(20),
  minAmountCents: centsSchema.default(0),
  confirmationMessage: text(5000).default(''),
  cancellation: CancellationTerms.default({ freeUntilHours: 48, text: '' }),
  status: EventStatus.default('draft'),
  /** The storefront tab it shows under (the shop's 'Visites'); its own page always. */
  tabId: z.string().max(64).nullable().default(null),
  stay: StayInput.nullable().default(null),
});

const personsInRange = (e: { minPersons?: number; maxPersons?: number }) =>
  (e.minPersons ?? 1) <= (e.maxPersons ?? 20);
const stayOfStay = (e: { kind?: string; stay?: unknown }) => e.kind !== 'stay' || Boolean(e.stay);

export const EventInput = EventFields.refine(personsInRange, {
  message: 'Le nombre minimum de personnes dépasse le maximum',
  path: ['minPersons'],
}).refine(stayOfStay, { message: 'Un séjour indique ses nuits et sa taxe de séjour', path: ['stay'] });
export type EventInput = z.input<typeof EventInput>;
export type EventValues = z.output<typeof EventInput>;
/** PATCH: any of the fields; the rates, when sent, replace the list. */
export const EventPatch = EventFields.partial();
export type EventPatch = z.input<typeof EventPatch>;

/** A recurring rule: weekdays (Monday 1 … Sunday 7) at wall-clock times, between two days. */
export const SlotRuleInput = z
  .object({
    weekdays: z.array(count(1, 7)).min(1, msg('required')).max(7),
    times: z.array(WallTime).min(1, msg('required')).max(12),
    from: IsoDay,
    to: IsoDay,
    capacity: count(1, 10_000).nullable().default(null),
  })
  .refine((r) => r.from <= r.to, { ...msg('endBeforeStart'), path: ['to'] });
export const OneOffSlotInput = z.object({
  date: IsoDay,
  time: WallTime,
  capacity: count(1, 10_000).nullable().default(null),
});
/** PUT …/schedule: the whole schedule; occurrences are rebuilt, those with bookings kept. */
export const ScheduleInput = z.object({
  rules: z.array(SlotRuleInput).max(20).default([]),
  dates: z.array(OneOffSlotInput).max(500).default([]),
  closedDays: z.array(IsoDay).max(500).default([]),
});
export type ScheduleInput = z.input<typeof ScheduleInput>;
export type Schedule = z.output<typeof ScheduleInput>;

/** An event as the back office reads it: the storefront's (tourism.public.ts) with its status, schedule and dates. */
export const TourismEvent = PublicEvent.extend({
  status: EventStatus,
  schedule: z.object({
    rules: z.array(
      z.object({
        weekdays: z.array(z.number().int()),
        times: z.array(z.string()),
        from: z.string(),
        to: z.string(),
        capacity: z.number().int().nullable(),
      }),
    ),
    dates: z.array(z.object({ date: z.string(), time: z.string(), capacity: z.number().int().nullable() })),
    closedDays: z.array(z.string()),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TourismEvent = z.infer<typeof TourismEvent>;

export const SlotPatch = z.object({
  capacity: count(1, 10_000).optional(),
  status: SlotStatus.optional(),
});
export type SlotPatch = z.input<typeof SlotPatch>;

export const EventListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  kind: EventKind.optional(),
  status: EventStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type EventListQuery = z.input<typeof EventListQuery>;

/** Slots of an event between two instants (default: from now, 62 days), a page at a time. */
export const SlotListQuery = z
  .object({
    from: DateTime.optional(),
    to: DateTime.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { ...msg('endBeforeStart'), path: ['to'] });
export type SlotListQuery = z.input<typeof SlotListQuery>;

export const EventListResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  events: z.array(TourismEvent),
});
export const EventResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  event: TourismEvent,
});
export const ScheduleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  event: TourismEvent,
  /** Occurrences created, removed, and kept because they hold bookings. */
  created: z.number().int(),
  removed: z.number().int(),
  kept: z.number().int(),
});
export const SlotResponse = z.object({ success: z.literal(true), message: z.string(), slot: Slot });
