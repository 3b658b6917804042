import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnseenCount } from '../api/notifications.queries.ts';
import { NotificationCenter } from './notification-center.tsx';
import '../notifications.i18n.ts';

/** The bell of the header with its unseen badge; opens the centre (max 600 × 500, spec §9). */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = useUnseenCount();
  const label = count > 0 ? t('bellWithCount', { count }) : t('bell');
  return (
    <>
      <Tooltip title={t('bell')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          data-testid="notification-bell"
        >
          <Badge badgeContent={count} color="primary" max={99} data-testid="notification-badge">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(600px, calc(100vw - 24px))', maxHeight: 500, mt: 1 } } }}
      >
        <NotificationCenter onOpened={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
