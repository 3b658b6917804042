import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';
import './layout.i18n.ts';

/** Tickets (spec §2): the messaging, with the header title 'Messagerie'. */
function TicketsLayoutContent() {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader title={t('messaging')} />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1400, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ mb: 2 }} data-testid="tickets-title">
          {t('messaging')}
        </Typography>
        <Outlet />
      </Box>
    </Box>
  );
}

export function TicketsLayout() {
  return <TicketsLayoutContent />;
}
