import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { useIsMobile } from '../shared/use-is-mobile.ts';

/** A column of a list: its header, what a row shows in it, and its alignment. */
export type Column<T> = { key: string; label: string; render(row: T): ReactNode; align?: 'right' };

/**
 * The rows of a list page: a table on wide screens, one card per row on phones (390 px), each
 * card naming its values by the column's header. When asked, a checkbox per row (bulk
 * actions), actions at the row's end, and a row that opens something when clicked (its own
 * link or button still answers first, and is what the keyboard reaches).
 */
export type DataListProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** What the table or the list is called for a screen reader. */
  label: string;
  selected?: ReadonlySet<string>;
  onSelect?(id: string, on: boolean): void;
  /** What a row's checkbox says to a screen reader ('Sélectionner F-2026-00042'). */
  rowLabel?(row: T): string;
  actions?(row: T): ReactNode;
  /** Opens the row on a click; undefined for a row that opens nothing. */
  openOf?(row: T): (() => void) | undefined;
  rowTestId?: string;
};

export function DataList<T extends { id: string }>(props: DataListProps<T>) {
  const mobile = useIsMobile();
  const { rows, columns, selected, onSelect, actions, openOf } = props;
  const open = (row: T, e: MouseEvent) => {
    // A link, a button or a checkbox of the row already answered.
    if ((e.target as HTMLElement).closest('a, button, input')) return;
    openOf?.(row)?.();
  };
  const pointer = (row: T) => (openOf?.(row) ? 'pointer' : undefined);
  const check = (row: T) =>
    onSelect && selected ? (
      <Checkbox
        checked={selected.has(row.id)}
        onChange={(e) => onSelect(row.id, e.target.checked)}
        slotProps={{ input: { 'aria-label': props.rowLabel?.(row) ?? props.label } }}
      />
    ) : null;
  if (mobile)
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={props.label}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-testid={props.rowTestId}
            onClick={(e) => open(row, e)}
            sx={{
              p: 2,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'grid',
              gap: 0.5,
              cursor: pointer(row),
            }}
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
    );
  return (
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
          <TableRow
            key={row.id}
            hover
            data-testid={props.rowTestId}
            onClick={(e) => open(row, e)}
            sx={{ cursor: pointer(row) }}
          >
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
  );
}
