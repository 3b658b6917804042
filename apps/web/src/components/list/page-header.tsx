import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** A tab of a section: its label and the page it opens. */
export type SectionTab = { label: string; to: string };

/**
 * A list page's title, its subtitle (a count), its actions, and, in a section of several
 * pages (invoices, payments), the tabs between them, the current one marked.
 */
export function PageHeader(props: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  tabs?: { label: string; items: readonly SectionTab[] };
}) {
  const { pathname } = useLocation();
  const current = props.tabs?.items.find((tab) => tab.to === pathname)?.to ?? false;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h1">{props.title}</Typography>
          {props.subtitle && <Typography sx={{ color: 'text.secondary' }}>{props.subtitle}</Typography>}
        </Box>
        {props.actions}
      </Box>
      {props.tabs && (
        <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={props.tabs.label}>
          {props.tabs.items.map((tab) => (
            <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
      )}
    </Box>
  );
}
