import type { ReactNode } from 'react';
import { ListBody } from '../../../components/list/index.ts';
import { NoMatch as KitNoMatch } from '../../../components/shared/list-state.tsx';
import { PAGE_SIZE } from '../api/stock.queries.ts';
import type { KeysetPages } from '../logic/keyset-pages.ts';
import { KeysetPager } from './keyset-pager.tsx';
import { useStockLabels } from './labels.ts';

type PagedQuery = {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  data?: { nextCursor: string | null };
  refetch(): unknown;
};

/**
 * A list read in server pages: its load error with a retry, its empty state (`empty`, or the
 * rows when null), else the rows — cards on phones, a table that scrolls sideways on desktop —
 * and the pager.
 */
export function PagedList({
  query,
  count,
  empty,
  cards,
  table,
  pages,
  onPages,
}: {
  query: PagedQuery;
  count: number;
  empty: ReactNode;
  cards: ReactNode;
  table: ReactNode;
  pages: KeysetPages;
  onPages(pages: KeysetPages): void;
}) {
  const { t } = useStockLabels();
  return (
    <ListBody
      query={query}
      count={count}
      empty={empty}
      loadError={t('common.loadError')}
      cards={cards}
      table={table}
      pager={
        <KeysetPager
          pages={pages}
          size={PAGE_SIZE}
          count={count}
          nextCursor={query.data?.nextCursor}
          onChange={onPages}
        />
      }
    />
  );
}

/** Nothing matches the filters: say so and offer to clear them (the kit's, in the stock's words). */
export function NoMatch({ onClear }: { onClear(): void }) {
  const { t } = useStockLabels();
  return <KitNoMatch title={t('common.noMatch')} text={t('common.noMatchText')} onClear={onClear} />;
}
