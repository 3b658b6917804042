import type { PublicUser } from '@cuvee/contracts';
import { homePathFor } from '@cuvee/domain';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Logout from '@mui/icons-material/Logout';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import Translate from '@mui/icons-material/Translate';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { switchLanguage } from '../../../lib/language-switch.tsx';
import { signOut, switchAccount } from '../../../lib/session.ts';
import '../header.i18n.ts';
import { isTourMode, toggleTourMode } from '../logic/tour-mode.ts';

function initials(user: PublicUser): string {
  const text = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.trim() || user.username.charAt(0);
  return text.toUpperCase();
}

/** Spec §2 account menu: username and e-mail, the agent's toggle, links, account switch, sign-out. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation('header');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const masterAccount = useAuthStore((s) => s.masterAccount);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (to: string) => () => {
    close();
    navigate(to);
  };
  const staff = user.role === 'owner' || user.role === 'iam';
  const shopPath = staff && user.shops[0] ? `/${user.shops[0].urlShop}` : null;

  const change = async () => {
    close();
    if (!masterAccount) return;
    const { chooseAccount } = await import('../../../lib/account-chooser.ts');
    const userId = await chooseAccount(masterAccount, user.id);
    if (!userId || userId === user.id) return;
    const next = await switchAccount(userId).catch(() => null);
    if (next) navigate(homePathFor(next.role), { replace: true });
  };

  const item = (key: string, icon: ReactNode, label: string, onClick: () => void) => (
    <MenuItem key={key} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${initials(user)}, ${t('account')}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="account-menu-button"
        sx={{ p: 0.5 }}
      >
        <Avatar
          aria-hidden
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}
        >
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }} data-testid="account-identity">
          <Typography sx={{ fontWeight: 700 }}>{user.username}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {user.role === 'agent' &&
          item(
            'tour',
            <RouteOutlined fontSize="small" />,
            isTourMode() ? t('dashboardMode') : t('tourMode'),
            () => {
              close();
              toggleTourMode();
            },
          )}
        {item(
          'dashboard',
          <DashboardOutlined fontSize="small" />,
          t('dashboard'),
          go(homePathFor(user.role)),
        )}
        {user.role !== 'admin' &&
          item('settings', <SettingsOutlined fontSize="small" />, t('settings'), go('/dashboard/settings'))}
        {user.role !== 'admin' &&
          (shopPath
            ? item('shop', <StorefrontOutlined fontSize="small" />, t('shop'), go(shopPath))
            : item('producers', <PeopleAltOutlined fontSize="small" />, t('producers'), go('/shops')))}
        {item('language', <Translate fontSize="small" />, tc('otherLanguage'), () => {
          close();
          void switchLanguage(i18n.language === 'en' ? 'fr' : 'en');
        })}
        {masterAccount &&
          item('switch', <SwitchAccountOutlined fontSize="small" />, t('switchAccount'), () => void change())}
        <Divider />
        {item('logout', <Logout fontSize="small" />, t('logout'), () => {
          close();
          signOut();
        })}
      </Menu>
    </>
  );
}
