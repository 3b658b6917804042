import { type DocumentKindValue, documentsRoutes, type SendDocumentBody } from '@cuvee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/snackbar/snackbar.store.ts';
import { call, downloadFile } from '../../../lib/api-call.ts';

/** One query-key factory for the documents; the lists poll while a PDF is being made. */
export const documentsKeys = {
  all: ['documents'] as const,
  ofOrder: (orderId: string) => ['documents', 'order', orderId] as const,
};

const WORKING = new Set(['pending', 'processing']);

export const orderDocumentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: documentsKeys.ofOrder(orderId),
    queryFn: ({ signal }) =>
      call(documentsRoutes.list, { query: { orderId } }, { signal }).then((a) => a.documents),
    // Until every PDF is made: then it stops asking.
    refetchInterval: (q) => (q.state.data?.some((d) => WORKING.has(d.status)) ? 1500 : false),
  });

export function useGenerateDocument(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: DocumentKindValue) =>
      call(documentsRoutes.request, { body: { kind, orderIds: [orderId], deliver: false } }),
    onSuccess: (answer) => {
      notify({ message: answer.message, severity: 'success' });
      void client.invalidateQueries({ queryKey: documentsKeys.ofOrder(orderId) });
    },
  });
}

export function useSendDocument(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SendDocumentBody }) =>
      call(documentsRoutes.send, { params: { id }, body }),
    onSuccess: (answer) => {
      notify({ message: answer.message, severity: 'success' });
      void client.invalidateQueries({ queryKey: documentsKeys.ofOrder(orderId) });
    },
  });
}

export const downloadDocument = (id: string, fileName: string) =>
  downloadFile(documentsRoutes.file, { params: { id } }, fileName);
