import { isIntegrationActive } from '@cuvee/domain';
import Circle from '@mui/icons-material/Circle';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { HomeFigures } from './home-figures.tsx';
import { HomeHeader } from './home-header.tsx';
import { ShortcutsPanel } from './shortcuts-panel.tsx';
import '../home.i18n.ts';

function ShopCard() {
  const { t } = useTranslation('home');
  const shop = useAuthStore((s) => s.shop);
  if (!shop) return null;
  const online = isIntegrationActive(shop.integration, 'shop');
  return (
    <Card component="section" aria-labelledby="shop-card-title">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {shop.editedShop.logo && (
          <Box
            component="img"
            src={shop.editedShop.logo}
            alt=""
            sx={{ width: 56, height: 56, objectFit: 'contain' }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography id="shop-card-title" component="h2" variant="h3">
            {shop.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('shop.code', { code: shop.code })}
          </Typography>
        </Box>
        <Chip
          icon={<Circle sx={{ fontSize: '10px !important' }} />}
          label={online ? t('shop.online') : t('shop.offline')}
          color={online ? 'success' : 'default'}
          variant="outlined"
          size="small"
          data-testid="shop-status"
        />
        <Button component={RouterLink} to={`/${shop.urlShop}`} endIcon={<OpenInNew fontSize="small" />}>
          {t('shop.visit')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Owner and iam home: the shop's figures, the shop, the creation shortcuts and the latest notifications. */
export function OwnerHome({ notifications }: { notifications: ReactNode }) {
  const { t } = useTranslation('home');
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  if (!user) return null;
  const shopName = shop?.name ?? user.shops[0]?.name ?? '';
  // A collaborator no shop lets work any more (suspended or removed, decision 0169): only why.
  if (user.role === 'iam' && !shopName) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
        <HomeHeader name={user.firstname || user.username} intro={t('iamNoShop')} />
        <Alert severity="warning" sx={{ maxWidth: 720 }}>
          <AlertTitle>{t('iamNoShopTitle')}</AlertTitle>
          {t('iamNoShopText')}
        </Alert>
        {notifications}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
      <HomeHeader
        name={user.firstname || user.username}
        intro={
          user.role === 'owner' ? t('ownerIntro', { shop: shopName }) : t('iamIntro', { shop: shopName })
        }
      />
      <HomeFigures />
      <ShopCard />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <ShortcutsPanel />
        {notifications}
      </Box>
    </Box>
  );
}
