import { documentsRoutes } from '@cuvee/contracts/documents';
import type { SalesOrderAction } from '@cuvee/contracts/sales-orders';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import type { DeliveryAction } from '@cuvee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
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

export function useOrderAction(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (action: SalesOrderAction) =>
      call(salesOrdersRoutes.action, { params: { id, action } }).then((a) => a.order),
    onSuccess: (order) => refresh(id, order),
  });
}

export function useDeliveryAction(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: { action: DeliveryAction; trackingRef?: string; parcels?: number }) => {
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
