import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PublicShop } from '../../lib/public-shop.ts';
import './shops.i18n.ts';
import { focusRing, SERIF } from './storefront-header.styles.ts';

/** The shop's logo and name, a link to the shop's home. */
export function ShopMark({ shop }: { shop: PublicShop }) {
  const { t } = useTranslation('shops');
  return (
    <Box
      component={RouterLink}
      to={`/${shop.urlShop}`}
      aria-label={t('home', { name: shop.name })}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        textDecoration: 'none',
        color: 'text.primary',
        minWidth: 0,
        borderRadius: 1,
        ...focusRing,
      }}
    >
      {shop.editedShop.logo && (
        <Box
          component="img"
          src={shop.editedShop.logo}
          alt=""
          width={44}
          height={44}
          sx={{ width: 44, height: 44, objectFit: 'contain', flex: 'none' }}
        />
      )}
      <Box
        component="span"
        sx={{
          fontFamily: SERIF,
          fontWeight: 600,
          fontSize: { xs: '1.15rem', sm: '1.35rem' },
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {shop.name}
      </Box>
    </Box>
  );
}
