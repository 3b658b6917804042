import { type ClientListRow, clientsRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from './api-call.ts';

/**
 * The clients a picker offers for a search (the shared client picker of order entry, tasks and
 * opportunities): the first 20 the caller may see, under the clients' key so that a change of
 * the clients refreshes it.
 */
export const clientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['clients', 'picker', q] as const,
    queryFn: ({ signal }) =>
      call(clientsRoutes.list, { query: { q: q || undefined, limit: 20 } }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * One client as the picker holds it, read by id: the client preselected by a link (the client
 * record's 'Nouveau devis' / 'Nouvelle commande' opens the entry with `?client=<id>`).
 */
export const clientPickQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['clients', 'picker', 'id', id] as const,
    queryFn: async ({ signal }): Promise<ClientListRow> => {
      const { client } = await call(clientsRoutes.get, { params: { id: id ?? '' } }, { signal });
      return {
        id: client.id,
        kind: client.kind,
        displayName: client.displayName,
        company: client.company,
        firstname: client.firstname,
        lastname: client.lastname,
        email: client.email,
        phone: client.phone,
        city:
          client.addresses.find((a) => a.isDefault)?.address.city ??
          client.addresses[0]?.address.city ??
          null,
        typology: client.typology,
        tags: client.tags,
        agent: client.agent,
        prospectStatus: client.prospectStatus,
        nextAction: client.nextAction,
        nextActionOn: client.nextActionOn,
        account: client.account,
        createdAt: client.createdAt,
      };
    },
    enabled: Boolean(id),
    staleTime: 60_000,
  });
