import { PRODUCT_STATUSES, PRODUCT_TYPES, type ProductStatus, type ProductType } from '@cuvee/domain';
import type { ProductListFilters } from '../api/catalogue.queries.ts';

/**
 * The list's filters live in the URL (?search, ?status, ?type, ?shop, ?page), so back and reload
 * keep them. `?shop` is kept only when it is one of `shopIds` (an agent's shops).
 */
export function filtersFromParams(
  params: URLSearchParams,
  shopIds: readonly string[] = [],
): ProductListFilters {
  const status = params.get('status');
  const type = params.get('type');
  const shop = params.get('shop');
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    status: (PRODUCT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ProductStatus)
      : undefined,
    productType: (PRODUCT_TYPES as readonly string[]).includes(type ?? '')
      ? (type as ProductType)
      : undefined,
    shopId: shop && shopIds.includes(shop) ? shop : undefined,
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function paramsFromFilters(filters: ProductListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.search) out.search = filters.search;
  if (filters.status) out.status = filters.status;
  if (filters.productType) out.type = filters.productType;
  if (filters.shopId) out.shop = filters.shopId;
  if (filters.page > 0) out.page = String(filters.page + 1);
  return out;
}
