import type { StoreProduct } from '@cuvee/contracts';
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
import './storefront.css';
import './product-detail.css';

export { Breadcrumb, type Crumb } from './breadcrumb.tsx';

/**
 * A product page's body (spec §3, §6): visuals, name, vintages, appellation, grapes, labels,
 * alcohol, description, formats with the viewer's unit price, quantity tiers and free items,
 * allergens and the e-label link. Adding to the cart belongs to the cart module, in the
 * purchase area's slot (purchase-area.tsx). Its look: product-detail.css.
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
    <div className="cv-pd-page">
      <Breadcrumb items={crumbs} />
      <article aria-labelledby="product-title" className="cv-pd">
        <div className="cv-pd-visuals">
          <div>
            <ProductGallery visuals={visuals} name={product.name} />
            {product.status === 'outofstock' && <OutOfStockBadge />}
          </div>
        </div>
        <div>
          {(attributes.appellation || product.type) && (
            <p className="cv-overline cv-pd-overline">
              {attributes.appellation ?? typeName(product.type, lang)}
            </p>
          )}
          <h1 id="product-title">
            {product.name}
            {vintage?.displayName && shownVintages.length === 1 && (
              <span className="cv-pd-vintage"> {vintage.displayName}</span>
            )}
          </h1>
          {product.precision && <p className="cv-pd-precision">{product.precision}</p>}
          {product.color && (
            <div className="cv-pd-color">
              <ColorMark color={product.color} />
              {vintage?.alcohol ? <span> · {formatAlcohol(vintage.alcohol, lang)}</span> : null}
            </div>
          )}

          <PurchaseArea
            choice={{ product, vintage, format, shopCode }}
            shownVintages={shownVintages}
            onVintageChange={setVintageId}
            onFormatChange={setFormatId}
            purchase={purchase}
          />

          {product.description && (
            <section aria-labelledby="product-description" className="cv-pd-section">
              <h2 id="product-description">{t('product.description')}</h2>
              <p className="cv-pd-description">{product.description}</p>
            </section>
          )}

          <ProductDetails product={product} vintage={vintage} />
          <ProductAllergens product={product} elabel={elabel} />
          <BoxContents product={product} shopKey={shopKey} base={base} />
        </div>
      </article>
    </div>
  );
}
