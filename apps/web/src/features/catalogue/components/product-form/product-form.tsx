import type { ManagedProduct, ProductInput } from '@cuvee/contracts';
import type { ProductType } from '@cuvee/domain';
import { toNestErrors } from '@hookform/resolvers';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { type CodedFieldError, SaveBar } from '../../../../components/form';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { shopGammesQuery, useSaveProduct } from '../../api/catalogue.queries.ts';
import type { Lang } from '../../logic/messages.ts';
import { checkProductForm } from '../../logic/product-form.validate.ts';
import {
  emptyProduct,
  type ProductFormValues,
  productToForm,
  type ShopContext,
} from '../../logic/product-form.values.ts';
import { serverFieldIssues } from '../../logic/server-errors.ts';
import { LeaveDialog, useLeaveGuard } from '../leave-guard.tsx';
import { ProductStatusChip } from '../status-chip.tsx';
import { BoxSection } from './box.section.tsx';
import { CompositionSection } from './composition.section.tsx';
import { ElabelSection } from './elabel.section.tsx';
import { FiscalSection } from './fiscal.section.tsx';
import { FormSection, type SectionId } from './form-section.tsx';
import { FormatsSection } from './formats.section.tsx';
import { GeneralSection } from './general.section.tsx';
import { type FormShop, ShopContextReact } from './product-form.context.ts';
import { SectionNav, sectionsWithErrors } from './section-nav.tsx';
import { ShopSection } from './shop.section.tsx';
import { VintagesSection } from './vintages.section.tsx';
import { VisualsEditor } from './visuals-editor.tsx';
import './product-form.i18n.ts';
import { backToList } from '../../logic/list-return.ts';

/** Sections shown for each product type, in page order. */
export function sectionsFor(type: ProductType, editing: boolean): SectionId[] {
  const list: SectionId[] = ['general'];
  if (type === 'box') list.push('box');
  list.push('formats');
  if (type === 'bottle') list.push('vintages');
  if (type === 'bottle' || type === 'accessory') list.push('composition');
  if (editing && type === 'bottle') list.push('elabel');
  list.push('visuals', 'shop');
  // The fiscal identity of the monthly customs return (its own form, beside this one).
  if (editing && type === 'bottle') list.push('drm');
  return list;
}

function productResolver(lang: Lang): Resolver<ProductFormValues, unknown, ProductInput> {
  return async (values, _context, options) => {
    const check = checkProductForm(values, lang);
    if (check.ok) return { values: check.body, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of check.issues)
      flat[issue.path] = { type: 'validate', message: issue.message, coded: issue.coded } as CodedFieldError;
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * The product form: every field of a product, its formats and prices, in sections. `shop` is
 * the product's shop (typologies, VAT, tabs), known before the form is built: its default
 * values keep only the typologies and tabs the shop has.
 */
export function ProductForm({
  product,
  shop,
  initialType,
}: {
  product: ManagedProduct | null;
  shop: FormShop | null;
  initialType?: ProductType;
}) {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const navigate = useNavigate();
  // The list as it was left (search, filters, page), when the product was opened from it.
  const { state: routeState } = useLocation();
  const back = backToList(routeState);
  const readOnly = !useCan('products.write');
  const ctx: ShopContext = useMemo(
    () => ({
      typologyKeys: Object.keys(shop?.typologies ?? {}),
      tabIds: new Set((shop?.tabs ?? []).flatMap((tab) => [tab.id, ...tab.children.map((c) => c.id)])),
    }),
    [shop],
  );
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    defaultValues: product ? productToForm(product, ctx) : emptyProduct(ctx, initialType),
    resolver: productResolver(lang),
  });
  const save = useSaveProduct(product?.id ?? null);
  const { isDirty, errors, isSubmitting } = form.formState;
  const guard = useLeaveGuard(isDirty && !readOnly);
  const productType = useWatch({ control: form.control, name: 'productType' });
  const name = useWatch({ control: form.control, name: 'name' });
  const gammes = useQuery({ ...shopGammesQuery(shop?.urlShop ?? ''), enabled: Boolean(shop) });
  const sections = sectionsFor(productType, Boolean(product));
  const busy = isSubmitting || save.isPending;

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const saved = await save.mutateAsync(body);
        form.reset(productToForm(saved, ctx));
        if (!product) {
          guard.bypass();
          navigate(`/dashboard/products/${saved.id}`, { replace: true, state: routeState });
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // The API's message is already in the snackbar; put field messages on their fields.
        for (const issue of serverFieldIssues(
          error.status,
          error.messages,
          error.message,
          form.getValues(),
        )) {
          form.setError(
            issue.path as never,
            { type: 'server', message: issue.message },
            { shouldFocus: true },
          );
        }
      }
    },
    () => notify({ message: t('invalid'), severity: 'error' }),
  );

  const title = name.trim() || product?.name || t('newTitle');
  const shopUrl = product && shop ? `/${shop.urlShop}/${product.slug}` : null;

  return (
    <ShopContextReact.Provider value={shop}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ maxWidth: 1180, mx: 'auto' }}
          aria-labelledby="product-title"
        >
          <Button
            component={RouterLink}
            to={back}
            startIcon={<ArrowBack />}
            size="small"
            sx={{ mb: 1, display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('back')}
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography id="product-title" variant="h1" sx={{ wordBreak: 'break-word' }}>
                  {title}
                </Typography>
                {product && <ProductStatusChip status={product.status} size="medium" />}
              </Box>
              {product && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('updated', { date: formatDate(product.updatedAt, lang) })}
                </Typography>
              )}
            </Box>
            {shopUrl && (
              <Button
                href={shopUrl}
                target="_blank"
                rel="noopener"
                startIcon={<OpenInNew />}
                data-testid="view-in-shop"
              >
                {t('viewInShop')}
              </Button>
            )}
            {!readOnly && (
              <Button
                type="submit"
                variant="contained"
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Save />}
                disabled={busy}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {product ? t('save') : t('create')}
              </Button>
            )}
          </Box>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('readOnly')}
            </Alert>
          )}
          <SectionNav sections={sections} withErrors={sectionsWithErrors(errors)} />
          <Box
            component="fieldset"
            disabled={readOnly}
            sx={{
              border: 0,
              p: 0,
              m: 0,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 2.5,
              mt: 2,
            }}
          >
            <GeneralSection gammes={gammes.data ?? []} />
            {sections.includes('box') && <BoxSection productId={product?.id} />}
            <FormatsSection />
            {sections.includes('vintages') && <VintagesSection />}
            {sections.includes('composition') && <CompositionSection />}
            {product && sections.includes('elabel') && <ElabelSection product={product} dirty={isDirty} />}
            <FormSection id="visuals" title={t('sections.visuals')} intro={t('visuals.intro')}>
              <VisualsEditor name="visuals" testId="product-visuals" />
            </FormSection>
            <ShopSection />
          </Box>
          {!readOnly && (
            <SaveBar
              dirty={isDirty}
              saving={busy}
              onCancel={() => form.reset()}
              saveLabel={product ? undefined : t('create')}
              saveWhenClean={!product}
              status={isDirty ? undefined : product ? undefined : t('newHint')}
            />
          )}
        </Box>
      </FormProvider>
      {product && sections.includes('drm') && (
        <Box sx={{ maxWidth: 1180, mx: 'auto', mt: 2.5 }}>
          <FiscalSection productId={product.id} productName={product.name} readOnly={readOnly} />
        </Box>
      )}
      <LeaveDialog blocker={guard.blocker} />
    </ShopContextReact.Provider>
  );
}
