import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { PAGE_SIZE } from '../api/receivables.queries.ts';

export type Column<T> = { key: string; label: string; render(row: T): ReactNode; align?: 'right' };

/**
 * The receivables' lists: a table on wide screens, one card per row on phones (390 px), with
 * the server's pages and, when asked, a checkbox per row for bulk actions.
 */
export function RxList<T extends { id: string }>(props: {
  rows: T[];
  columns: Column<T>[];
  total: number;
  page: number;
  onPage(page: number): void;
  loading: boolean;
  empty: ReactNode;
  label: string;
  selected?: Set<string>;
  onSelect?(id: string, on: boolean): void;
  actions?(row: T): ReactNode;
  /** What a row's checkbox says to a screen reader ('Sélectionner F-2026-00042'). */
  rowLabel?(row: T): string;
  testId?: string;
}) {
  const mobile = useIsMobile();
  const { rows, columns, selected, onSelect, actions } = props;
  const check = (row: T) =>
    onSelect && selected ? (
      <Checkbox
        checked={selected.has(row.id)}
        onChange={(e) => onSelect(row.id, e.target.checked)}
        slotProps={{ input: { 'aria-label': props.rowLabel?.(row) ?? props.label } }}
      />
    ) : null;
  return (
    <Card variant="outlined" data-testid={props.testId}>
      {props.loading && <LinearProgress />}
      {!props.loading && rows.length === 0 ? (
        props.empty
      ) : mobile ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={props.label}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              data-testid="rx-row"
              sx={{ p: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
            >
              {check(row)}
              {columns.map((c) => (
                <Box key={c.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {c.label}
                  </Typography>
                  <Box sx={{ textAlign: 'right' }}>{c.render(row)}</Box>
                </Box>
              ))}
              {actions && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{actions(row)}</Box>}
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={props.label}>
            <TableHead>
              <TableRow>
                {onSelect && <TableCell padding="checkbox" />}
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.label}
                  </TableCell>
                ))}
                {actions && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover data-testid="rx-row">
                  {onSelect && <TableCell padding="checkbox">{check(row)}</TableCell>}
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                  {actions && <TableCell align="right">{actions(row)}</TableCell>}
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
