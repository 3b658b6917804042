import type { InvoiceSummary } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { PAGE_SIZE } from '../api/invoices.queries.ts';

export type Column = { key: string; label: string; render(row: InvoiceSummary): ReactNode; align?: 'right' };

const orderPath = (row: InvoiceSummary) => (row.orderId ? `/dashboard/orders/${row.orderId}` : null);

/**
 * The invoices' lists: a table on wide screens, one card per row on phones (390 px), with the
 * server's pages. A row opens its order (the number is the link, for the keyboard).
 */
export function InvoiceTable(props: {
  rows: InvoiceSummary[];
  columns: Column[];
  total: number;
  page: number;
  onPage(page: number): void;
  loading: boolean;
  empty: ReactNode;
  label: string;
}) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { rows, columns } = props;
  const open = (row: InvoiceSummary, e: MouseEvent) => {
    // The number's own link already went there.
    if ((e.target as HTMLElement).closest('a')) return;
    const to = orderPath(row);
    if (to) void navigate(to);
  };
  return (
    <Card variant="outlined" data-testid="invoices-list">
      {props.loading && <LinearProgress />}
      {!props.loading && rows.length === 0 ? (
        props.empty
      ) : mobile ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={props.label}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              data-testid="invoice-list-row"
              onClick={(e) => open(row, e)}
              sx={{
                p: 2,
                borderBottom: 1,
                borderColor: 'divider',
                display: 'grid',
                gap: 0.5,
                cursor: row.orderId ? 'pointer' : undefined,
              }}
            >
              {columns.map((c) => (
                <Box key={c.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {c.label}
                  </Typography>
                  <Box sx={{ textAlign: 'right' }}>{c.render(row)}</Box>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={props.label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  data-testid="invoice-list-row"
                  onClick={(e) => open(row, e)}
                  sx={{ cursor: row.orderId ? 'pointer' : undefined }}
                >
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {props.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={props.total}
          page={props.page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => props.onPage(p)}
        />
      )}
    </Card>
  );
}
