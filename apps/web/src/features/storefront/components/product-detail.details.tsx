import type { StoreProduct } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatAlcohol, labelName, qualityName, typeName } from '../logic/storefront.format.ts';
import { attributesOf } from '../logic/storefront.logic.ts';
import { ColorMark } from './product-card.tsx';
import { SERIF } from './storefront.styles.ts';

type Vintage = StoreProduct['vintages'][number];

/** The product's details: appellation, grapes, colour, type, alcohol and labels, as a list. */
export function ProductDetails({ product, vintage }: { product: StoreProduct; vintage: Vintage | null }) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const attributes = attributesOf(product);
  const details: { term: string; value: ReactNode }[] = [];
  if (attributes.appellation) {
    const quality = qualityName(attributes.quality, lang);
    details.push({
      term: t('product.appellation'),
      value:
        quality && !attributes.appellation.includes(quality)
          ? `${attributes.appellation} (${quality})`
          : attributes.appellation,
    });
  }
  if (attributes.grapeVarieties.length)
    details.push({ term: t('product.grapes'), value: attributes.grapeVarieties.join(', ') });
  if (product.color) details.push({ term: t('product.color'), value: <ColorMark color={product.color} /> });
  if (product.type) details.push({ term: t('product.type'), value: typeName(product.type, lang) });
  if (vintage?.alcohol)
    details.push({ term: t('product.alcohol'), value: formatAlcohol(vintage.alcohol, lang) });
  if (attributes.labels.length)
    details.push({ term: t('product.labels'), value: attributes.labels.map(labelName).join(' · ') });
  if (details.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="product-details" sx={{ mt: 4 }}>
      <Box
        component="h2"
        id="product-details"
        sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.3rem', m: 0, mb: 1 }}
      >
        {t('product.details')}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          columnGap: 3,
        }}
      >
        {details.map((d) => (
          <Box key={d.term} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{
                color: 'text.secondary',
                pt: 1.25,
                pb: { xs: 0, sm: 1.25 },
                borderTop: { sm: 1 },
                borderColor: { sm: '#efe8e0' },
                fontSize: '0.92rem',
              }}
            >
              {d.term}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                py: { xs: 0.25, sm: 1.25 },
                pb: { xs: 1.25 },
                borderTop: { sm: 1 },
                borderBottom: { xs: 1, sm: 0 },
                borderColor: { xs: '#efe8e0', sm: '#efe8e0' },
              }}
            >
              {d.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
