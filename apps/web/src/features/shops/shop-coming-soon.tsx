import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicShop } from '../../lib/public-shop.ts';
import './shops.i18n.ts';

/** The shop page until the storefront module: banner, name and an honest notice. */
export function ShopComingSoon({ shop }: { shop: PublicShop }) {
  const { t } = useTranslation('shops');
  return (
    <Box>
      {shop.editedShop.banner && (
        <Box
          component="img"
          src={shop.editedShop.banner}
          alt=""
          sx={{ width: '100%', height: { xs: 160, sm: 260, md: 320 }, objectFit: 'cover', display: 'block' }}
        />
      )}
      <Box sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {shop.name}
        </Typography>
        <Typography variant="h3" component="p" sx={{ mb: 1, fontWeight: 600 }}>
          {t('comingTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('comingText', { name: shop.name })}</Typography>
      </Box>
    </Box>
  );
}
