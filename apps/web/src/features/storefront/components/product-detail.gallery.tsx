import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductVisual } from './product-visual.tsx';
import { FOCUS_RING } from './storefront.styles.ts';

/** The product's visuals: the current one large, the others as thumbnails to pick. */
export function ProductGallery({ visuals, name }: { visuals: string[]; name: string }) {
  const { t } = useTranslation('storefront');
  const [index, setIndex] = useState(0);
  const current = visuals[Math.min(index, visuals.length - 1)];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: '#e7e0d8' }}>
        <ProductVisual src={current} alt={name} eager ratio="4 / 5" />
      </Box>
      {visuals.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {visuals.map((src, i) => (
            <Box
              component="button"
              type="button"
              key={src}
              onClick={() => setIndex(i)}
              aria-label={t('product.showVisual', { index: i + 1 })}
              aria-pressed={i === index}
              sx={{
                width: 64,
                p: 0,
                border: '2px solid',
                borderColor: i === index ? 'primary.main' : 'transparent',
                borderRadius: 1.5,
                overflow: 'hidden',
                cursor: 'pointer',
                bgcolor: 'transparent',
                ...FOCUS_RING,
              }}
            >
              <ProductVisual src={src} alt="" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
