import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CuveeLogo } from '../../lib/cuvee-logo.tsx';
import { signOut } from '../../lib/session.ts';
import { useUiStore } from '../../lib/ui.store.ts';
import { useVisibleMenu } from './dashboard.menu.ts';
import { SidebarMenu } from './dashboard.sidebar.tsx';
import './layout.i18n.ts';

/** Mobile drawer: the menu, sign-out and the copyright (spec §2). */
export function MobileDrawer() {
  const { t } = useTranslation('layout');
  const open = useUiStore((s) => s.mobileDrawerOpen);
  const setOpen = useUiStore((s) => s.setMobileDrawerOpen);
  const groups = useVisibleMenu();
  const close = () => setOpen(false);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: 'min(300px, 86vw)', display: 'flex', flexDirection: 'column' },
          'aria-label': t('mainMenu'),
        } as object,
      }}
    >
      <Box sx={{ p: 2, color: 'primary.main' }}>
        <CuveeLogo height={30} />
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }} data-testid="mobile-drawer">
        <SidebarMenu groups={groups} onNavigate={close} />
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<Logout />}
          onClick={() => {
            close();
            signOut();
          }}
        >
          {t('logout')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Drawer>
  );
}
