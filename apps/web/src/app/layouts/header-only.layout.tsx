import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';

/** Header only (spec §2): cart, help, simulator. */
function HeaderOnlyLayoutContent() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}

export function HeaderOnlyLayout() {
  return <HeaderOnlyLayoutContent />;
}
