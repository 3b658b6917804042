import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/notifications.queries.ts';
import { NotificationList } from './notification-list.tsx';
import '../notifications.i18n.ts';

/** The five latest notifications, for the home dashboards. */
export function LatestNotifications() {
  const { t } = useTranslation('notifications');
  const list = useNotifications('all', 5);
  return (
    <Card component="section" aria-labelledby="latest-notifications-title">
      <CardContent sx={{ pb: 1 }}>
        <Typography id="latest-notifications-title" component="h2" variant="h3">
          {t('title')}
        </Typography>
      </CardContent>
      {list.isSuccess && <NotificationList items={list.data.notifications} emptyText={t('empty')} />}
    </Card>
  );
}
