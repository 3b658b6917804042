import type { ShipmentDocumentBody, ShipmentInput, ShipmentListQuery } from '@cuvee/contracts/shipments';
import { shipmentsRoutes } from '@cuvee/contracts/shipments.routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/snackbar/snackbar.store.ts';
import { call, downloadFile } from '../../../lib/api-call.ts';
import { ordersKeys } from './orders.queries.ts';

/*
 * The shipping desk's calls (issue 24): the queue, its bulk moves, and the one-PDF documents of a
 * selection followed until they are made. Every move asks the orders again ('orders' keys).
 */

export const SHIPMENTS_PAGE_SIZE = 25;

/** The queue's filters as the URL keeps them. */
export type ShipmentFilters = {
  mode: string;
  deliveryStatus: NonNullable<ShipmentListQuery['deliveryStatus']> | '';
  from: string;
  to: string;
  q: string;
  page: number;
};

export const shipmentsQuery = (f: ShipmentFilters) => {
  const query: ShipmentListQuery = {
    limit: SHIPMENTS_PAGE_SIZE,
    offset: f.page * SHIPMENTS_PAGE_SIZE,
    ...(f.mode ? { mode: f.mode } : {}),
    ...(f.deliveryStatus ? { deliveryStatus: f.deliveryStatus } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
  };
  return queryOptions({
    queryKey: ordersKeys.shipmentList(f),
    queryFn: ({ signal }) => call(shipmentsRoutes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** A selection's PDF, asked again each second until it is made or failed. */
export const shipmentDocumentQuery = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.shipmentDocument(id),
    queryFn: ({ signal }) =>
      call(shipmentsRoutes.documentState, { params: { id } }, { signal }).then((a) => a.document),
    refetchInterval: (q) =>
      q.state.data && !['pending', 'processing'].includes(q.state.data.status) ? false : 1000,
  });

function useRefreshOrders() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['orders'] });
}

export function usePrepareShipments() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (ids: string[]) => call(shipmentsRoutes.prepare, { body: { ids } }),
    onSuccess: (answer) => {
      notify({ message: answer.message, severity: 'success' });
      refresh();
    },
  });
}

export function useShipOrders() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (shipments: ShipmentInput[]) => call(shipmentsRoutes.ship, { body: { shipments } }),
    onSuccess: (answer) => {
      const refused = answer.results.some((r) => !r.ok);
      notify({ message: answer.message, severity: refused ? 'error' : 'success' });
      refresh();
    },
  });
}

export function useRequestShipmentDocument() {
  return useMutation({
    mutationFn: (body: ShipmentDocumentBody) =>
      call(shipmentsRoutes.document, { body }).then((a) => a.document),
  });
}

export const downloadShipmentDocument = (id: string, fileName: string) =>
  downloadFile(shipmentsRoutes.documentFile, { params: { id } }, fileName);
