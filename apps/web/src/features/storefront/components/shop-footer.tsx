import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CONTENT_MAX, FOCUS_RING } from './storefront.styles.ts';

/** The foot of every shop page: legal notice, builders, and the health message of French law. */
export function ShopFooter({ base, shopKey, name }: { base: string; shopKey: string; name: string }) {
  const { t } = useTranslation('storefront');
  const link = { color: 'inherit', textUnderlineOffset: '3px', ...FOCUS_RING } as const;
  return (
    <Box component="footer" sx={{ mt: 8, borderTop: 1, borderColor: '#e7e0d8', bgcolor: '#f3ede4' }}>
      <Box
        sx={{
          maxWidth: CONTENT_MAX,
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          py: 4,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
          color: 'text.secondary',
          fontSize: '0.88rem',
        }}
      >
        <Box component="p" sx={{ m: 0 }}>
          © {new Date().getFullYear()} {name}
        </Box>
        <Box component="nav" aria-label={t('legal.title')} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Box component={RouterLink} to={`/shops/${encodeURIComponent(shopKey)}/builders`} sx={link}>
            {t('footerBuilders')}
          </Box>
          <Box component={RouterLink} to={`${base}/legal-notice`} sx={link}>
            {t('footerLegal')}
          </Box>
        </Box>
        <Box component="p" sx={{ m: 0, width: '100%', fontSize: '0.8rem' }}>
          {t('legal.alcohol')}
        </Box>
      </Box>
    </Box>
  );
}
