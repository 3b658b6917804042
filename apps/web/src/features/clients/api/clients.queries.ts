import { clientsRoutes, overviewRoutes, shopsRoutes } from '@cuvee/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import type { ClientFilters } from '../logic/client-filters.ts';

/** Rows per page of the client list and prospecting (server pages). */
export const PAGE_SIZE = 25;

/** One query-key factory for the clients: lists, details, timelines, and the lists they pick from. */
export const clientsKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (filters: ClientFilters) => ['clients', 'list', filters] as const,
  details: () => ['clients', 'detail'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  activities: (id: string) => ['clients', 'activities', id] as const,
  duplicates: (email: string, siret: string, exceptId: string | undefined) =>
    ['clients', 'duplicates', email, siret, exceptId ?? null] as const,
  assignees: () => ['clients', 'assignees'] as const,
  tags: () => ['clients', 'tags'] as const,
  typologies: (shopId: string) => ['clients', 'typologies', shopId] as const,
  turnover: (id: string) => ['clients', 'turnover', id] as const,
};

/** A client's invoiced turnover (the invoices' right: ask only when useCan('invoices.read')). */
export const clientTurnoverQuery = (id: string) =>
  queryOptions({
    queryKey: clientsKeys.turnover(id),
    queryFn: ({ signal }) =>
      call(overviewRoutes.clientTurnover, { params: { id } }, { signal }).then((a) => a.turnover),
  });

export const clientListQuery = (filters: ClientFilters) =>
  queryOptions({
    queryKey: clientsKeys.list(filters),
    queryFn: ({ signal }) =>
      call(
        clientsRoutes.list,
        {
          query: {
            q: filters.q,
            kind: filters.kind,
            typology: filters.typology,
            tag: filters.tag,
            agentId: filters.agentId,
            prospectStatus: filters.prospectStatus,
            limit: PAGE_SIZE,
            offset: filters.page * PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: clientsKeys.detail(id),
    queryFn: ({ signal }) => call(clientsRoutes.get, { params: { id } }, { signal }).then((a) => a.client),
  });

/** The timeline, newest first, a page at a time (keyset cursor). */
export const clientActivitiesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: clientsKeys.activities(id),
    queryFn: ({ signal, pageParam }) =>
      call(clientsRoutes.activities, { params: { id }, query: { limit: 30, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Records already holding this e-mail or SIRET (the form's warning while typing). */
export const clientDuplicatesQuery = (email: string, siret: string, exceptId?: string) =>
  queryOptions({
    queryKey: clientsKeys.duplicates(email, siret, exceptId),
    queryFn: ({ signal }) =>
      call(
        clientsRoutes.duplicates,
        { query: { email: email || undefined, siret: siret || undefined, exceptId } },
        { signal, silent: true },
      ).then((a) => a.duplicates),
    enabled: Boolean(email || siret),
    staleTime: 30_000,
  });

export const clientAssigneesQuery = () =>
  queryOptions({
    queryKey: clientsKeys.assignees(),
    queryFn: ({ signal }) =>
      call(clientsRoutes.assignees, {}, { signal, silent: true }).then((a) => a.assignees),
    staleTime: 5 * 60_000,
  });

export const clientTagsQuery = () =>
  queryOptions({
    queryKey: clientsKeys.tags(),
    queryFn: ({ signal }) => call(clientsRoutes.tags, {}, { signal, silent: true }).then((a) => a.tags),
    staleTime: 60_000,
  });

/** The shop's typologies (key → name), for a member who did not load the shop at sign-in (an agent). */
export const shopTypologiesQuery = (shopId: string) =>
  queryOptions({
    queryKey: clientsKeys.typologies(shopId),
    queryFn: ({ signal }) =>
      call(shopsRoutes.catalogue, { params: { id: shopId } }, { signal, silent: true }).then(
        (a) => a.shop.typologies,
      ),
    staleTime: 5 * 60_000,
  });
