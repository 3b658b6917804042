import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { CuveeLogo } from '../../lib/cuvee-logo.tsx';
import './layout.i18n.ts';

/** Dashboard editor (spec §2): a slim bar and the whole width for the editor (shop, advanced models, iframes). */
function DashboardEditorLayoutContent() {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack />}>
            {t('editorBack')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ color: 'primary.main' }}>
            <CuveeLogo height={28} />
          </Box>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}

export function DashboardEditorLayout() {
  return <DashboardEditorLayoutContent />;
}
