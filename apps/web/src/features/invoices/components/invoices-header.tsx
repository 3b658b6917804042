import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import '../invoices.i18n.ts';

const TABS = [
  ['bills', '/dashboard/orders/bills'],
  ['deposits', '/dashboard/orders/deposits'],
  ['credits', '/dashboard/orders/credits'],
  ['ventilate', '/dashboard/orders/ventilate'],
] as const;

/** The invoices pages' title, their actions, and tabs between the lists and the ventilation. */
export function InvoicesHeader(props: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('invoices');
  const { pathname } = useLocation();
  const current = TABS.find(([, to]) => to === pathname)?.[1] ?? false;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h1">{props.title}</Typography>
          {props.subtitle && <Typography sx={{ color: 'text.secondary' }}>{props.subtitle}</Typography>}
        </Box>
        {props.actions}
      </Box>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('nav.invoices')}>
        {TABS.map(([key, to]) => (
          <Tab key={key} value={to} label={t(`nav.${key}`)} component={RouterLink} to={to} />
        ))}
      </Tabs>
    </Box>
  );
}
