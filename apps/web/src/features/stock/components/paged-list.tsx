import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { PAGE_SIZE } from '../api/stock.queries.ts';
import type { KeysetPages } from '../logic/keyset-pages.ts';
import { KeysetPager } from './keyset-pager.tsx';
import { useStockLabels } from './labels.ts';
import { LoadError } from './load-state.tsx';

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
  const mobile = useIsMobile();
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.isPending && count === 0 && empty) return <Card>{empty}</Card>;
  return (
    <Card
      sx={{ overflow: 'hidden', bgcolor: mobile ? 'transparent' : undefined, border: mobile ? 0 : undefined }}
    >
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
      {mobile ? cards : <Box sx={{ overflowX: 'auto' }}>{table}</Box>}
      <KeysetPager
        pages={pages}
        size={PAGE_SIZE}
        count={count}
        nextCursor={query.data?.nextCursor}
        onChange={onPages}
      />
    </Card>
  );
}

/** Nothing matches the filters: say so and offer to clear them. */
export function NoMatch({ onClear }: { onClear(): void }) {
  const { t } = useStockLabels();
  return (
    <EmptyState
      icon={<Search />}
      title={t('common.noMatch')}
      text={t('common.noMatchText')}
      action={<Button onClick={onClear}>{t('common.clearFilters')}</Button>}
    />
  );
}
