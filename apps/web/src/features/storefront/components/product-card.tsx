import type { StoreProduct } from '@cuvee/contracts';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import {
  COLOR_SWATCH,
  cardVintage,
  colorName,
  formatPrice,
  type Lang,
  leadFormat,
  typeName,
  volumeLabel,
} from '../logic/storefront.format.ts';
import { attributesOf } from '../logic/storefront.logic.ts';
import { MembersOnly } from './price-tag.tsx';
import './storefront.base.css';
import './storefront.css';
import './storefront.card.css';

/** 'Épuisé' over a product's picture (storefront.card.css). */
export function OutOfStockBadge() {
  const { t } = useTranslation('storefront');
  return <span className="cv-badge">{t('outOfStock')}</span>;
}

/** A colour swatch and its name: 'Rouge'. */
export function ColorMark({ color }: { color: string | null }) {
  const lang = useUiLanguage();
  if (!color) return null;
  return (
    <span className="cv-color">
      <span className="cv-swatch" aria-hidden="true" style={{ backgroundColor: COLOR_SWATCH[color] }} />
      {colorName(color, lang)}
    </span>
  );
}

/**
 * A product in the shop's grid: picture, appellation, name, precision, colour and vintage,
 * and the price of its first format. The whole card opens the product (the name's link is
 * stretched over it), while the 'Créer un compte' link stays its own target. A grid shows up
 * to 24 cards: their look is static CSS (storefront.card.css, `.cv-card`), nothing is computed per
 * card at run time, so that a page of cards costs little to render on a slow phone.
 */
export function ProductCard({
  product,
  to,
  shopCode,
  texts,
  eager = false,
  Action,
}: {
  product: StoreProduct;
  to: string;
  shopCode: string;
  /** The card's own action at the end of its price row (the cart's add button), above its link. */
  Action?: ComponentType<{ product: StoreProduct }>;
  /** The grid's texts and language (useCardTexts): read once for the grid, not per card. */
  texts: CardTexts;
  eager?: boolean;
}) {
  const { lang } = texts;
  const { appellation } = attributesOf(product);
  const format = leadFormat(product);
  const vintage = cardVintage(product);
  const volume = format ? volumeLabel(format, lang) : null;
  const overline = appellation ?? typeName(product.type, lang);
  const visual = product.visuals[0];
  const ttc = format?.price?.showTtc ?? true;
  return (
    <article className="cv-card" data-testid="product-card">
      <div className="visual">
        {visual ? (
          <img
            src={visual}
            alt=""
            width={320}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : null}
        {product.status === 'outofstock' && <span className="badge">{texts.outOfStock}</span>}
      </div>
      <div className="body">
        {overline && <p className="overline">{overline}</p>}
        <h3>
          {/* A plain link: the shop app's router follows it in place (shop-app/router.tsx). */}
          <a href={to}>{product.name}</a>
        </h3>
        {product.precision && <p className="muted">{product.precision}</p>}
        {(product.color || vintage) && (
          <p className="meta">
            {product.color && (
              <span className="color">
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={{ backgroundColor: COLOR_SWATCH[product.color] }}
                />
                {colorName(product.color, lang)}
              </span>
            )}
            {product.color && vintage && <span aria-hidden="true">·</span>}
            {vintage && <span>{vintage}</span>}
          </p>
        )}
        <div className="spacer" />
        <div className="price-row">
          {product.priceHidden ? (
            <MembersOnly shopCode={shopCode} compact />
          ) : format?.price ? (
            <span className="price" data-testid="price">
              {format.struck && (
                // The prior price of an announced reduction, from the price history (issue 29).
                <s
                  className="prior"
                  data-testid="price-prior"
                  title={texts.prior(formatPrice(format.struck.prior, lang))}
                >
                  <span className="cv-sr-only">{texts.prior(formatPrice(format.struck.prior, lang))}</span>
                  <span aria-hidden="true">{formatPrice(format.struck.prior, lang)}</span>
                </s>
              )}{' '}
              <span className="amount">{formatPrice(format.struck?.shown ?? format.price.shown, lang)}</span>{' '}
              <abbr className="cv-tax" title={ttc ? texts.ttcLong : texts.htLong}>
                {ttc ? texts.ttc : texts.ht}
              </abbr>
            </span>
          ) : (
            <span className="muted">{texts.noPrice}</span>
          )}
          {volume && !product.priceHidden && <span className="volume">{volume}</span>}
          {Action && <Action product={product} />}
        </div>
      </div>
    </article>
  );
}

export type CardTexts = {
  lang: Lang;
  outOfStock: string;
  noPrice: string;
  ttc: string;
  ttcLong: string;
  ht: string;
  htLong: string;
  prior: (price: string) => string;
};

/** The texts every card of a grid shows, in the UI language (one translation hook per grid). */
export function useCardTexts(): CardTexts {
  const { t, i18n } = useTranslation('storefront');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'fr';
  return useMemo(
    () => ({
      lang,
      outOfStock: t('outOfStock'),
      noPrice: t('price.noPrice'),
      ttc: t('price.ttc'),
      ttcLong: t('price.ttcLong'),
      ht: t('price.ht'),
      htLong: t('price.htLong'),
      prior: (price: string) => t('price.prior', { price }),
    }),
    [t, lang],
  );
}

/** The shape of a card while the catalogue loads. */
export function ProductCardSkeleton() {
  const bar = (width: string, height = 12) => <div className="bar" style={{ width, height }} />;
  return (
    <div className="cv-card-wait" aria-hidden="true">
      <div className="visual" />
      <div className="body">
        {bar('40%', 10)}
        {bar('80%', 18)}
        {bar('55%')}
        <div style={{ marginTop: 12 }}>{bar('35%', 18)}</div>
      </div>
    </div>
  );
}
