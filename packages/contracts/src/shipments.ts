import {
  CARRIER_IDS,
  DELIVERY_STATUSES,
  LEGAL_DOCUMENT_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
} from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { msg } from './validation/messages.ts';

/*
 * The shipping desk (issue 24, spec §2 Sales › shipments, §6 manageDelivery): the queue of
 * validated or invoiced orders still to prepare or ship, printed in bulk (their delivery notes
 * in one PDF, a picking list), prepared and shipped in bulk with parcels, weight, carrier and
 * tracking number.
 */

/** The delivery states the queue holds: still at the estate. */
export const SHIPMENT_QUEUE_STATUSES = ['pending', 'preparation', 'pendingPickup'] as const;

export const ShipmentListQuery = z.object({
  /** The delivery mode as the order names it (the queue's `modes`). */
  mode: z
    .string()
    .trim()
    .max(120, msg('tooLong', { max: 120 }))
    .optional(),
  deliveryStatus: z.enum(SHIPMENT_QUEUE_STATUSES, msg('invalid')).optional(),
  /** Placed on or after / on or before this day (YYYY-MM-DD, French days). */
  from: z.iso.date(msg('date')).optional(),
  to: z.iso.date(msg('date')).optional(),
  /** A reference prefix, or words of the client's name. */
  q: z
    .string()
    .trim()
    .max(100, msg('tooLong', { max: 100 }))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ShipmentListQuery = z.input<typeof ShipmentListQuery>;

/** An order of the queue, with what its shipping needs. */
export const ShipmentOrder = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  placedAt: z.string(),
  client: z.string().nullable(),
  /** The delivery mode as frozen on the order, and its kind (carrier, pickup, collectionPoint…). */
  mode: z.object({ name: z.string(), kind: z.string() }),
  /** Where it goes: '75011 Paris', with the country when not France. */
  destination: z.string().nullable(),
  itemCount: z.number().int(),
  /** 75 cl bottle equivalents (spec §9: at most 12 a parcel). */
  bottles: z.number(),
  /** The goods' weight from the formats, in grams; null when no format has a weight. */
  weightGrams: z.number().int().nullable(),
  /** The parcels the order needs: ⌈bottles / 12⌉, at least one. */
  suggestedParcels: z.number().int(),
  /** The carrier the delivery mode names, the dialog's default. */
  suggestedCarrier: z.enum(CARRIER_IDS).nullable(),
});
export type ShipmentOrder = z.infer<typeof ShipmentOrder>;

export const ShipmentListResponse = z.object({
  success: z.literal(true),
  orders: z.array(ShipmentOrder),
  total: z.number().int(),
  /** The delivery modes of the whole queue, with how many orders each (the mode filter). */
  modes: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

const Ids = z
  .array(Uuid)
  .min(1, msg('tooFewItems', { min: 1 }))
  .max(100, msg('tooManyItems', { max: 100 }));

export const ShipmentPrepareBody = z.strictObject({ ids: Ids });

/** What one order leaves with. */
export const ShipmentInput = z.strictObject({
  orderId: Uuid,
  parcels: z
    .number(msg('number'))
    .int(msg('number'))
    .min(1, msg('tooSmall', { min: 1 }))
    .max(999, msg('tooBig', { max: 999 })),
  weightGrams: z
    .number(msg('number'))
    .int(msg('number'))
    .min(1, msg('tooSmall', { min: 1 }))
    .max(10_000_000, msg('tooBig', { max: 10_000_000 }))
    .optional(),
  carrier: z.enum(CARRIER_IDS, msg('invalid')),
  trackingRef: z
    .string()
    .trim()
    .max(120, msg('tooLong', { max: 120 }))
    .optional(),
});
export type ShipmentInput = z.input<typeof ShipmentInput>;

export const ShipmentShipBody = z.strictObject({
  shipments: z
    .array(ShipmentInput)
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(100, msg('tooManyItems', { max: 100 })),
});
export type ShipmentShipBody = z.input<typeof ShipmentShipBody>;

/** Each order's outcome: moved, or refused with its French reason (and left as it was). */
export const ShipmentBulkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  results: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      ok: z.boolean(),
      message: z.string(),
      deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
    }),
  ),
});
export type ShipmentBulkResponse = z.infer<typeof ShipmentBulkResponse>;

export const SHIPMENT_DOCUMENT_KINDS = ['deliveryNotes', 'pickingList'] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];

export const ShipmentDocumentBody = z.strictObject({
  kind: z.enum(SHIPMENT_DOCUMENT_KINDS, msg('invalid')),
  orderIds: Ids,
});
export type ShipmentDocumentBody = z.input<typeof ShipmentDocumentBody>;

/** One PDF made for a selection: its state while the job runs, then its file. */
export const ShipmentDocument = z.object({
  id: z.string(),
  kind: z.enum(SHIPMENT_DOCUMENT_KINDS),
  status: z.enum(LEGAL_DOCUMENT_STATUSES),
  fileName: z.string(),
  orderCount: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  /** The French reason when the job failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ShipmentDocument = z.infer<typeof ShipmentDocument>;

export const ShipmentDocumentResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  document: ShipmentDocument,
});
