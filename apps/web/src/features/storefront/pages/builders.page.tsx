import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLinkDelegate } from '../../../lib/link-delegate.ts';
import { useProductPage } from '../api/storefront.queries.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductCard, ProductCardSkeleton, useCardTexts } from '../components/product-card.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import { GRID } from '../components/storefront.styles.ts';
import '../storefront.i18n.ts';
import { page, title } from '../components/builder/builder.styles.ts';
import { builderPath, isBuilder } from '../logic/storefront.logic.ts';

/** '/shops/:id/builders': the shop's boxes to compose. */
export function BuildersPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const storefront = useStorefront();
  const boxes = useProductPage(key, { productType: 'box' }, 1, 100);
  const builders = (boxes.data?.products ?? []).filter(isBuilder);
  const texts = useCardTexts();
  const followLink = useLinkDelegate();
  useDocumentTitle(storefront.data ? `${t('builder.title')} — ${storefront.data.shop.name}` : null);
  if (storefront.data === null) return null;
  const shop = storefront.data?.shop;
  return (
    <>
      <Box sx={page}>
        <Breadcrumb
          items={[
            ...(shop ? [{ label: shop.name, to: `/${shop.urlShop}` }] : []),
            { label: t('builder.title') },
          ]}
        />
        <Box component="h1" sx={title}>
          {t('builder.title')}
        </Box>
        <Box component="p" sx={{ color: 'text.secondary', mt: 1, mb: 4, maxWidth: 640 }}>
          {t('builder.intro')}
        </Box>
        {!boxes.data ? (
          <Box sx={GRID}>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <ProductCardSkeleton key={i} />
            ))}
          </Box>
        ) : builders.length === 0 ? (
          <EmptyState title={t('builder.none')} />
        ) : (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the cards' links handle the keyboard; this only routes their clicks
          <ul className="cv-grid" onClick={followLink}>
            {builders.map((box) => (
              <li key={box.id} className="cv-grid-item">
                <ProductCard
                  product={box}
                  to={builderPath(key, box.slug)}
                  shopCode={shop?.code ?? key}
                  texts={texts}
                />
              </li>
            ))}
          </ul>
        )}
      </Box>
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}
