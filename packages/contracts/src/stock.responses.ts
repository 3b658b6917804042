import {
  CRD_COLOURS,
  CRD_MOVEMENT_KINDS,
  DRM_CATEGORIES,
  EXCISE_STATUSES,
  FISCAL_CATEGORIES,
  MOVEMENT_KINDS,
  SALE_DESTINATIONS,
  WAREHOUSE_KINDS,
} from '@cuvee/domain';
import { z } from 'zod';
import { ALLOCATION_BENEFICIARIES, WarehouseAddress } from './stock.inputs.ts';

/*
 * What the stock routes answer, field by field (apps/api/src/modules/stock). Quantities are
 * units; bottle equivalents (eq75) and hectolitres (hl) are computed from the ledger's exact
 * thousandths and millilitres (decision 0031).
 */

export const Warehouse = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(WAREHOUSE_KINDS),
  address: WarehouseAddress.nullable(),
  exciseStatus: z.enum(EXCISE_STATUSES),
  exciseNumber: z.string().nullable(),
  isDefault: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Warehouse = z.infer<typeof Warehouse>;
export const WarehouseListResponse = z.object({ success: z.literal(true), warehouses: z.array(Warehouse) });
export const WarehouseResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  warehouse: Warehouse,
});

/** What a line is: a format of a product, a vintage and a lot, in a warehouse. */
const LineIdentity = {
  warehouseId: z.string(),
  warehouseName: z.string(),
  productId: z.string(),
  productName: z.string(),
  formatId: z.string(),
  /** The format as the catalogue shows it ('Bouteille 75 cl'). */
  formatLabel: z.string(),
  vintage: z.string(),
  lot: z.string(),
};

export const StockLine = z.object({
  id: z.string(),
  ...LineIdentity,
  physical: z.number(),
  reserved: z.number(),
  available: z.number(),
  /** Bottle equivalents and hectolitres of the physical units. */
  eq75: z.number(),
  hl: z.number(),
  alertThreshold: z.number().nullable(),
  belowThreshold: z.boolean(),
  updatedAt: z.string(),
});
export type StockLine = z.infer<typeof StockLine>;

export const StockTotals = z.object({
  lines: z.number(),
  physical: z.number(),
  reserved: z.number(),
  available: z.number(),
  eq75: z.number(),
  hl: z.number(),
});
export type StockTotals = z.infer<typeof StockTotals>;

export const StockListResponse = z.object({
  success: z.literal(true),
  lines: z.array(StockLine),
  /** Totals of every line the filters select, not of the page only. */
  totals: StockTotals,
  nextCursor: z.string().nullable(),
});
export const StockLineResponse = z.object({ success: z.literal(true), line: StockLine });

export const Movement = z.object({
  id: z.string(),
  lineId: z.string(),
  ...LineIdentity,
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed units: entries positive, exits negative. */
  quantity: z.number(),
  eq75: z.number(),
  hl: z.number(),
  /** Physical units of the line once this movement was recorded. */
  balanceAfter: z.number(),
  exciseStatus: z.enum(EXCISE_STATUSES),
  drmCategory: z.enum(DRM_CATEGORIES),
  destination: z.enum(SALE_DESTINATIONS).nullable(),
  reason: z.string().nullable(),
  documentRef: z.string().nullable(),
  /** Both halves of a transfer share it. */
  transferId: z.string().nullable(),
  /** The DRM type (the shop's interprofession's code; 'aucun': no line; null: untyped). */
  drmType: z.string().nullable(),
  /** The accompanying document's number (ARC of the e-AD, DAE, DSA). */
  documentNumber: z.string().nullable(),
  country: z.string().nullable(),
  consigneeExciseNumber: z.string().nullable(),
  contractNumber: z.string().nullable(),
  /** The day the e-AD was discharged, null while it is not. */
  dischargedOn: z.string().nullable(),
  date: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof Movement>;

export const JournalResponse = z.object({
  success: z.literal(true),
  movements: z.array(Movement),
  nextCursor: z.string().nullable(),
});
export const MovementResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  movement: Movement,
  line: StockLine,
});
export const TransferResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  out: Movement,
  in: Movement,
  from: StockLine,
  to: StockLine,
});
export const AdjustmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Null when the count equals the books (nothing recorded). */
  movement: Movement.nullable(),
  line: StockLine,
});

export const RESERVATION_STATUSES = ['active', 'released', 'consumed', 'expired'] as const;
export const Reservation = z.object({
  key: z.string(),
  lineId: z.string(),
  quantity: z.number(),
  status: z.enum(RESERVATION_STATUSES),
  reference: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;
export const ReservationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  reservation: Reservation,
  line: StockLine,
});

export const Allocation = z.object({
  id: z.string(),
  line: StockLine.pick({
    id: true,
    warehouseName: true,
    productId: true,
    productName: true,
    formatLabel: true,
    vintage: true,
    lot: true,
  }),
  beneficiaryKind: z.enum(ALLOCATION_BENEFICIARIES),
  agentId: z.string().nullable(),
  label: z.string(),
  quantity: z.number(),
  expiresOn: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
});
export type Allocation = z.infer<typeof Allocation>;
export const AllocationListResponse = z.object({
  success: z.literal(true),
  allocations: z.array(Allocation),
  nextCursor: z.string().nullable(),
});
export const AllocationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  allocation: Allocation,
});

export const CrdStock = z.object({
  id: z.string(),
  colour: z.enum(CRD_COLOURS),
  fiscalCategory: z.enum(FISCAL_CATEGORIES),
  volumeMl: z.number(),
  balance: z.number(),
  updatedAt: z.string(),
});
export type CrdStock = z.infer<typeof CrdStock>;
export const CrdStockListResponse = z.object({ success: z.literal(true), stocks: z.array(CrdStock) });

export const CrdMovement = z.object({
  id: z.string(),
  crdStockId: z.string(),
  kind: z.enum(CRD_MOVEMENT_KINDS),
  quantity: z.number(),
  balanceAfter: z.number(),
  /** The exit of capsuled bottles a use was recorded with. */
  movementId: z.string().nullable(),
  date: z.string(),
  reason: z.string().nullable(),
  documentRef: z.string().nullable(),
  createdAt: z.string(),
});
export type CrdMovement = z.infer<typeof CrdMovement>;
export const CrdMovementResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  movement: CrdMovement,
  stock: CrdStock,
});
export const CrdMovementListResponse = z.object({
  success: z.literal(true),
  movements: z.array(CrdMovement),
  nextCursor: z.string().nullable(),
});

/** One CRD account of a period, as the DRM reports it. */
export const CrdAccountRow = z.object({
  stock: CrdStock,
  opening: z.number(),
  entries: z.number(),
  uses: z.number(),
  destructions: z.number(),
  closing: z.number(),
});
export const CrdAccountResponse = z.object({ success: z.literal(true), accounts: z.array(CrdAccountRow) });

export const StockSettings = z.object({ autoOutOfStock: z.boolean() });
export const StockSettingsResponse = z.object({ success: z.literal(true), settings: StockSettings });

/** A file download (CSV or XLSX): the body is the file, named by Content-Disposition. */
export const FileDownload = z.string().describe('The file itself (text/csv or an XLSX workbook)');
