import {
  CRD_COLOURS,
  CRD_MOVEMENT_KINDS,
  DRM_TYPE_CODES,
  EXCISE_STATUSES,
  FISCAL_CATEGORIES,
  MANUAL_KINDS,
  MOVEMENT_KINDS,
  SALE_DESTINATIONS,
  WAREHOUSE_KINDS,
} from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { msg } from './validation/messages.ts';

/*
 * What the stock routes take (decisions 0031–0033). Quantities are whole units; a refused
 * value answers a French 400 and changes nothing.
 */

/** A positive whole number of units. */
export const Quantity = z
  .number(msg('quantityWhole'))
  .int(msg('quantityWhole'))
  .positive(msg('quantityPositive'))
  .max(10_000_000, msg('tooBig', { max: 10_000_000 }));
/** A day, YYYY-MM-DD. */
export const Day = z.iso.date(msg('date'));
const Text = (max: number) => z.string().trim().max(max, msg('tooLong', { max }));
/** A vintage as the product names it ('2022'), empty for a non-vintage wine. */
export const Vintage = Text(40).default('');
/** A lot number (L2025-01), empty when the producer does not track lots. */
export const Lot = Text(40).default('');

export const WarehouseAddress = z.object({
  street: Text(200).optional(),
  zipcode: Text(10).optional(),
  city: Text(100).optional(),
  country: z.string().length(2, msg('countryCode')).optional(),
});

export const WarehouseInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, msg('nameTooShort'))
    .max(80, msg('tooLong', { max: 80 })),
  kind: z.enum(WAREHOUSE_KINDS),
  address: WarehouseAddress.nullable().default(null),
  exciseStatus: z.enum(EXCISE_STATUSES),
  /** The entrepositaire agréé's excise number (13 characters), for a bonded warehouse. */
  exciseNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{13}$/i, msg('exciseNumber'))
    .nullable()
    .default(null),
  isDefault: z.boolean().default(false),
});
export type WarehouseInput = z.infer<typeof WarehouseInput>;
export const WarehouseUpdate = WarehouseInput.partial()
  .extend({ archived: z.boolean().optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), msg('nothingToUpdate'));

/** Which stock line a movement concerns: format, vintage and lot in a warehouse. */
const LineKey = z.object({ warehouseId: Uuid, formatId: Uuid, vintage: Vintage, lot: Lot });

/** The capsules of an exit of capsuled bottles (decision 0033): a CRD use is recorded with it. */
export const CapsuleUse = z.object({
  colour: z.enum(CRD_COLOURS),
  fiscalCategory: z.enum(FISCAL_CATEGORIES),
});

/**
 * What the DRM needs of a movement (decision 0093): its type in the shop's interprofession's
 * catalogue (derived from the movement when left out), the accompanying document (ARC of the
 * e-AD, DAE, DSA), the destination country, the consignee's excise number, a contract number.
 */
const DrmDetails = {
  drmType: z
    .string()
    .refine((v) => DRM_TYPE_CODES.includes(v), msg('drmType'))
    .optional(),
  documentNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9/-]{1,40}$/, msg('documentNumber'))
    .optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, msg('countryCode'))
    .transform((v) => v.toUpperCase())
    .optional(),
  consigneeExciseNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{13}$/i, msg('exciseNumber'))
    .transform((v) => v.toUpperCase())
    .optional(),
  contractNumber: Text(40).optional(),
};

export const MovementInput = LineKey.extend({
  ...DrmDetails,
  kind: z.enum(MANUAL_KINDS),
  quantity: Quantity,
  /** The day it happened (today when left out). */
  date: Day.optional(),
  /** Where a sale went (the DRM separates France, exports and intra-EU). */
  destination: z.enum(SALE_DESTINATIONS).optional(),
  reason: Text(500).optional(),
  /** The order, purchase or inventory it comes from. */
  documentRef: Text(100).optional(),
  capsules: CapsuleUse.optional(),
}).refine((v) => v.destination === undefined || v.kind === 'sale', {
  ...msg('destinationForSales'),
  path: ['destination'],
});
export type MovementInput = z.infer<typeof MovementInput>;

export const TransferInput = z
  .object({
    fromWarehouseId: Uuid,
    toWarehouseId: Uuid,
    formatId: Uuid,
    vintage: Vintage,
    lot: Lot,
    quantity: Quantity,
    date: Day.optional(),
    reason: Text(500).optional(),
    documentRef: Text(100).optional(),
    ...DrmDetails,
  })
  .refine((v) => v.fromWarehouseId !== v.toWarehouseId, { ...msg('sameWarehouse'), path: ['toWarehouseId'] });
export type TransferInput = z.infer<typeof TransferInput>;

/** An inventory count: the ledger records the difference with the books, with its reason. */
export const AdjustmentInput = LineKey.extend({
  countedQuantity: z
    .number(msg('quantityWhole'))
    .int(msg('quantityWhole'))
    .min(0, msg('quantityNotNegative'))
    .max(10_000_000, msg('tooBig', { max: 10_000_000 })),
  reason: z
    .string()
    .trim()
    .min(1, msg('reasonRequired'))
    .max(500, msg('tooLong', { max: 500 })),
  date: Day.optional(),
  documentRef: Text(100).optional(),
  drmType: DrmDetails.drmType,
});
export type AdjustmentInput = z.infer<typeof AdjustmentInput>;

export const ThresholdInput = z.object({
  alertThreshold: z
    .number(msg('thresholdWhole'))
    .int(msg('thresholdWhole'))
    .min(0, msg('quantityNotNegative'))
    .max(10_000_000)
    .nullable(),
});

const Cursor = z.string().max(200).optional();
const Limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const StockListQuery = z.object({
  warehouseId: Uuid.optional(),
  productId: Uuid.optional(),
  formatId: Uuid.optional(),
  vintage: Text(40).optional(),
  lot: Text(40).optional(),
  /** Lines at or below their alert threshold only. */
  belowThreshold: z.stringbool().optional(),
  /** Lines with units in stock only (physical > 0). */
  inStock: z.stringbool().optional(),
  limit: Limit(200, 50),
  cursor: Cursor,
});
export type StockListQuery = z.infer<typeof StockListQuery>;

export const JournalFilters = z.object({
  warehouseId: Uuid.optional(),
  productId: Uuid.optional(),
  formatId: Uuid.optional(),
  lineId: Uuid.optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  vintage: Text(40).optional(),
  lot: Text(40).optional(),
  from: Day.optional(),
  to: Day.optional(),
});
export const JournalQuery = JournalFilters.extend({ limit: Limit(200, 50), cursor: Cursor });
export type JournalQuery = z.infer<typeof JournalQuery>;
export const JournalExportQuery = JournalFilters.extend({ format: z.enum(['csv', 'xlsx']) });
export type JournalExportQuery = z.infer<typeof JournalExportQuery>;

/** The order flow's key (an order line, an allocation): one reservation per key, ever. */
export const ReservationKey = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(100, msg('tooLong', { max: 100 }))
  .regex(/^[A-Za-z0-9:_-]+$/, msg('reservationKey'));

export const ReserveInput = z.object({
  key: ReservationKey,
  lineId: Uuid,
  quantity: Quantity,
  reference: Text(100).optional(),
  expiresAt: z.iso.datetime({ ...msg('date'), offset: true }).optional(),
});
export type ReserveInput = z.infer<typeof ReserveInput>;
export const ReservationKeyParams = z.object({ key: ReservationKey });
export const ConsumeInput = z.object({ documentRef: Text(100).optional(), date: Day.optional() });

export const ALLOCATION_BENEFICIARIES = ['client', 'agent', 'channel'] as const;
export const AllocationInput = z
  .object({
    lineId: Uuid,
    quantity: Quantity,
    beneficiaryKind: z.enum(ALLOCATION_BENEFICIARIES),
    /** The agent's user id, for an agent's allocation. */
    agentId: Uuid.optional(),
    /** The client's or channel's name (an agent's name is read from their account). */
    label: Text(120).optional(),
    /** The last day it holds; released the day after (decision 0032). */
    expiresOn: Day,
  })
  .refine((v) => v.beneficiaryKind !== 'agent' || v.agentId !== undefined, {
    ...msg('agentRequired'),
    path: ['agentId'],
  })
  .refine((v) => v.beneficiaryKind === 'agent' || (v.label ?? '').length > 0, {
    ...msg('required'),
    path: ['label'],
  });
export type AllocationInput = z.infer<typeof AllocationInput>;
export const AllocationListQuery = z.object({
  status: z.enum(['active', 'released', 'expired', 'consumed']).optional(),
  limit: Limit(200, 50),
  cursor: Cursor,
});

export const CrdStockKey = z.object({
  colour: z.enum(CRD_COLOURS),
  fiscalCategory: z.enum(FISCAL_CATEGORIES),
  /** The capsule's bottle volume in millilitres (750 for 75 cl). */
  volumeMl: z.number().int(msg('quantityWhole')).positive(msg('volumePositive')).max(100_000),
});
export const CrdMovementInput = CrdStockKey.extend({
  kind: z.enum(CRD_MOVEMENT_KINDS),
  quantity: Quantity,
  date: Day.optional(),
  reason: Text(500).optional(),
  documentRef: Text(100).optional(),
});
export type CrdMovementInput = z.infer<typeof CrdMovementInput>;
export const CrdAccountQuery = z.object({ from: Day, to: Day }).refine((v) => v.from <= v.to, {
  ...msg('endBeforeStart'),
  path: ['to'],
});
export const CrdMovementListQuery = z.object({
  crdStockId: Uuid.optional(),
  limit: Limit(200, 50),
  cursor: Cursor,
});

export const StockSettingsInput = z.object({ autoOutOfStock: z.boolean() });
