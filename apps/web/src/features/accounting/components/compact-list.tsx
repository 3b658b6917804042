import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/** A phone's list of the chart: one compact block per row, what it says and its edit button. */
export function CompactList<T>(props: {
  label: string;
  rows: T[];
  rowKey(row: T): string;
  testId: string;
  children(row: T): ReactNode;
  action(row: T): ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={props.label}>
      {props.rows.map((row) => (
        <Box
          component="li"
          key={props.rowKey(row)}
          data-testid={props.testId}
          sx={{
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>{props.children(row)}</Box>
          {props.action(row)}
        </Box>
      ))}
    </Box>
  );
}

/** The pencil that opens a row's dialog, named for a screen reader. */
export function EditButton(props: { label: string; title?: string; onClick(): void }) {
  return (
    <IconButton aria-label={props.label} title={props.title} onClick={props.onClick} size="small">
      <EditOutlined fontSize="small" />
    </IconButton>
  );
}
