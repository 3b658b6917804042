import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';

/** Plain dashboard (spec §2): the header without the sidebar, for focused pages. */
function PlainDashboardLayoutContent() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}

export function PlainDashboardLayout() {
  return <PlainDashboardLayoutContent />;
}
