import { type CodedMessage, parseDecimal } from '@cuvee/contracts';
import { eq75, isValidGtin, UNITIES, type Unity } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DecimalField,
  TextField as FormTextField,
  SelectField,
  SwitchField,
  useErrorText,
} from '../../../../components/form';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { emptyFormat } from '../../logic/product-form.values.ts';
import { volumeLabel } from '../../logic/volume-label.ts';
import { useReferenceLabels } from '../labels.ts';
import { FormSection } from './form-section.tsx';
import { Promotions, TiersAndFreeItems } from './format-offers.tsx';
import { PublicPriceHint, TypologyPrices } from './format-prices.tsx';
import { useFormShop, useProductForm } from './product-form.context.ts';
import { VisualsEditor } from './visuals-editor.tsx';
import './product-form.i18n.ts';

/** The contracts' EAN message, shown while a wrong barcode is typed. */
const EAN_CODED: CodedMessage = { code: 'ean' };

const FORMAT_TYPES = ['bottle', 'bib', 'vrac', 'packing', 'custom'] as const;

/** The barcode, checked as typed (GS1 check digit) with the contracts' message. */
function EanField({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const message = useErrorText();
  const { control } = useProductForm();
  return (
    <Controller
      control={control}
      name={`formats.${index}.ean`}
      render={({ field, fieldState }) => {
        const value = field.value.trim();
        const valid = value !== '' && isValidGtin(value);
        const wrong = !valid && /^\d{8,}$/.test(value);
        const error = fieldState.error ?? (wrong ? EAN_CODED : undefined);
        return (
          <TextField
            size="small"
            label={t('formats.ean')}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value.replace(/\s/g, ''))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={message(error) ?? (valid ? t('formats.eanValid') : t('formats.eanHint'))}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 14, 'data-testid': `ean-${index}` },
              input: valid
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        <CheckCircle color="success" fontSize="small" aria-label={t('formats.eanValid')} />
                      </InputAdornment>
                    ),
                  }
                : undefined,
              formHelperText: valid && !error ? { sx: { color: 'success.main' } } : undefined,
            }}
          />
        );
      }}
    />
  );
}

function FormatTitle({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const { control } = useProductForm();
  const [unity, unityValue, nameInShop] = useWatch({
    control,
    name: [`formats.${index}.unity`, `formats.${index}.unityValue`, `formats.${index}.nameInShop`],
  });
  const value = parseDecimal(unityValue ?? '');
  const volume = value !== undefined && value > 0 ? volumeLabel(unity, value, lang) : null;
  const eq = value !== undefined && value > 0 ? eq75(unity as Unity, value) : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', flex: 1 }}>
      <Typography component="h3" variant="h4">
        {t('formats.title', { n: index + 1 })}
        {(nameInShop || volume) && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {' · '}
            {nameInShop || volume}
          </Box>
        )}
      </Typography>
      {eq > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={t('formats.eq75', { value: eq.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB') })}
        />
      )}
    </Box>
  );
}

function FormatCard({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation('productForm');
  const labels = useReferenceLabels();
  const { control } = useProductForm();
  const promotions = useWatch({ control, name: `formats.${index}.promotions` });
  const visuals = useWatch({ control, name: `formats.${index}.visuals` });
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2.5,
        p: { xs: 1.5, sm: 2.5 },
        bgcolor: 'background.paper',
      }}
      data-testid="format-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <FormatTitle index={index} />
        {onRemove && (
          <IconButton aria-label={t('formats.remove')} title={t('formats.remove')} onClick={onRemove}>
            <DeleteOutlined />
          </IconButton>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          size="small"
          control={control}
          name={`formats.${index}.nameInShop`}
          label={t('formats.nameInShop')}
          helperText={t('formats.nameInShopHint')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
        />
        <SelectField
          size="small"
          control={control}
          name={`formats.${index}.type`}
          label={t('formats.type')}
          options={FORMAT_TYPES.map((v) => ({ value: v, label: t(`formats.types.${v}`) }))}
        />
        <SelectField
          size="small"
          control={control}
          name={`formats.${index}.container`}
          label={t('formats.container')}
          options={labels.containerOptions}
          emptyLabel="–"
        />
        <DecimalField
          size="small"
          control={control}
          name={`formats.${index}.unityValue`}
          label={t('formats.unityValue')}
          required
        />
        <SelectField
          size="small"
          control={control}
          name={`formats.${index}.unity`}
          label={t('formats.unity')}
          options={UNITIES.map((u) => ({ value: u, label: u }))}
        />
        <DecimalField
          size="small"
          control={control}
          name={`formats.${index}.weight`}
          label={t('formats.weight')}
          unit="kg"
        />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <SwitchField
            control={control}
            name={`formats.${index}.showUnityValue`}
            label={t('formats.showUnityValue')}
          />
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 1', md: 'span 2' } }}>
          <EanField index={index} />
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 1', md: 'span 2' } }}>
          <DecimalField
            size="small"
            control={control}
            name={`formats.${index}.price`}
            label={t('formats.price')}
            unit={`€ ${t('formats.ttc')}`}
            required
            helperText={<PublicPriceHint index={index} />}
            slotProps={{ htmlInput: { 'data-testid': `price-${index}` } }}
          />
        </Box>
      </Box>
      <TypologyPrices index={index} />
      <TiersAndFreeItems index={index} />
      <Divider sx={{ mt: 3, mb: 1 }} />
      <Accordion
        disableGutters
        elevation={0}
        defaultExpanded={promotions.length > 0}
        sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('formats.promotions')} {promotions.length > 0 && `(${promotions.length})`}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0, pt: 0 }}>
          <Promotions index={index} />
        </AccordionDetails>
      </Accordion>
      <Accordion
        disableGutters
        elevation={0}
        defaultExpanded={visuals.length > 0}
        sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('formats.visuals')} {visuals.length > 0 && `(${visuals.length})`}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0, pt: 0 }}>
          <VisualsEditor name={`formats.${index}.visuals`} size={96} />
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

/** Formats et prix: how the product is sold, each with its prices. */
export function FormatsSection() {
  const { t } = useTranslation('productForm');
  const message = useErrorText();
  const { control, formState, getValues } = useProductForm();
  const shop = useFormShop();
  const formats = useFieldArray({ control, name: 'formats', keyName: 'key' });
  const rootError = formState.errors.formats?.message
    ? formState.errors.formats
    : formState.errors.formats?.root;
  const ctx = { typologyKeys: Object.keys(shop?.typologies ?? {}), tabIds: new Set<string>() };
  return (
    <FormSection id="formats" title={t('sections.formats')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {formats.fields.map((field, index) => (
          <FormatCard
            key={field.key}
            index={index}
            onRemove={formats.fields.length > 1 ? () => formats.remove(index) : undefined}
          />
        ))}
      </Box>
      {rootError && <FormHelperText error>{message(rootError)}</FormHelperText>}
      <Button
        startIcon={<Add />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => formats.append(emptyFormat(ctx, getValues('productType')))}
        data-testid="add-format"
      >
        {t('formats.add')}
      </Button>
    </FormSection>
  );
}
