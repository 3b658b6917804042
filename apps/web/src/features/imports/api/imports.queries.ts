import { type ClientImport, clientImportsRoutes, type ImportMapping } from '@cuvee/contracts';
import type { ImportIntegration } from '@cuvee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for client imports. */
export const importKeys = {
  all: ['client-imports'] as const,
  lists: () => ['client-imports', 'list'] as const,
  detail: (id: string) => ['client-imports', 'detail', id] as const,
};

const running = (imp: ClientImport | undefined) => imp?.status === 'processing';

/** One import; polled every second while it runs (the progress bar). */
export const clientImportQuery = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) =>
      call(clientImportsRoutes.get, { params: { id } }, { signal, silent: true }).then((a) => a.import),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });

export const clientImportsQuery = () =>
  queryOptions({
    queryKey: importKeys.lists(),
    queryFn: ({ signal }) => call(clientImportsRoutes.list, {}, { signal }).then((a) => a.imports),
  });

function useStore() {
  const client = useQueryClient();
  return (imp: ClientImport) => {
    client.setQueryData(importKeys.detail(imp.id), imp);
    void client.invalidateQueries({ queryKey: importKeys.lists() });
  };
}

export function useUploadClientFile() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ file, integration }: { file: File; integration: ImportIntegration | '' }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(
        clientImportsRoutes.upload,
        { query: { integration: integration || undefined } },
        { form },
      ).then((a) => a.import);
    },
    onSuccess: store,
  });
}

export function useUpdateImportMapping(id: string) {
  const store = useStore();
  return useMutation({
    mutationFn: (body: { mapping: ImportMapping; integration?: ImportIntegration }) =>
      call(clientImportsRoutes.mapping, { params: { id }, body }).then((a) => a.import),
    onSuccess: store,
  });
}

/** Starts or reverts an import; the client lists change too. */
export function useImportAction(id: string, action: 'start' | 'revert') {
  const store = useStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(clientImportsRoutes[action], { params: { id } }).then((a) => a.import),
    onSuccess: (imp) => {
      store(imp);
      void client.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
