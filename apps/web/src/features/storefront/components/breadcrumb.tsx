import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { FOCUS_RING } from './storefront.styles.ts';

export type Crumb = { label: string; to?: string };

/** The trail above a storefront page; its last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('storefront');
  return (
    <Box component="nav" aria-label={t('product.breadcrumb')} sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          p: 0,
          m: 0,
          fontSize: '0.88rem',
          color: 'text.secondary',
        }}
      >
        {items.map((item, index) => (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a label; its place is its identity
            key={`${item.label}-${index}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.to ? (
              <Box
                component={RouterLink}
                to={item.to}
                sx={{ color: 'inherit', textUnderlineOffset: '3px', ...FOCUS_RING }}
              >
                {item.label}
              </Box>
            ) : (
              <Box component="span" aria-current="page" sx={{ color: 'text.primary' }}>
                {item.label}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
