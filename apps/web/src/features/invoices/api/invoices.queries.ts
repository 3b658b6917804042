import { type InvoiceListQuery, invoicesRoutes } from '@cuvee/contracts';
import type { InvoiceKind } from '@cuvee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { LIST_PAGE_SIZE } from '../../../lib/use-url-filters.ts';

/** The statuses a list can be filtered by ('missing' is read from the due date: Impayée). */
export const LIST_STATUSES = ['pending', 'partial', 'paid', 'missing', 'cancelled'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export type InvoiceFilters = { status?: ListStatus; q?: string; from?: string; to?: string; page: number };

/** One query-key factory for the invoices: the lists, an order's documents, the ventilation. */
export const invoicesKeys = {
  all: ['invoices'] as const,
  list: (kind: InvoiceKind, f: InvoiceFilters) => ['invoices', 'list', kind, f] as const,
  ofOrder: (orderId: string) => ['invoices', 'order', orderId] as const,
  ventilation: (from: string, to: string) => ['invoices', 'ventilation', from, to] as const,
};

export const invoicesQuery = (kind: InvoiceKind, f: InvoiceFilters) =>
  queryOptions({
    queryKey: invoicesKeys.list(kind, f),
    queryFn: ({ signal }) => {
      const query: InvoiceListQuery = {
        kind,
        status: f.status,
        q: f.q || undefined,
        from: f.from,
        to: f.to,
        limit: LIST_PAGE_SIZE,
        offset: f.page * LIST_PAGE_SIZE,
      };
      return call(invoicesRoutes.list, { query }, { signal });
    },
    placeholderData: keepPreviousData,
  });

/**
 * The order's invoices, deposit invoices and credit notes: three small lists (an order has a
 * handful), read together and shown oldest first.
 */
export const orderInvoicesQuery = (orderId: string) =>
  queryOptions({
    queryKey: invoicesKeys.ofOrder(orderId),
    queryFn: async ({ signal }) => {
      const kinds = ['deposit', 'invoice', 'credit'] as const;
      const pages = await Promise.all(
        kinds.map((kind) =>
          call(invoicesRoutes.list, { query: { kind, orderId, limit: 100, offset: 0 } }, { signal }),
        ),
      );
      return pages
        .flatMap((p) => p.invoices)
        .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.number.localeCompare(b.number));
    },
  });

export const ventilationQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: invoicesKeys.ventilation(from, to),
    queryFn: ({ signal }) => call(invoicesRoutes.ventilation, { query: { from, to } }, { signal }),
    placeholderData: keepPreviousData,
  });
