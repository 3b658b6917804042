import type { ReactNode } from 'react';
import { type Column, DataList } from './data-list.tsx';
import { ListBody, type ListQuery } from './list-body.tsx';
import { ServerPager } from './server-pager.tsx';

/**
 * A list page's rows read a page at a time from the server: the body of the kit (load error
 * with retry, empty state, the bar while fetching) around the rows (a table, cards on phones)
 * and the server's pages. What DataList takes (selection, actions, opening a row) passes on.
 */
export function ListTable<T extends { id: string }>({
  query,
  total,
  page,
  pageSize,
  onPage,
  empty,
  loadError,
  testId,
  ...rows
}: {
  query: ListQuery;
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  empty: ReactNode;
  loadError?: string;
  testId?: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  label: string;
  selected?: ReadonlySet<string>;
  onSelect?(id: string, on: boolean): void;
  rowLabel?(row: T): string;
  actions?(row: T): ReactNode;
  openOf?(row: T): (() => void) | undefined;
  rowTestId?: string;
}) {
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
          <ServerPager total={total} page={page} pageSize={pageSize} onPage={onPage} />
        ) : null
      }
    />
  );
}
