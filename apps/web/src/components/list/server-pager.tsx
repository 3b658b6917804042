import TablePagination from '@mui/material/TablePagination';
import { useComponentsT } from '../components.translate.ts';

/** The pages the server counts (`total` rows, `pageSize` a page); the page is counted from 0. */
export function ServerPager({
  total,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const { t } = useComponentsT();
  if (total <= 0) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      // A page beyond the last (rows removed since) shows the last.
      page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_, next: number) => onPage(next)}
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
    />
  );
}
