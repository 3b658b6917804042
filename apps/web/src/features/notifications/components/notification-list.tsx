import type { Notification } from '@cuvee/contracts';
import { isSafeReturnPath } from '@cuvee/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRelative } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useMarkSeen } from '../api/notifications.queries.ts';
import { useNotificationActions } from './notification-actions.tsx';
import { NotificationIcon } from './notification-icon.tsx';
import '../notifications.i18n.ts';

/** Where a notification leads: an internal page, an external address, or nowhere. */
export function notificationTarget(
  link: string | null,
): { kind: 'internal' | 'external'; to: string } | null {
  if (!link) return null;
  if (isSafeReturnPath(link)) return { kind: 'internal', to: link };
  if (/^https:\/\/[^\s]+$/i.test(link)) return { kind: 'external', to: link };
  return null;
}

/** Clicking an item marks it seen, then follows its redirect link (spec §4). */
export function useOpenNotification(onDone?: () => void) {
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  return async (notification: Notification) => {
    if (!notification.seen) await markSeen.mutateAsync([notification.id]).catch(() => undefined);
    const target = notificationTarget(notification.redirectLink);
    onDone?.();
    if (target?.kind === 'internal') navigate(target.to);
    else if (target?.kind === 'external') window.open(target.to, '_blank', 'noopener');
  };
}

export function NotificationList(props: {
  items: Notification[];
  emptyText: string;
  onOpened?: () => void;
  dense?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const language = useUiLanguage();
  const open = useOpenNotification(props.onOpened);
  const actionsOf = useNotificationActions();
  if (props.items.length === 0) {
    return (
      <Typography
        sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}
        data-testid="notifications-empty"
      >
        {props.emptyText}
      </Typography>
    );
  }
  return (
    <List disablePadding dense={props.dense} data-testid="notification-list">
      {props.items.map((item) => (
        <ListItem key={item.id} disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
          <ListItemButton
            onClick={() => void open(item)}
            data-seen={item.seen ? 'true' : 'false'}
            sx={{ alignItems: 'flex-start', gap: 0.5, bgcolor: item.seen ? undefined : 'action.hover' }}
          >
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <NotificationIcon type={item.type} />
            </ListItemIcon>
            <ListItemText
              primary={item.content}
              secondary={formatRelative(item.createdAt, language)}
              slotProps={{ primary: { sx: { fontWeight: item.seen ? 400 : 600, fontSize: '0.92rem' } } }}
            />
            {!item.seen && (
              <Box component="span" title={t('unseenDot')} sx={{ display: 'flex', mt: 1, flexShrink: 0 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
                />
                <Box component="span" sx={visuallyHidden}>
                  {t('unseenDot')}
                </Box>
              </Box>
            )}
          </ListItemButton>
          <NotificationItemActions>{actionsOf(item)}</NotificationItemActions>
        </ListItem>
      ))}
    </List>
  );
}

/** Beside the item's button, never inside it (no button in a button). */
function NotificationItemActions({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return <Box sx={{ pl: 7, pr: 2, pb: 1.5 }}>{children}</Box>;
}
