import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** What happened to the order, by whom, oldest first. */
export function OrderHistory({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  if (order.history.length === 0)
    return <Typography color="text.secondary">{t('sales.noHistory')}</Typography>;
  return (
    <List dense disablePadding>
      {order.history.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={t(`sales.event.${e.action}`, { defaultValue: e.action })}
            secondary={[formatDateTime(e.at, lang), e.actor].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
