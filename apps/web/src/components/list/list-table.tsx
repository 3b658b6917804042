import type { ReactNode } from 'react';
import { LIST_PAGE_SIZE } from '../../lib/use-url-filters.ts';
import { DataList, type DataListProps } from './data-list.tsx';
import { ListBody, type ListQuery } from './list-body.tsx';
import { ServerPager } from './server-pager.tsx';

/**
 * A list page's rows read a page at a time from the server: the body of the kit (load error
 * with retry, empty state, the bar while fetching) around the rows (a table, cards on phones)
 * and the server's pages. What DataList takes (selection, actions, opening a row) passes on.
 */
export type ListTableProps<T> = {
  /** The list's query: its answer counts the rows of every page (`total`). */
  query: ListQuery & { data?: { total: number } };
  /** The page shown, from 0, and how to show another (useUrlFilters gives both). */
  paging: { page: number; setPage(page: number): void };
  /** The rows of a page (LIST_PAGE_SIZE unless the list says). */
  pageSize?: number;
  empty: ReactNode;
  loadError?: string;
  testId?: string;
} & DataListProps<T>;

export function ListTable<T extends { id: string }>({
  query,
  paging,
  pageSize = LIST_PAGE_SIZE,
  empty,
  loadError,
  testId,
  ...rows
}: ListTableProps<T>) {
  const total = query.data?.total ?? 0;
  return (
    <ListBody
      query={query}
      count={total}
      empty={empty}
      loadError={loadError}
      testId={testId}
      table={<DataList {...rows} />}
      pager={
        total > pageSize ? (
          <ServerPager total={total} page={paging.page} pageSize={pageSize} onPage={paging.setPage} />
        ) : null
      }
    />
  );
}
