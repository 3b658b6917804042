import type { StoreProduct } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatAlcohol, typeName } from '../logic/storefront.format.ts';
import { attributesOf, elabelHref } from '../logic/storefront.logic.ts';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';
import { ColorMark, OutOfStockBadge } from './product-card.tsx';
import { ProductAllergens } from './product-detail.allergens.tsx';
import { BoxContents } from './product-detail.box-contents.tsx';
import { ProductDetails } from './product-detail.details.tsx';
import { ProductGallery } from './product-detail.gallery.tsx';
import { PurchaseArea, type PurchaseChoice } from './purchase-area.tsx';
import { CONTENT_MAX, OVERLINE, SERIF } from './storefront.styles.ts';

export { Breadcrumb, type Crumb } from './breadcrumb.tsx';

/**
 * A product page's body (spec §3, §6): visuals, name, vintages, appellation, grapes, labels,
 * alcohol, description, formats with the viewer's unit price, quantity tiers and free items,
 * allergens and the e-label link. Adding to the cart belongs to the cart module, in the
 * purchase area's slot (purchase-area.tsx).
 */
export function ProductDetail({
  product,
  shopKey,
  shopCode,
  base,
  crumbs,
  purchase,
}: {
  product: StoreProduct;
  shopKey: string;
  shopCode: string;
  base: string;
  crumbs: Crumb[];
  /** The purchase slot of the purchase area (purchase-area.tsx). */
  purchase?: (choice: PurchaseChoice) => ReactNode;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const [vintageId, setVintageId] = useState(product.vintages[0]?.id ?? '');
  const [formatId, setFormatId] = useState(product.formats[0]?.id ?? '');
  const vintage = product.vintages.find((v) => v.id === vintageId) ?? product.vintages[0] ?? null;
  const format = product.formats.find((f) => f.id === formatId) ?? product.formats[0] ?? null;
  const attributes = attributesOf(product);
  const visuals = [...(format?.visuals ?? []), ...product.visuals];
  const elabel = elabelHref(product, format?.ean, vintage?.name, shopKey);
  const shownVintages = product.vintages.filter((v) => v.displayName);

  return (
    <Box sx={{ maxWidth: CONTENT_MAX, mx: 'auto', px: { xs: 2, sm: 4 }, pt: { xs: 2, sm: 4 } }}>
      <Breadcrumb items={crumbs} />
      <Box
        component="article"
        aria-labelledby="product-title"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: { xs: 3, md: 7 },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            position: { md: 'sticky' },
            top: { md: 96 },
            maxWidth: { xs: 300, sm: 420, md: 'none' },
            width: '100%',
            mx: 'auto',
          }}
        >
          <Box sx={{ position: 'relative' }}>
            <ProductGallery visuals={visuals} name={product.name} />
            {product.status === 'outofstock' && <OutOfStockBadge />}
          </Box>
        </Box>
        <Box>
          {(attributes.appellation || product.type) && (
            <Box component="p" sx={{ ...OVERLINE, m: 0, mb: 1 }}>
              {attributes.appellation ?? typeName(product.type, lang)}
            </Box>
          )}
          <Box
            component="h1"
            id="product-title"
            sx={{
              fontFamily: SERIF,
              fontWeight: 600,
              fontSize: { xs: '2rem', sm: '2.5rem' },
              lineHeight: 1.1,
              m: 0,
            }}
          >
            {product.name}
            {vintage?.displayName && shownVintages.length === 1 && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                {vintage.displayName}
              </Box>
            )}
          </Box>
          {product.precision && (
            <Box component="p" sx={{ m: 0, mt: 1, fontSize: '1.1rem', color: 'text.secondary' }}>
              {product.precision}
            </Box>
          )}
          {product.color && (
            <Box sx={{ mt: 1.5, fontSize: '0.92rem', color: 'text.secondary' }}>
              <ColorMark color={product.color} />
              {vintage?.alcohol ? <span> · {formatAlcohol(vintage.alcohol, lang)}</span> : null}
            </Box>
          )}

          <PurchaseArea
            choice={{ product, vintage, format, shopCode }}
            shownVintages={shownVintages}
            onVintageChange={setVintageId}
            onFormatChange={setFormatId}
            purchase={purchase}
          />

          {product.description && (
            <Box component="section" aria-labelledby="product-description" sx={{ mt: 4 }}>
              <Box
                component="h2"
                id="product-description"
                sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.3rem', m: 0, mb: 1 }}
              >
                {t('product.description')}
              </Box>
              <Box component="p" sx={{ m: 0, lineHeight: 1.7, whiteSpace: 'pre-line', fontSize: '1.02rem' }}>
                {product.description}
              </Box>
            </Box>
          )}

          <ProductDetails product={product} vintage={vintage} />
          <ProductAllergens product={product} elabel={elabel} />
          <BoxContents product={product} shopKey={shopKey} base={base} />
        </Box>
      </Box>
    </Box>
  );
}
