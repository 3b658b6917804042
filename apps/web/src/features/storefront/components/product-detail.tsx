import { ALLERGENS } from '@cuvee/domain/catalogue/reference';
import Box from '@mui/material/Box';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useProduct } from '../api/storefront.queries.ts';
import {
  formatAlcohol,
  formatName,
  formatPrice,
  labelName,
  qualityName,
  typeName,
  volumeLabel,
} from '../storefront.format.ts';
import { attributesOf, boxOf, elabelHref } from '../storefront.logic.ts';
import type { StoreProduct } from '../storefront.types.ts';
import { PriceTag } from './price-tag.tsx';
import { ColorMark, OutOfStockBadge } from './product-card.tsx';
import { ProductVisual } from './product-visual.tsx';
import { CONTENT_MAX, FOCUS_RING, OVERLINE, SERIF } from './storefront.styles.ts';

export type Crumb = { label: string; to?: string };

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

/** A labelled native select of the product page (vintage, format). */
function Choice({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ ...OVERLINE, fontSize: '0.7rem' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '1rem',
          minHeight: 46,
          px: 1.5,
          border: '1px solid #d6ccc0',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          color: 'text.primary',
          cursor: 'pointer',
          ...FOCUS_RING,
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}

function Gallery({ visuals, name }: { visuals: string[]; name: string }) {
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
function BoxContents({ product, shopKey, base }: { product: StoreProduct; shopKey: string; base: string }) {
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

/**
 * A product page's body (spec §3, §6): visuals, name, vintages, appellation, grapes, labels,
 * alcohol, description, formats with the viewer's unit price, quantity tiers and free items,
 * allergens and the e-label link. Adding to the cart belongs to the cart module.
 */
export function ProductDetail({
  product,
  shopKey,
  shopCode,
  base,
  crumbs,
  aside,
}: {
  product: StoreProduct;
  shopKey: string;
  shopCode: string;
  base: string;
  crumbs: Crumb[];
  aside?: ReactNode;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const [vintageId, setVintageId] = useState(product.vintages[0]?.id ?? '');
  const [formatId, setFormatId] = useState(product.formats[0]?.id ?? '');
  const vintage = product.vintages.find((v) => v.id === vintageId) ?? product.vintages[0] ?? null;
  const format = product.formats.find((f) => f.id === formatId) ?? product.formats[0] ?? null;
  const attributes = attributesOf(product);
  const volume = format ? volumeLabel(format, lang) : null;
  const visuals = [...(format?.visuals ?? []), ...product.visuals];
  const elabel = elabelHref(product, format?.ean, vintage?.name, shopKey);
  const allergens = product.allergens.map((key) => ALLERGENS.find((a) => a.key === key)?.[lang] ?? key);
  const shownVintages = product.vintages.filter((v) => v.displayName);
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
            <Gallery visuals={visuals} name={product.name} />
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

          <Box
            sx={{
              mt: 3,
              p: { xs: 2, sm: 3 },
              bgcolor: 'background.paper',
              border: 1,
              borderColor: '#e7e0d8',
              borderRadius: 3,
              display: 'grid',
              gap: 2.5,
            }}
          >
            {(shownVintages.length > 1 || product.formats.length > 1) && (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                {shownVintages.length > 1 && (
                  <Choice
                    label={t('product.vintage')}
                    value={vintage?.id ?? ''}
                    options={shownVintages.map((v) => ({ value: v.id, label: v.displayName ?? v.name }))}
                    onChange={setVintageId}
                    testId="vintage-select"
                  />
                )}
                {product.formats.length > 1 && (
                  <Choice
                    label={t('product.format')}
                    value={format?.id ?? ''}
                    options={product.formats.map((f) => ({ value: f.id, label: formatName(f, lang) }))}
                    onChange={setFormatId}
                    testId="format-select"
                  />
                )}
              </Box>
            )}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                gap: 2,
                flexWrap: 'wrap',
              }}
            >
              <PriceTag format={format} priceHidden={product.priceHidden} shopCode={shopCode} size="page" />
              {format && (product.formats.length === 1 || volume) && (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
                  {product.formats.length === 1 ? formatName(format, lang) : volume}
                </Box>
              )}
            </Box>
            {!product.priceHidden &&
              format &&
              (format.tiers.length > 0 || format.freeItems.length > 0 || format.promotions.length > 0) && (
                <Box sx={{ borderTop: 1, borderColor: '#efe8e0', pt: 2 }}>
                  <Box component="p" sx={{ ...OVERLINE, m: 0, mb: 1, fontSize: '0.7rem' }}>
                    {t('price.tiersTitle')}
                  </Box>
                  <Box
                    component="ul"
                    data-testid="price-tiers"
                    sx={{
                      listStyle: 'none',
                      p: 0,
                      m: 0,
                      display: 'grid',
                      gap: 0.5,
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {format.tiers.map((tier) => (
                      <li key={`tier-${tier.threshold}`}>
                        {t('price.from', { count: tier.threshold, price: formatPrice(tier.shown, lang) })}
                      </li>
                    ))}
                    {format.freeItems.map((free) => (
                      <li key={`free-${free.threshold}`}>
                        {t('price.free', { threshold: free.threshold, count: free.free })}
                      </li>
                    ))}
                    {format.promotions.map((promo) => (
                      <li key={`promo-${promo.type}-${promo.amount}-${promo.minProduct}`}>
                        {promo.type === '%'
                          ? t('price.promotionPercent', {
                              amount: promo.amount,
                              min: Math.max(1, promo.minProduct),
                            })
                          : t('price.promotionAmount', {
                              amount: formatPrice(promo.amount, lang),
                              min: Math.max(1, promo.minProduct),
                            })}
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
            {aside}
          </Box>

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

          {details.length > 0 && (
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
          )}

          {(allergens.length > 0 || elabel) && (
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
          )}
          <BoxContents product={product} shopKey={shopKey} base={base} />
        </Box>
      </Box>
    </Box>
  );
}
