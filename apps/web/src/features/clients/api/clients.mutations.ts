import { type Client, type ClientInput, clientsRoutes } from '@cuvee/contracts';
import type { ProspectStatus } from '@cuvee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-call.ts';
import type { ClientFilters } from '../logic/client-filters.ts';
import { clientInputOf } from '../logic/client-form.ts';
import { clientsKeys } from './clients.queries.ts';

/*
 * What changes a client, each invalidating what it changed; the API's French message is the
 * snackbar (spec §8).
 */

function useInvalidateClients() {
  const client = useQueryClient();
  return (id?: string) => {
    void client.invalidateQueries({ queryKey: clientsKeys.lists() });
    void client.invalidateQueries({ queryKey: clientsKeys.tags() });
    if (id) {
      void client.invalidateQueries({ queryKey: clientsKeys.detail(id) });
      void client.invalidateQueries({ queryKey: clientsKeys.activities(id) });
    }
  };
}

/** Creates a client, or replaces one (`id`); answers the saved record. */
export function useSaveClient() {
  const invalidate = useInvalidateClients();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ClientInput }) =>
      (id ? call(clientsRoutes.update, { params: { id }, body }) : call(clientsRoutes.create, { body })).then(
        (a) => a.client,
      ),
    onSuccess: (saved) => {
      queries.setQueryData(clientsKeys.detail(saved.id), saved);
      invalidate(saved.id);
    },
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: string) => call(clientsRoutes.remove, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** A prospect becomes a client in one action. */
export function useConvertClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: string) => call(clientsRoutes.convert, { params: { id } }).then((a) => a.client),
    onSuccess: (client) => invalidate(client.id),
  });
}

export function useInviteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: string) => call(clientsRoutes.invite, { params: { id } }),
    onSuccess: (_answer, id) => invalidate(id),
  });
}

export function useAddClientNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(clientsRoutes.addNote, { params: { id }, body: { body } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: clientsKeys.activities(id) }),
  });
}

/**
 * Prospecting's inline status: the record is replaced with its new status (the API has one
 * write for a client's fields), read first so nothing else changes.
 */
export function useSetProspectStatus() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ProspectStatus }): Promise<Client> => {
      const { client } = await call(clientsRoutes.get, { params: { id } });
      const body = { ...clientInputOf(client), prospectStatus: status };
      return call(clientsRoutes.update, { params: { id }, body }).then((a) => a.client);
    },
    onSuccess: (client) => invalidate(client.id),
  });
}

/** The filtered list as a file (decision 0034: the typed client's download). */
export function useExportClients() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: ClientFilters; format: 'csv' | 'xlsx' }) =>
      downloadFile(
        clientsRoutes.export,
        {
          query: {
            q: filters.q,
            kind: filters.kind,
            typology: filters.typology,
            tag: filters.tag,
            agentId: filters.agentId,
            prospectStatus: filters.prospectStatus,
            format,
          },
        },
        `clients.${format}`,
      ),
  });
}
