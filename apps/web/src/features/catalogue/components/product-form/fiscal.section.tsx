import {
  customIssue,
  type FiscalIdentityInput,
  type FiscalIdentityView,
  parseDecimal,
} from '@cuvee/contracts';
import { EXCISE_CATEGORIES } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DecimalField, formResolver, SelectField, TextField } from '../../../../components/form';
import { ListLoadError } from '../../../../components/list/index.ts';
import type { ApiError } from '../../../../lib/api-client.ts';
import { fiscalIdentityQuery, useSaveFiscalIdentity } from '../../api/catalogue.queries.ts';
import { FormSection, grid2, grid3, SubHeading } from './form-section.tsx';
import './product-form.i18n.ts';

const CODES = ['certification', 'genre', 'appellation', 'mention', 'lieu', 'couleur', 'cepage'] as const;
const TEXTS = ['inaoCode', ...CODES, 'complement', 'label'] as const;
type TextKey = (typeof TEXTS)[number];

export type FiscalFormValues = Record<TextKey, string> & { exciseCategory: string; alcohol: string };

/** What the form shows for a product's identity (none yet: its name as the label). */
export function fiscalToForm(
  identity: z.infer<typeof FiscalIdentityView> | null,
  productName: string,
): FiscalFormValues {
  const text = Object.fromEntries(TEXTS.map((k) => [k, identity?.[k] ?? ''])) as Record<TextKey, string>;
  return {
    ...text,
    label: identity?.label ?? productName,
    exciseCategory: identity?.exciseCategory ?? '',
    alcohol:
      identity?.alcohol === null || identity?.alcohol === undefined
        ? ''
        : String(identity.alcohol).replace('.', ','),
  };
}

/** The form's text read as the contract reads it: empty is 'not given'. */
export const fiscalFormSchema: z.ZodType<FiscalIdentityInput, FiscalFormValues> = z
  .object({
    ...Object.fromEntries(TEXTS.map((k) => [k, z.string()])),
    exciseCategory: z.string(),
    alcohol: z.string(),
  } as Record<TextKey | 'exciseCategory' | 'alcohol', z.ZodString>)
  .superRefine((v, ctx) => {
    if (!v.label.trim()) ctx.addIssue({ ...customIssue('fiscalLabelRequired'), path: ['label'] });
    const alcohol = v.alcohol.trim() ? parseDecimal(v.alcohol) : null;
    if (alcohol === undefined || (alcohol !== null && (alcohol < 0 || alcohol > 100)))
      ctx.addIssue({ ...customIssue('number'), path: ['alcohol'] });
  })
  .transform((v): FiscalIdentityInput => {
    const text = Object.fromEntries(
      TEXTS.filter((k) => k !== 'label').map((k) => [k, v[k].trim() || null]),
    ) as Omit<FiscalIdentityInput, 'label'>;
    return {
      ...text,
      label: v.label.trim(),
      exciseCategory: (EXCISE_CATEGORIES as readonly string[]).includes(v.exciseCategory)
        ? (v.exciseCategory as FiscalIdentityInput['exciseCategory'])
        : null,
      alcohol: v.alcohol.trim() ? (parseDecimal(v.alcohol) ?? null) : null,
    };
  });

/**
 * Douane (DRM): the product's fiscal identity, one column of the monthly return (an INAO code
 * or the detailed codes, the label). Its own form and route (products' fiscal identity), beside
 * the product form: a saved product only.
 */
export function FiscalSection({
  productId,
  productName,
  readOnly,
}: {
  productId: string;
  productName: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('productForm');
  const query = useQuery(fiscalIdentityQuery(productId));
  return (
    <FormSection id="drm" title={t('sections.drm')} intro={t('fiscal.intro')}>
      {query.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : query.isError ? (
        <ListLoadError message={t('fiscal.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <FiscalForm
          key={query.dataUpdatedAt}
          productId={productId}
          initial={fiscalToForm(query.data, productName)}
          unset={query.data === null}
          readOnly={readOnly}
        />
      )}
    </FormSection>
  );
}

function FiscalForm({
  productId,
  initial,
  unset,
  readOnly,
}: {
  productId: string;
  initial: FiscalFormValues;
  unset: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation('productForm');
  const save = useSaveFiscalIdentity(productId);
  const form = useForm<FiscalFormValues, unknown, FiscalIdentityInput>({
    defaultValues: initial,
    resolver: formResolver(fiscalFormSchema),
  });
  const { control } = form;
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body).catch(() => null);
  });
  const refusal = save.error as ApiError | null;
  const field = (name: TextKey, help?: boolean) => (
    <TextField
      control={control}
      name={name}
      label={t(`fiscal.${name}`)}
      helperText={help ? t(`fiscal.${name}Help`) : undefined}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('sections.drm')}
      data-testid="fiscal-form"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box
        component="fieldset"
        disabled={readOnly}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
      >
        {unset && <Alert severity="info">{t('fiscal.none')}</Alert>}
        <Box sx={grid2}>
          {field('label', true)}
          {field('inaoCode', true)}
        </Box>
        <SubHeading hint={t('fiscal.detailedHint')}>{t('fiscal.detailed')}</SubHeading>
        <Box sx={grid3}>
          {field('certification', true)}
          {field('genre', true)}
          {field('appellation')}
          {field('mention')}
          {field('lieu')}
          {field('couleur', true)}
          {field('cepage')}
          <Box sx={{ gridColumn: { md: 'span 2' } }}>{field('complement', true)}</Box>
        </Box>
        <Box sx={grid2}>
          <SelectField
            control={control}
            name="exciseCategory"
            label={t('fiscal.exciseCategory')}
            helperText={t('fiscal.exciseCategoryHelp')}
            emptyLabel={t('fiscal.exciseAuto')}
            options={EXCISE_CATEGORIES.map((c) => ({ value: c, label: t(`fiscal.categories.${c}`) }))}
          />
          <DecimalField
            control={control}
            name="alcohol"
            label={t('fiscal.alcohol')}
            helperText={t('fiscal.alcoholHelp')}
          />
        </Box>
      </Box>
      {refusal && <Alert severity="error">{refusal.message}</Alert>}
      {!readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="outlined"
            disabled={save.isPending || (!unset && !form.formState.isDirty)}
          >
            {t('fiscal.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
