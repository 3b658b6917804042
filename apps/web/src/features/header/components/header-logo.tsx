import type { PublicUser, Shop } from '@cuvee/contracts';
import { homePathFor } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CuveeLogo } from '../../../lib/cuvee-logo.tsx';
import '../header.i18n.ts';

/** The shop's logo for its owner and staff, else Cuvée's; it leads to the dashboard, or to the login. */
export function HeaderLogo({ user, shop }: { user: PublicUser | null; shop: Shop | null }) {
  const { t } = useTranslation('header');
  const to = user ? homePathFor(user.role) : '/auth/login';
  const logo = shop?.editedShop.logo;
  return (
    <Link
      component={RouterLink}
      to={to}
      aria-label={logo && shop ? t('shopLogo', { name: shop.name }) : t('home')}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', color: 'primary.main' }}
    >
      {logo && shop ? (
        <Box component="img" src={logo} alt="" sx={{ height: 44, maxWidth: 160, objectFit: 'contain' }} />
      ) : (
        <CuveeLogo height={32} />
      )}
    </Link>
  );
}
