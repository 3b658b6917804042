import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MemberNotice } from '../../features/collaborators/components/member-notice.tsx';
import { HEADER_HEIGHT, MOBILE_BOTTOM_MARGIN, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../theme.ts';
import { AppHeader } from './app-header.tsx';
import { BottomBar } from './dashboard.bottom-bar.tsx';
import { MobileDrawer } from './dashboard.drawer.tsx';
import { useVisibleMenu } from './dashboard.menu.ts';
import { MiniSidebar, SidebarMenu } from './dashboard.sidebar.tsx';
import './layout.i18n.ts';

/**
 * Dashboard layout (spec §2, §9): header 64 px; sidebar 180 px from 1280 px, 56 px mini
 * sidebar from 601 to 1279 px; on mobile a 70 px bottom bar and a drawer.
 */
function DashboardLayoutContent() {
  const { t } = useTranslation('layout');
  const groups = useVisibleMenu();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader withMenuButton />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box
          component="aside"
          aria-label={t('mainMenu')}
          data-testid="sidebar"
          data-mode={wide ? 'full' : 'mini'}
          sx={{
            display: { xs: 'none', sm: 'block' },
            width: { sm: SIDEBAR_MINI_WIDTH, lg: SIDEBAR_WIDTH },
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            position: 'sticky',
            top: HEADER_HEIGHT,
            height: `calc(100vh - ${HEADER_HEIGHT}px)`,
            overflowY: 'auto',
          }}
        >
          {wide ? <SidebarMenu groups={groups} /> : <MiniSidebar groups={groups} />}
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            minWidth: 0,
            p: { xs: 2, sm: 3 },
            pb: { xs: `${MOBILE_BOTTOM_MARGIN + 16}px`, sm: 4 },
          }}
        >
          <MemberNotice />
          <Outlet />
        </Box>
      </Box>
      <BottomBar />
      <MobileDrawer />
    </Box>
  );
}

export function DashboardLayout() {
  return <DashboardLayoutContent />;
}
