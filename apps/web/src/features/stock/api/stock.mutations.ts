import {
  type AllocationInput,
  type CrdMovementInput,
  type JournalExportQuery,
  type StockLine,
  stockRoutes,
  type WarehouseInput,
} from '@cuvee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-call.ts';
import type { MovementRequest } from '../logic/movement-form.ts';
import { stockKeys } from './stock.queries.ts';

/*
 * What changes the stock, each invalidating what it changed: the API's French message
 * ('Le mouvement a été enregistré') is the snackbar (spec §8).
 */

/** After a movement, a transfer or a count: levels, the journal and the line pages. */
function useInvalidateLevels() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: stockKeys.lists() });
    void client.invalidateQueries({ queryKey: stockKeys.details() });
    void client.invalidateQueries({ queryKey: stockKeys.journals() });
  };
}

/** Records what the movement form read: a movement, a transfer or an inventory count. */
export function useRecordMovement() {
  const invalidate = useInvalidateLevels();
  return useMutation({
    /** Answers the line the form acted on (a transfer's origin). */
    mutationFn: (request: MovementRequest): Promise<StockLine> => {
      switch (request.route) {
        case 'transfer':
          return call(stockRoutes.transfer, { body: request.body }).then((a) => a.from);
        case 'adjust':
          return call(stockRoutes.adjust, { body: request.body }).then((a) => a.line);
        case 'recordMovement':
          return call(stockRoutes.recordMovement, { body: request.body }).then((a) => a.line);
      }
    },
    onSuccess: invalidate,
  });
}

export function useSetThreshold(lineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertThreshold: number | null) =>
      call(stockRoutes.setThreshold, { params: { id: lineId }, body: { alertThreshold } }).then(
        (a) => a.line,
      ),
    onSuccess: (line) => {
      client.setQueryData(stockKeys.detail(line.id), line);
      void client.invalidateQueries({ queryKey: stockKeys.lists() });
    },
  });
}

/** Creates a warehouse, or changes one (`id`). */
export function useSaveWarehouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: WarehouseInput }) =>
      (id
        ? call(stockRoutes.updateWarehouse, { params: { id }, body })
        : call(stockRoutes.createWarehouse, { body })
      ).then((a) => a.warehouse),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stockKeys.warehouses() });
      void client.invalidateQueries({ queryKey: stockKeys.lists() });
    },
  });
}

function useInvalidateAllocations() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: stockKeys.allocations() });
    void client.invalidateQueries({ queryKey: stockKeys.lists() });
    void client.invalidateQueries({ queryKey: stockKeys.details() });
  };
}

export function useAllocate() {
  const invalidate = useInvalidateAllocations();
  return useMutation({
    mutationFn: (body: AllocationInput) => call(stockRoutes.allocate, { body }).then((a) => a.allocation),
    onSuccess: invalidate,
  });
}

export function useReleaseAllocation() {
  const invalidate = useInvalidateAllocations();
  return useMutation({
    mutationFn: (id: string) =>
      call(stockRoutes.releaseAllocation, { params: { id } }).then((a) => a.allocation),
    onSuccess: invalidate,
  });
}

export function useRecordCrd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CrdMovementInput) => call(stockRoutes.recordCrd, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: stockKeys.crd() }),
  });
}

/** Downloads the filtered journal as a CSV or XLSX file. */
export function useExportJournal() {
  return useMutation({
    mutationFn: (query: JournalExportQuery) =>
      downloadFile(stockRoutes.exportJournal, { query }, `mouvements-de-stock.${query.format}`),
  });
}
