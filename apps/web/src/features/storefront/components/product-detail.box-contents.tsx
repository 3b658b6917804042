import type { StoreProduct } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { useProduct } from '../api/storefront.queries.ts';
import { boxOf } from '../logic/storefront.logic.ts';
import { FOCUS_RING, SERIF } from './storefront.styles.ts';

function BoxItem({
  shopKey,
  base,
  productId,
  quantity,
}: {
  shopKey: string;
  base: string;
  productId: string;
  quantity: number;
}) {
  const inner = useProduct(shopKey, productId).data;
  if (inner === null) return null;
  return (
    <li>
      {quantity} ×{' '}
      {inner ? (
        <Box
          component={RouterLink}
          to={`${base}/${encodeURIComponent(inner.slug)}`}
          sx={{ color: 'primary.main', textUnderlineOffset: '3px', ...FOCUS_RING }}
        >
          {inner.name}
        </Box>
      ) : (
        '…'
      )}
    </li>
  );
}

/** The wines of a fixed box, each a link to its page. */
export function BoxContents({
  product,
  shopKey,
  base,
}: {
  product: StoreProduct;
  shopKey: string;
  base: string;
}) {
  const { t } = useTranslation('storefront');
  const box = boxOf(product);
  if (box?.mode !== 'fixed' || box.items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="box-contents" sx={{ mt: 4 }}>
      <Box
        component="h2"
        id="box-contents"
        sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.3rem', m: 0, mb: 1.5 }}
      >
        {t('product.boxContents')}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {box.items.map((item) => (
          <BoxItem
            key={item.productId}
            shopKey={shopKey}
            base={base}
            productId={item.productId}
            quantity={item.quantity}
          />
        ))}
      </Box>
    </Box>
  );
}
