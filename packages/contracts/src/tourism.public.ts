import {
  ACCOMMODATION_CATEGORIES,
  EVENT_KINDS,
  EVENT_LANGUAGES,
  RATE_KINDS,
  SLOT_STATUSES,
} from '@cuvee/domain/tourism/kinds';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * What the storefront reads of wine tourism (issue 27): a shop's published events, one event with
 * its rates, its open slots with their places left. This module imports nothing but zod, the
 * domain's lists, the route helper and the messages' codes: the web's production build gives it an inert zod, as the
 * storefront's (decision 0017), so that the shop page's first load carries no schema (decision 0117).
 */

/** A rate of an event: a ticket (adult, child…) or an optional extra, its price VAT included. */
export const EventRate = z.object({
  id: z.string(),
  label: z.string(),
  priceCents: z.number().int(),
  vatRate: z.number(),
  kind: z.enum(RATE_KINDS),
  counting: z.boolean(),
  touristTaxExempt: z.boolean(),
  stockLineId: z.string().nullable(),
});

/** An event as the storefront shows it (no schedule, no draft). */
export const PublicEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  visuals: z.array(z.string()),
  kind: z.enum(EVENT_KINDS),
  location: z.object({ atEstate: z.boolean(), address: z.string().nullable() }),
  languages: z.array(z.enum(EVENT_LANGUAGES)),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  minPersons: z.number().int(),
  maxPersons: z.number().int(),
  rates: z.array(EventRate),
  minAmountCents: z.number().int(),
  confirmationMessage: z.string(),
  cancellation: z.object({ freeUntilHours: z.number().int().nullable(), text: z.string() }),
  tabId: z.string().nullable(),
  stay: z
    .object({
      nights: z.number().int(),
      accommodationCategory: z.enum(ACCOMMODATION_CATEGORIES),
      touristTaxRates: z.array(
        z.object({
          communeRateCents: z.number().int(),
          validFrom: z.string(),
          validTo: z.string().nullable(),
        }),
      ),
      departmentSurcharge: z.boolean(),
    })
    .nullable(),
  /** The next open slot's start, if any (lists). */
  nextSlotAt: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof PublicEvent>;
export type EventRate = z.infer<typeof EventRate>;

/** One occurrence of an event's slots. */
export const Slot = z.object({
  id: z.string(),
  eventId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  placesLeft: z.number().int(),
  status: z.enum(SLOT_STATUSES),
});
export type Slot = z.infer<typeof Slot>;

export const PublicEventListResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  events: z.array(PublicEvent),
});
export const PublicEventResponse = z.object({ success: z.literal(true), event: PublicEvent });
export const SlotListResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  slots: z.array(Slot),
});

const PublicShop = z.object({ shopId: z.string().min(1).max(100) });
const PublicEventParams = PublicShop.extend({ eventId: z.uuid() });
/** From and to (ISO instants with offset), a page at a time; the API checks from < to. */
export const PublicSlotQuery = z
  .object({
    from: z.iso.datetime({ ...msg('date'), offset: true }).optional(),
    to: z.iso.datetime({ ...msg('date'), offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { ...msg('endBeforeStart'), path: ['to'] });
const open = { tags: ['tourism'], access: 'storefront.read' } as const;

export const tourismPublicRoutes = {
  publicEvents: defineRoute({
    ...open,
    method: 'GET',
    path: '/v1/shops/:shopId/events',
    summary: "A shop's published events (its storefront's tab)",
    params: PublicShop,
    query: z.object({
      tabId: z.string().max(64).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: PublicEventListResponse,
    errors: [400, 404],
  }),
  publicEvent: defineRoute({
    ...open,
    method: 'GET',
    path: '/v1/shops/:shopId/events/:eventId',
    summary: 'A published event with its rates (its storefront page)',
    params: PublicEventParams,
    response: PublicEventResponse,
    errors: [400, 404],
  }),
  publicSlots: defineRoute({
    ...open,
    method: 'GET',
    path: '/v1/shops/:shopId/events/:eventId/slots',
    summary: "A published event's open slots to come, with places left",
    params: PublicEventParams,
    query: PublicSlotQuery,
    response: SlotListResponse,
    errors: [400, 404],
  }),
};
