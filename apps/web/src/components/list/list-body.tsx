import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { ListLoadError } from '../shared/list-state.tsx';
import { useIsMobile } from '../shared/use-is-mobile.ts';

/** What the body reads of the list's query (TanStack Query's result). */
export type ListQuery = {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  data?: unknown;
  refetch(): unknown;
};

/**
 * The body of a list page read from the server: its load error with a retry, its empty state
 * once loaded with no row (`empty`: the feature's, or a NoMatch when filtered; null shows the
 * empty rows), else the rows
 * — `cards` on phones when given, the `table` scrolling sideways otherwise — a thin bar while
 * a page is fetched, and the pager.
 */
export function ListBody({
  query,
  count,
  empty,
  loadError,
  table,
  cards,
  pager,
  testId,
}: {
  query: ListQuery;
  count: number;
  empty: ReactNode;
  loadError?: string;
  table: ReactNode;
  cards?: ReactNode;
  pager?: ReactNode;
  testId?: string;
}) {
  const mobile = useIsMobile() && cards !== undefined;
  if (query.isError && !query.data)
    return <ListLoadError message={loadError} onRetry={() => void query.refetch()} />;
  if (!query.isPending && count === 0 && empty)
    return (
      <Card data-testid={testId} variant="outlined">
        {empty}
      </Card>
    );
  return (
    <Card
      data-testid={testId}
      variant="outlined"
      sx={{ overflow: 'hidden', bgcolor: mobile ? 'transparent' : undefined, border: mobile ? 0 : undefined }}
    >
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
      {mobile ? cards : <Box sx={{ overflowX: 'auto' }}>{table}</Box>}
      {pager}
    </Card>
  );
}
