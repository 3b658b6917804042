import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Storefront } from '../storefront.types.ts';
import { CONTENT_MAX, SERIF } from './storefront.styles.ts';

/** The shop's banner, logo, name and description (the banner box is sized before it loads). */
export function ShopHero({ shop }: { shop: Storefront['shop'] }) {
  const { t } = useTranslation('storefront');
  const { banner, logo } = shop.editedShop;
  return (
    <Box
      component="section"
      aria-labelledby="shop-title"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: '#ece5dc' }}
    >
      <Box
        sx={{
          height: banner ? { xs: 150, sm: 240, md: 300 } : { xs: 64, sm: 96 },
          bgcolor: '#efe4d4',
          background: banner ? undefined : 'linear-gradient(120deg, #efe4d4, #e2cfb6)',
          overflow: 'hidden',
        }}
      >
        {banner && (
          <Box
            component="img"
            src={banner}
            alt=""
            width={1600}
            height={400}
            fetchPriority="high"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box
        sx={{
          maxWidth: CONTENT_MAX,
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          pb: { xs: 3, sm: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          textAlign: { xs: 'center', sm: 'left' },
          gap: { xs: 1.5, sm: 3 },
        }}
      >
        {logo && (
          <Box
            component="img"
            src={logo}
            alt={t('logoAlt', { name: shop.name })}
            width={120}
            height={120}
            sx={{
              width: { xs: 88, sm: 120 },
              height: { xs: 88, sm: 120 },
              mt: { xs: -5.5, sm: -7.5 },
              flex: 'none',
              objectFit: 'contain',
              bgcolor: '#fff',
              borderRadius: 3,
              border: '4px solid #fff',
              boxShadow: '0 8px 24px rgba(60, 30, 20, 0.14)',
            }}
          />
        )}
        <Box sx={{ pt: { xs: logo ? 0 : 3, sm: 3 }, minWidth: 0 }}>
          <Box
            component="h1"
            id="shop-title"
            sx={{
              fontFamily: SERIF,
              fontWeight: 600,
              fontSize: { xs: '2rem', sm: '2.6rem' },
              lineHeight: 1.1,
              m: 0,
              letterSpacing: '-0.01em',
            }}
          >
            {shop.name}
          </Box>
          {shop.description && (
            <Box
              component="p"
              sx={{
                m: 0,
                mt: 1,
                color: 'text.secondary',
                maxWidth: 720,
                fontSize: { xs: '0.98rem', sm: '1.05rem' },
                lineHeight: 1.55,
              }}
            >
              {shop.description}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
