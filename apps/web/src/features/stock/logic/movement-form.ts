import {
  type AdjustmentInput,
  customIssue,
  type MessageCode,
  type MessageParams,
  type MovementInput,
  parseDecimal,
  type TransferInput,
} from '@cuvee/contracts';
import {
  ENTRY_KINDS,
  MANUAL_KINDS,
  type ManualKind,
  SALE_DESTINATIONS,
  type SaleDestination,
} from '@cuvee/domain';
import { z } from 'zod';

/*
 * The movement form (/dashboard/stocks/add): one form for every kind a producer records by
 * hand, a transfer and an inventory count. It holds text as typed; this schema reads it, says
 * what is wrong by message code (decision 0019) and answers the call to make, whose body the
 * API checks again with the same contracts.
 */

/** What the form offers: the manual kinds, a transfer and an inventory count. */
export const FORM_KINDS = [...MANUAL_KINDS, 'transfer', 'adjustment'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** The kinds grouped as the kind picker shows them. */
export const KIND_GROUPS: { group: 'entries' | 'exits' | 'other'; kinds: FormKind[] }[] = [
  { group: 'entries', kinds: [...ENTRY_KINDS.filter((k) => k !== 'transferIn')] },
  { group: 'exits', kinds: MANUAL_KINDS.filter((k) => !(ENTRY_KINDS as readonly string[]).includes(k)) },
  { group: 'other', kinds: ['transfer', 'adjustment'] },
];

export type MovementFormValues = {
  kind: FormKind;
  productId: string;
  formatId: string;
  vintage: string;
  lot: string;
  warehouseId: string;
  /** A transfer's destination. */
  toWarehouseId: string;
  /** Units moved; for an inventory count, the units counted. */
  quantity: string;
  date: Date | null;
  /** Where a sale went (France when left empty). */
  destination: SaleDestination | '';
  reason: string;
  documentRef: string;
  /** The DRM type in the shop's interprofession's codes; '' lets the API derive it from the kind. */
  drmType: string;
  /** The accompanying document (ARC of the e-AD, DAE, DSA) when the type needs one. */
  documentNumber: string;
  /** The destination country (ISO code) of an export. */
  country: string;
  consigneeExciseNumber: string;
  contractNumber: string;
};

/** Today as the date fields hold a day: midnight UTC of the local date. */
export function today(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export const emptyMovementForm = (warehouseId = '', date: Date | null = null): MovementFormValues => ({
  kind: 'bottling',
  productId: '',
  formatId: '',
  vintage: '',
  lot: '',
  warehouseId,
  toWarehouseId: '',
  quantity: '',
  date,
  destination: '',
  reason: '',
  documentRef: '',
  drmType: '',
  documentNumber: '',
  country: '',
  consigneeExciseNumber: '',
  contractNumber: '',
});

/** The call the form makes once its values are read. */
export type MovementRequest =
  | { route: 'recordMovement'; body: MovementInput }
  | { route: 'transfer'; body: TransferInput }
  | { route: 'adjust'; body: AdjustmentInput };

const MAX_UNITS = 10_000_000;

/**
 * Units as typed ('120'), or the code of what is wrong: empty, not whole, not above zero (an
 * inventory count may be zero).
 */
export function readQuantity(
  text: string,
  zeroAllowed = false,
): { value: number } | { code: MessageCode; params?: MessageParams } {
  if (!text.trim()) return { code: 'required' };
  const value = parseDecimal(text);
  if (value === undefined || !Number.isSafeInteger(value)) return { code: 'quantityWhole' };
  if (value < 0 && zeroAllowed) return { code: 'quantityNotNegative' };
  if (value <= 0 && !zeroAllowed) return { code: 'quantityPositive' };
  if (value > MAX_UNITS) return { code: 'tooBig', params: { max: MAX_UNITS } };
  return { value };
}

const isManual = (kind: FormKind): kind is ManualKind => (MANUAL_KINDS as readonly string[]).includes(kind);
/** A day picked in the form (a Date at midnight UTC) as the API reads it: YYYY-MM-DD. */
export const dayOf = (date: Date | null): string | undefined =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
const optionalText = (text: string) => text.trim() || undefined;

export const movementFormSchema = z
  .object({
    kind: z.enum(FORM_KINDS),
    productId: z.string(),
    formatId: z.string(),
    vintage: z.string(),
    lot: z.string(),
    warehouseId: z.string(),
    toWarehouseId: z.string(),
    quantity: z.string(),
    date: z.date().nullable(),
    destination: z.enum([...SALE_DESTINATIONS, '']),
    reason: z.string(),
    documentRef: z.string(),
    drmType: z.string(),
    documentNumber: z.string(),
    country: z.string(),
    consigneeExciseNumber: z.string(),
    contractNumber: z.string(),
  })
  .superRefine((v, ctx) => {
    const required = (path: keyof MovementFormValues) =>
      ctx.addIssue({ ...customIssue('required'), path: [path] });
    if (!v.productId) required('productId');
    if (!v.formatId) required('formatId');
    if (!v.warehouseId) required('warehouseId');
    if (v.kind === 'transfer') {
      if (!v.toWarehouseId) required('toWarehouseId');
      else if (v.toWarehouseId === v.warehouseId)
        ctx.addIssue({ ...customIssue('sameWarehouse'), path: ['toWarehouseId'] });
    }
    if (v.kind === 'adjustment' && !v.reason.trim())
      ctx.addIssue({ ...customIssue('reasonRequired'), path: ['reason'] });
    // The DRM details, as the API reads them (stock.inputs.ts DrmDetails).
    const badly = (path: keyof MovementFormValues, code: MessageCode, ok: RegExp) => {
      const text = v[path];
      if (typeof text === 'string' && text.trim() && !ok.test(text.trim()))
        ctx.addIssue({ ...customIssue(code), path: [path] });
    };
    badly('documentNumber', 'documentNumber', /^[A-Za-z0-9/-]{1,40}$/);
    badly('country', 'countryCode', /^[A-Za-z]{2}$/);
    badly('consigneeExciseNumber', 'exciseNumber', /^[A-Za-z0-9]{13}$/);
    const quantity = readQuantity(v.quantity, v.kind === 'adjustment');
    if ('code' in quantity)
      ctx.addIssue({ ...customIssue(quantity.code, quantity.params), path: ['quantity'] });
  })
  .transform((v): MovementRequest => {
    const read = readQuantity(v.quantity, v.kind === 'adjustment');
    const quantity = 'value' in read ? read.value : 0;
    const common = {
      formatId: v.formatId,
      vintage: v.vintage.trim(),
      lot: v.lot.trim(),
      date: dayOf(v.date),
      documentRef: optionalText(v.documentRef),
      drmType: optionalText(v.drmType),
    };
    const drm = {
      documentNumber: optionalText(v.documentNumber),
      country: optionalText(v.country)?.toUpperCase(),
      consigneeExciseNumber: optionalText(v.consigneeExciseNumber)?.toUpperCase(),
      contractNumber: optionalText(v.contractNumber),
    };
    if (v.kind === 'transfer')
      return {
        route: 'transfer',
        body: {
          ...common,
          ...drm,
          fromWarehouseId: v.warehouseId,
          toWarehouseId: v.toWarehouseId,
          quantity,
          reason: optionalText(v.reason),
        },
      };
    if (v.kind === 'adjustment')
      return {
        route: 'adjust',
        body: { ...common, warehouseId: v.warehouseId, countedQuantity: quantity, reason: v.reason.trim() },
      };
    if (!isManual(v.kind)) throw new Error(`unknown kind ${v.kind}`);
    return {
      route: 'recordMovement',
      body: {
        ...common,
        ...drm,
        warehouseId: v.warehouseId,
        kind: v.kind,
        quantity,
        destination: v.kind === 'sale' && v.destination ? v.destination : undefined,
        reason: optionalText(v.reason),
      },
    };
  });

/** Which fields the form shows for a kind. */
export function fieldsFor(kind: FormKind): {
  target: boolean;
  destination: boolean;
  reasonRequired: boolean;
} {
  return {
    target: kind === 'transfer',
    destination: kind === 'sale',
    reasonRequired: kind === 'adjustment',
  };
}
