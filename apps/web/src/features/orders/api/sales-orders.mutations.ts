import type { SalesOrderCreateBody, SalesOrderEditBody } from '@cuvee/contracts';
import { documentsRoutes } from '@cuvee/contracts/documents';
import { quotesRoutes, type SendQuoteBody } from '@cuvee/contracts/quotes';
import type { SalesOrderAction } from '@cuvee/contracts/sales-orders';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import type { CarrierId, DeliveryAction, OrderKind } from '@cuvee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-call.ts';
import { editSalesDocument, enterSalesDocument } from './order-add.queries.ts';
import { ordersKeys } from './orders.queries.ts';

/*
 * The order's moves from the back office (issue 16): each answers the order as it now is, put
 * in the cache of its page; the lists are asked again. The API's French message is the snackbar.
 */

function useRefreshOrders() {
  const client = useQueryClient();
  return (id: string, order: unknown) => {
    client.setQueryData(ordersKeys.shopOne(id), order);
    void client.invalidateQueries({ queryKey: ['orders', 'shop', 'page'] });
    void client.invalidateQueries({ queryKey: ['orders', 'sales'] });
  };
}

/** The moves of the document `id`, of `kind` (its right is chosen by it: decision 0084). */
export function useOrderAction(id: string, kind: OrderKind) {
  const refresh = useRefreshOrders();
  return useMutation({
    // A refusal may say why (issue 24): the buyer's mail tells it.
    mutationFn: (input: SalesOrderAction | { action: SalesOrderAction; reason?: string }) => {
      const { action, reason } = typeof input === 'string' ? { action: input, reason: undefined } : input;
      return call(salesOrdersRoutes.action, {
        params: { id, action },
        body: reason?.trim() ? { kind, reason: reason.trim() } : { kind },
      }).then((a) => a.order);
    },
    onSuccess: (order) => refresh(id, order),
  });
}

/**
 * 'Envoyer' a quote (issue 24): its PDF and answer link mailed to the client; the page is read
 * again (its sending, its status), and the lists.
 */
export function useSendQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendQuoteBody) => call(quotesRoutes.send, { params: { id }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ordersKeys.shopOne(id) });
      void client.invalidateQueries({ queryKey: ['orders', 'sales'] });
    },
  });
}

export function useDeliveryAction(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: {
      action: DeliveryAction;
      trackingRef?: string;
      parcels?: number;
      carrier?: CarrierId;
      weightGrams?: number;
    }) => {
      const { action, ...body } = input;
      return call(salesOrdersRoutes.delivery, { params: { id, action }, body }).then((a) => a.order);
    },
    onSuccess: (order) => refresh(id, order),
  });
}

export function useBulkValidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call(salesOrdersRoutes.bulkValidate, { body: { ids } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

/** 'Imprimer': the PDFs of the selected orders or quotes, made in the background and handed to the browser. */
export function usePrintOrders(kind: 'order' | 'quote') {
  return useMutation({
    mutationFn: (ids: string[]) => call(documentsRoutes.request, { body: { kind, orderIds: ids } }),
  });
}

/**
 * Saves the entry form (issue 16): a new document for its client (a bill validated and invoiced
 * at once), or the draft `id` changed; the lists are asked again, the page goes to the order.
 */
/** What the entry form fills in: a document's fields but its kind and client. */
export type EntryBody = Omit<SalesOrderEditBody, 'kind'>;

export function useSaveEntry(mode: 'order' | 'quote' | 'sample' | 'bill', id: string | null) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ body, clientId }: { body: EntryBody; clientId: string | null }) => {
      // The document's kind names the right the API asks (a quote's, else an order's).
      const kind = mode === 'bill' ? 'order' : mode;
      if (id) return editSalesDocument(id, { ...body, kind });
      const entered: SalesOrderCreateBody = { ...body, kind, clientId: clientId ?? '' };
      return enterSalesDocument(entered, mode === 'bill');
    },
    onSuccess: (order) => {
      void client.invalidateQueries({ queryKey: ['orders'] });
      void navigate(`/dashboard/orders/${order.id}`);
    },
  });
}
