import ArrowBack from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { headerIcons } from '../logic/header-icons.ts';
import { AccountMenu } from './account-menu.tsx';
import { HeaderLogo } from './header-logo.tsx';
import '../header.i18n.ts';

export type MainHeaderProps = {
  /** Mobile title (the page's name). */
  title?: string;
  /** Mobile back arrow. */
  showBack?: boolean;
  /** Mobile menu button (opens the drawer); none when undefined. */
  onMenuClick?: () => void;
  /** The 'Aller à' box (non-buyers, desktop). */
  search?: ReactNode;
  /** The notification centre (signed-in, desktop). */
  notifications?: ReactNode;
  /** Opens the cart drawer. */
  onCartClick?: () => void;
  /** Number of items in the buyer's cart. */
  cartCount?: number;
};

/** The main header of spec §2: logo, icons by role and width, account menu; on mobile a title. */
export function MainHeader(props: MainHeaderProps) {
  const { t } = useTranslation('header');
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  const icons = headerIcons(user?.role, props.cartCount ?? 0, (user?.shops.length ?? 0) > 0);
  // "Desktop" icons: every width but mobile (the bottom bar offers them there).
  const notMobile = { display: { xs: 'none', sm: 'inline-flex' } } as const;
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <Box
          sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', minWidth: 0, flex: 1, gap: 0.5 }}
        >
          {props.showBack && (
            <IconButton onClick={() => navigate(-1)} aria-label={t('back')} edge="start">
              <ArrowBack />
            </IconButton>
          )}
          <Typography
            component="p"
            noWrap
            sx={{ fontWeight: 700, fontSize: '1.1rem', pl: props.showBack ? 0 : 1 }}
          >
            {props.title}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', mr: 2 }}>
          <HeaderLogo user={user} shop={shop} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, flex: 1, maxWidth: 420 }}>{props.search}</Box>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        {icons.tickets && (
          <Tooltip title={t('tickets')}>
            <IconButton component={RouterLink} to="/tickets" aria-label={t('tickets')} sx={notMobile}>
              <ForumOutlined />
            </IconButton>
          </Tooltip>
        )}
        {icons.calendar && (
          <Tooltip title={t('calendar')}>
            <IconButton
              component={RouterLink}
              to="/dashboard/calendar"
              aria-label={t('calendar')}
              sx={notMobile}
            >
              <CalendarMonthOutlined />
            </IconButton>
          </Tooltip>
        )}
        {icons.notifications && <Box sx={notMobile}>{props.notifications}</Box>}
        {icons.cart && (
          <Tooltip title={t('cart')}>
            <IconButton
              onClick={props.onCartClick}
              aria-label={t('cartWithCount', { count: props.cartCount ?? 0 })}
              data-testid="cart-button"
            >
              <Badge badgeContent={props.cartCount} color="primary" max={99}>
                <ShoppingCartOutlined />
              </Badge>
            </IconButton>
          </Tooltip>
        )}
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to="/auth/login" variant="contained" size="small">
              {t('login')}
            </Button>
            <Button component={RouterLink} to="/auth/register/buyer" size="small" sx={notMobile}>
              {t('register')}
            </Button>
          </Box>
        )}
        {props.onMenuClick && (
          <IconButton
            onClick={props.onMenuClick}
            aria-label={t('openMenu')}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            data-testid="mobile-menu-button"
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
