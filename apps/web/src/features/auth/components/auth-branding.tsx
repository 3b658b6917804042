import type { PublicShop } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PUBLIC_SITE_URL } from '../../../lib/config.ts';
import { CuveeLogo } from '../../../lib/cuvee-logo.tsx';
import { useUiStore } from '../../../lib/ui.store.ts';
import { usePublicShop } from '../../storefront/api/storefront.queries.ts';
import '../auth.i18n.ts';
import { SEASON_BANNERS, seasonOf } from '../logic/season.ts';

/** The shop of ?id (public code), except on /auth/validate (spec §2 auth screen). */
export function useBrandingShop(): PublicShop | null {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = pathname.startsWith('/auth/validate') ? null : params.get('id');
  const { data } = usePublicShop(id?.trim() || null);
  const setBrandColor = useUiStore((s) => s.setBrandColor);
  const color = data?.editedShop.color ?? null;
  useEffect(() => {
    setBrandColor(color);
    return () => setBrandColor(null);
  }, [color, setBrandColor]);
  return data ?? null;
}

/** The shop's banner, or the banner of the season. */
export function AuthBanner({ shop }: { shop: PublicShop | null }) {
  const { t } = useTranslation('auth');
  const season = useMemo(() => seasonOf(new Date()), []);
  const src = shop?.editedShop.banner ?? SEASON_BANNERS[season];
  return (
    <Box
      sx={{ position: 'relative', height: '100%', minHeight: { xs: 150, md: '100vh' }, overflow: 'hidden' }}
    >
      <Box
        component="img"
        src={src}
        alt={shop ? '' : t(`seasons.${season}`)}
        data-season={shop ? undefined : season}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(20,10,8,0) 45%, rgba(20,10,8,0.55) 100%)',
        }}
      />
      <Typography
        sx={{
          position: 'absolute',
          left: 40,
          right: 40,
          bottom: 40,
          color: '#fff',
          fontSize: '1.6rem',
          fontWeight: 700,
          lineHeight: 1.25,
          textShadow: '0 1px 8px rgba(0,0,0,.35)',
          display: { xs: 'none', md: 'block' },
        }}
      >
        {shop ? shop.name : t('tagline')}
      </Typography>
    </Box>
  );
}

/** The logo: the shop's, leading to the shop; else Cuvée's, leading to the public site. */
export function AuthLogo({ shop }: { shop: PublicShop | null }) {
  const { t } = useTranslation('auth');
  if (shop) {
    return (
      <Box
        component={RouterLink}
        to={`/${shop.urlShop}`}
        aria-label={t('shopLink', { name: shop.name })}
        sx={{ display: 'inline-block' }}
      >
        {shop.editedShop.logo ? (
          <Box
            component="img"
            src={shop.editedShop.logo}
            alt={t('logoAlt', { name: shop.name })}
            sx={{ height: 72, maxWidth: 220, objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="h2" component="span" sx={{ color: 'primary.main' }}>
            {shop.name}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box
      component="a"
      href={PUBLIC_SITE_URL}
      aria-label={t('cuveeLogo')}
      sx={{ display: 'inline-block', color: 'primary.main' }}
    >
      <CuveeLogo height={40} />
    </Box>
  );
}
