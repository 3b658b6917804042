import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotificationFilter, useMarkAllSeen, useNotifications } from '../api/notifications.queries.ts';
import { NotificationList } from './notification-list.tsx';
import '../notifications.i18n.ts';

/** 'Dernières notifications' with the Tout / Non lu filter and 'Tout marquer comme lire'. */
export function NotificationCenter({ onOpened }: { onOpened?: () => void }) {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotifications(filter);
  const markAll = useMarkAllSeen();
  const unseen = list.data?.unseenCount ?? 0;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', maxHeight: 500, width: '100%' }}
      data-testid="notification-center"
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h4" sx={{ flex: 1, minWidth: 160 }}>
          {t('title')}
        </Typography>
        <Button size="small" onClick={() => markAll.mutate()} disabled={unseen === 0 || markAll.isPending}>
          {t('markAll')}
        </Button>
      </Box>
      <Box sx={{ px: 2, pb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: NotificationFilter | null) => value && setFilter(value)}
          aria-label={t('filter')}
        >
          <ToggleButton value="all">{t('all')}</ToggleButton>
          <ToggleButton value="unseen">{t('unseen')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {list.isSuccess && (
          <NotificationList
            items={list.data.notifications}
            emptyText={filter === 'unseen' ? t('emptyUnseen') : t('empty')}
            onOpened={onOpened}
          />
        )}
      </Box>
    </Box>
  );
}
