import type { StoreProduct } from '@cuvee/contracts';
import { ALLERGENS } from '@cuvee/domain/catalogue/reference';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { FOCUS_RING, SERIF } from './storefront.styles.ts';

/** The product's allergens, and the link to the e-label of the chosen vintage and format. */
export function ProductAllergens({ product, elabel }: { product: StoreProduct; elabel: string | null }) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const allergens = product.allergens.map((key) => ALLERGENS.find((a) => a.key === key)?.[lang] ?? key);
  if (allergens.length === 0 && !elabel) return null;
  return (
    <Box component="section" aria-labelledby="product-allergens" sx={{ mt: 4 }}>
      <Box
        component="h2"
        id="product-allergens"
        sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.3rem', m: 0, mb: 1 }}
      >
        {t('product.allergens')}
      </Box>
      <Box component="p" sx={{ m: 0, mb: 1.5 }}>
        {allergens.length > 0 ? (
          <>
            {t('product.contains')} <strong>{allergens.join(', ')}</strong>
          </>
        ) : (
          t('product.noAllergen')
        )}
      </Box>
      {elabel && (
        <Box
          component={RouterLink}
          to={elabel}
          data-testid="elabel-link"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            px: 2,
            py: 0.75,
            border: '1px solid',
            borderColor: 'primary.main',
            borderRadius: 2,
            color: 'primary.main',
            fontWeight: 700,
            fontSize: { xs: '0.78rem', sm: '0.85rem' },
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            textDecoration: 'none',
            '&:hover': { bgcolor: 'rgba(123, 30, 58, 0.06)' },
            ...FOCUS_RING,
          }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{ fontFamily: SERIF, fontStyle: 'italic', textTransform: 'none', fontSize: '1rem' }}
          >
            i
          </Box>
          {t('product.elabel')}
        </Box>
      )}
    </Box>
  );
}
