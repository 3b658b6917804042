import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useProduct, useProductPage } from '../api/storefront.queries.ts';
import { ChoiceCounter, ChoiceStepper, useBuilderChoices } from '../components/builder-controls.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductSkeleton } from '../components/page-skeleton.tsx';
import { PriceTag } from '../components/price-tag.tsx';
import { ProductCard, ProductCardSkeleton } from '../components/product-card.tsx';
import { Breadcrumb, ProductDetail } from '../components/product-detail.tsx';
import { ProductVisual } from '../components/product-visual.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { CONTENT_MAX, GRID, SERIF } from '../components/storefront.styles.ts';
import { formatName, leadFormat } from '../storefront.format.ts';
import { useDocumentTitle, useShopRoute, useStorefront } from '../storefront.hooks.ts';
import '../storefront.i18n.ts';
import { boxOf, builderPath, isBuilder } from '../storefront.logic.ts';
import type { StoreProduct } from '../storefront.types.ts';
import { ProductNotFound } from './product.page.tsx';

const page = { maxWidth: CONTENT_MAX, mx: 'auto', px: { xs: 2, sm: 4 }, pt: { xs: 2, sm: 4 } } as const;
const title = {
  fontFamily: SERIF,
  fontWeight: 600,
  fontSize: { xs: '1.9rem', sm: '2.4rem' },
  lineHeight: 1.1,
  m: 0,
} as const;

/** '/shops/:id/builders': the shop's boxes to compose. */
export function BuildersPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const storefront = useStorefront();
  const boxes = useProductPage(key, { productType: 'box' }, 1, 100);
  const builders = (boxes.data?.products ?? []).filter(isBuilder);
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
          <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
            {builders.map((box) => (
              <Box component="li" key={box.id} sx={{ display: 'flex', '& > article': { flex: 1 } }}>
                <ProductCard product={box} to={builderPath(key, box.slug)} shopCode={shop?.code ?? key} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}

function useBuilder() {
  const { key } = useShopRoute();
  const { builder: builderKey = '' } = useParams();
  const builder = useProduct(key, builderKey);
  const box = builder.data ? boxOf(builder.data) : null;
  const items = box?.mode === 'builder' ? box.items : [];
  return { builder, box: box?.mode === 'builder' ? box : null, items };
}

function BuilderIntro({
  builder,
  slots,
  count,
  shopCode,
}: {
  builder: StoreProduct;
  slots: number;
  count: number;
  shopCode: string;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const format = leadFormat(builder);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px 1fr', sm: '140px 1fr' },
        gap: { xs: 2, sm: 4 },
        alignItems: 'center',
        position: { md: 'sticky' },
        top: { md: 128 },
        zIndex: 1,
        p: { xs: 2, sm: 3 },
        mb: 4,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: '#e7e0d8',
        borderRadius: 3,
      }}
    >
      <Box sx={{ borderRadius: 2, overflow: 'hidden', gridRow: { sm: 'span 2' } }}>
        <ProductVisual src={builder.visuals[0]} alt="" eager />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          <Box component="h1" sx={title}>
            {builder.name}
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            {t('builder.pick', { count: slots })}
            {format ? ` · ${formatName(format, lang)}` : ''}
          </Box>
        </Box>
        <PriceTag format={format} priceHidden={builder.priceHidden} shopCode={shopCode} />
      </Box>
      {/* Under the name on wider screens; the whole width under the picture on phones. */}
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: '2' } }}>
        <ChoiceCounter count={count} slots={slots} />
      </Box>
    </Box>
  );
}

/** One wine of the builder: its card, and − n + below it. */
function BuilderItem({
  productId,
  builderSlug,
  shopCode,
  eager,
  count,
  canAdd,
  onChange,
}: {
  productId: string;
  builderSlug: string;
  shopCode: string;
  eager: boolean;
  count: number;
  canAdd: boolean;
  onChange(delta: number): void;
}) {
  const { key } = useShopRoute();
  const product = useProduct(key, productId).data;
  if (product === null) return null;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      {product ? (
        <>
          <ProductCard
            product={product}
            to={builderPath(key, builderSlug, product.slug)}
            shopCode={shopCode}
            eager={eager}
          />
          <ChoiceStepper name={product.name} count={count} canAdd={canAdd} onChange={onChange} />
        </>
      ) : (
        <ProductCardSkeleton />
      )}
    </Box>
  );
}

/** '/shops/:id/builders/:builder': pick `slots` wines among the box's selection, 'x / 6'. */
export function BuilderPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const storefront = useStorefront();
  const { builder, box, items } = useBuilder();
  const picks = useBuilderChoices(builder.data?.id ?? 'pending', box?.slots ?? 0);
  useDocumentTitle(
    builder.data && storefront.data ? `${builder.data.name} — ${storefront.data.shop.name}` : null,
  );
  if (storefront.data === null) return null;
  if (builder.data === null) return <ProductNotFound base={base} />;
  if (!builder.data) return <ProductSkeleton />;
  const shop = storefront.data?.shop;
  if (!box) {
    return (
      <Box sx={page}>
        <EmptyState
          title={t('builder.notBuilder')}
          action={
            <Button component={RouterLink} to={`${base}/${builder.data.slug}`} variant="outlined">
              {builder.data.name}
            </Button>
          }
        />
      </Box>
    );
  }
  return (
    <>
      <Box sx={page}>
        <Breadcrumb
          items={[
            ...(shop ? [{ label: shop.name, to: `/${shop.urlShop}` }] : []),
            { label: t('builder.title'), to: `/shops/${encodeURIComponent(key)}/builders` },
            { label: builder.data.name },
          ]}
        />
        <BuilderIntro
          builder={builder.data}
          slots={box.slots}
          count={picks.count}
          shopCode={shop?.code ?? key}
        />
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }} aria-label={builder.data.name}>
          {items.map((item, index) => (
            <BuilderItem
              key={item.productId}
              productId={item.productId}
              builderSlug={builder.data!.slug}
              shopCode={shop?.code ?? key}
              eager={index < 4}
              count={picks.choices[item.productId] ?? 0}
              canAdd={picks.count < box.slots}
              onChange={(delta) => picks.change(item.productId, delta)}
            />
          ))}
        </Box>
        {picks.count > 0 && (
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Button onClick={picks.clear}>{t('builder.clear')}</Button>
          </Box>
        )}
      </Box>
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}

/** '/shops/:id/builders/:builder/:product': one choice's page, within the builder. */
export function BuilderProductPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const { product: productKey = '' } = useParams();
  const storefront = useStorefront();
  const { builder, box, items } = useBuilder();
  const product = useProduct(key, productKey);
  const picks = useBuilderChoices(builder.data?.id ?? 'pending', box?.slots ?? 0);
  useDocumentTitle(product.data && builder.data ? `${product.data.name} — ${builder.data.name}` : null);
  if (storefront.data === null) return null;
  if (builder.data === null || product.data === null) return <ProductNotFound base={base} />;
  if (!builder.data || !product.data) return <ProductSkeleton />;
  const shop = storefront.data?.shop;
  const back = builderPath(key, builder.data.slug);
  const inBox = items.some((item) => item.productId === product.data!.id);
  const aside =
    box && inBox ? (
      <Box sx={{ borderTop: 1, borderColor: '#efe8e0', pt: 2, display: 'grid', gap: 2 }}>
        <ChoiceCounter count={picks.count} slots={box.slots} />
        <ChoiceStepper
          name={product.data.name}
          count={picks.choices[product.data.id] ?? 0}
          canAdd={picks.count < box.slots}
          onChange={(delta) => picks.change(product.data!.id, delta)}
        />
        <Button component={RouterLink} to={back} variant="outlined">
          {t('builder.back')}
        </Button>
      </Box>
    ) : (
      <Box sx={{ borderTop: 1, borderColor: '#efe8e0', pt: 2 }}>
        <Box component="p" sx={{ m: 0, mb: 1.5, color: 'text.secondary' }}>
          {t('builder.notInBox')}
        </Box>
        <Button component={RouterLink} to={back} variant="outlined">
          {t('builder.back')}
        </Button>
      </Box>
    );
  return (
    <>
      <ProductDetail
        key={product.data.id}
        product={product.data}
        shopKey={key}
        shopCode={shop?.code ?? key}
        base={base}
        aside={aside}
        crumbs={[
          ...(shop ? [{ label: shop.name, to: `/${shop.urlShop}` }] : []),
          { label: builder.data.name, to: back },
          { label: product.data.name },
        ]}
      />
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}
