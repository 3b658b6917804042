import type { StoreProduct } from '@cuvee/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { useProduct } from '../api/storefront.queries.ts';
import { boxOf } from '../logic/storefront.logic.ts';

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
        <RouterLink to={`${base}/${encodeURIComponent(inner.slug)}`} className="cv-link">
          {inner.name}
        </RouterLink>
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
    <section aria-labelledby="box-contents" className="cv-pd-section">
      <h2 id="box-contents" className="cv-pd-box-title">
        {t('product.boxContents')}
      </h2>
      <ul className="cv-pd-box">
        {box.items.map((item) => (
          <BoxItem
            key={item.productId}
            shopKey={shopKey}
            base={base}
            productId={item.productId}
            quantity={item.quantity}
          />
        ))}
      </ul>
    </section>
  );
}
