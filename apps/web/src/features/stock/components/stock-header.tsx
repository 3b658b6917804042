import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { useStockLabels } from './labels.ts';

/** The stock pages, as tabs under each page's title (those the session may open). */
function useStockTabs() {
  const { t } = useStockLabels();
  const read = useCan('stock.read');
  const warehouses = useCan('warehouses.write');
  const drm = useCan('drm.read');
  return [
    { to: '/dashboard/stocks', label: t('nav.stocks'), shown: read },
    { to: '/dashboard/stocks/movements', label: t('nav.movements'), shown: read },
    { to: '/dashboard/stocks/warehouses', label: t('nav.warehouses'), shown: warehouses },
    { to: '/dashboard/stocks/allocations', label: t('nav.allocations'), shown: read },
    { to: '/dashboard/stocks/crdColors', label: t('nav.crd'), shown: read },
    { to: '/dashboard/stocks/drm', label: t('nav.drm'), shown: drm },
  ].filter((tab) => tab.shown);
}

/** A stock page's title, what it is for, its main actions and the tabs to the other stock pages. */
export function StockHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  const tabs = useStockTabs();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => tab.to === pathname)?.to ?? false;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1">{title}</Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {tabs.length > 1 && (
        <Tabs
          value={current}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.to}
              value={tab.to}
              label={tab.label}
              component={RouterLink}
              to={tab.to}
              sx={{ minHeight: 40 }}
            />
          ))}
        </Tabs>
      )}
    </Box>
  );
}
