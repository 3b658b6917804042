import { accountingRoutes } from '@cuvee/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { LIST_PAGE_SIZE } from '../../../lib/use-url-filters.ts';

/** The journals' filters, as the URL holds them (logic/entry-filters.ts reads them). */
export type EntryFilters = {
  journal?: string;
  from?: string;
  to?: string;
  lettered?: 'yes' | 'no';
  account?: string;
  page: number;
};

/** One query-key factory for the books: settings, chart, journals, entries, periods, FEC checks. */
export const accountingKeys = {
  all: ['accounting'] as const,
  settings: () => ['accounting', 'settings'] as const,
  accounts: () => ['accounting', 'accounts'] as const,
  journals: () => ['accounting', 'journals'] as const,
  entries: (f: EntryFilters) => ['accounting', 'entries', f] as const,
  periods: () => ['accounting', 'periods'] as const,
  fecCheck: (year: number) => ['accounting', 'fec-check', year] as const,
};

export const accountingSettingsQuery = () =>
  queryOptions({
    queryKey: accountingKeys.settings(),
    queryFn: ({ signal }) => call(accountingRoutes.settings, {}, { signal }).then((a) => a.settings),
  });

export const accountsQuery = () =>
  queryOptions({
    queryKey: accountingKeys.accounts(),
    queryFn: ({ signal }) => call(accountingRoutes.accounts, { query: {} }, { signal }),
  });

export const journalsQuery = () =>
  queryOptions({
    queryKey: accountingKeys.journals(),
    queryFn: ({ signal }) => call(accountingRoutes.journals, {}, { signal }).then((a) => a.journals),
  });

export const entriesQuery = (f: EntryFilters) =>
  queryOptions({
    queryKey: accountingKeys.entries(f),
    queryFn: ({ signal }) =>
      call(
        accountingRoutes.entries,
        {
          query: {
            journal: f.journal,
            from: f.from,
            to: f.to,
            lettered: f.lettered,
            account: f.account,
            limit: LIST_PAGE_SIZE,
            offset: f.page * LIST_PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const periodsQuery = () =>
  queryOptions({
    queryKey: accountingKeys.periods(),
    queryFn: ({ signal }) => call(accountingRoutes.periods, {}, { signal }).then((a) => a.periods),
  });

/** The product's check of a fiscal year's FEC, run before its download is offered. */
export const fecCheckQuery = (year: number) =>
  queryOptions({
    queryKey: accountingKeys.fecCheck(year),
    queryFn: ({ signal }) => call(accountingRoutes.fecCheck, { query: { year } }, { signal, silent: true }),
    staleTime: 0,
    gcTime: 0,
  });
