import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ListTable, type ListTableProps } from './list-table.tsx';
import { PageHeader, type SectionTab } from './page-header.tsx';

/**
 * A list page of the kit (decision 0070): its header (the title, the section's tabs, the page's
 * tools), what stands above the rows (filters, totals), then the rows a page at a time, named
 * by the title for a screen reader, under the back office's width.
 */
export function ListPage<T extends { id: string }>({
  title,
  tabs,
  tools,
  above,
  ...table
}: {
  title: string;
  tabs?: { label: string; items: readonly SectionTab[] };
  /** The page's own buttons, beside its title (an action on the rows selected, a switch). */
  tools?: ReactNode;
  above?: ReactNode;
} & Omit<ListTableProps<T>, 'label'>) {
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={title} tabs={tabs} actions={tools} />
      {above}
      <ListTable label={title} {...table} />
    </Box>
  );
}
