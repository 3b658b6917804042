import { MOVEMENT_KINDS, type MovementKind } from '@cuvee/domain';

/*
 * The filters of the stock list and of the journal live in the URL (a link or a reload keeps
 * them); these read and write them. Anything unknown in the URL is dropped.
 */
export type StockFilters = {
  warehouseId?: string;
  productId?: string;
  vintage?: string;
  belowThreshold?: boolean;
};

export type JournalFilters = {
  warehouseId?: string;
  productId?: string;
  kind?: MovementKind;
  lot?: string;
  from?: string;
  to?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (value: string | null) => (value && UUID.test(value) ? value : undefined);
const text = (value: string | null) => value?.trim().slice(0, 40) || undefined;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function stockFiltersFromParams(params: URLSearchParams): StockFilters {
  return {
    warehouseId: id(params.get('warehouse')),
    productId: id(params.get('product')),
    vintage: text(params.get('vintage')),
    belowThreshold: params.get('low') === '1' || undefined,
  };
}

export function paramsFromStockFilters(f: StockFilters): Record<string, string> {
  return clean({
    warehouse: f.warehouseId,
    product: f.productId,
    vintage: f.vintage,
    low: f.belowThreshold ? '1' : undefined,
  });
}

export function journalFiltersFromParams(params: URLSearchParams): JournalFilters {
  const kind = params.get('kind');
  return {
    warehouseId: id(params.get('warehouse')),
    productId: id(params.get('product')),
    kind: (MOVEMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as MovementKind) : undefined,
    lot: text(params.get('lot')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function paramsFromJournalFilters(f: JournalFilters): Record<string, string> {
  return clean({
    warehouse: f.warehouseId,
    product: f.productId,
    kind: f.kind,
    lot: f.lot,
    from: f.from,
    to: f.to,
  });
}

/** Whether any filter is set (the empty state then offers to clear them). */
export const isFiltered = (f: StockFilters | JournalFilters) => Object.values(f).some((v) => v !== undefined);

function clean(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => Boolean(e[1])));
}
