import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, SelectField, useErrorText } from '../../../../components/form';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { boxCandidatesQuery, productQuery } from '../../api/catalogue.queries.ts';
import { volumeLabel } from '../../logic/volume-label.ts';
import { FormSection } from './form-section.tsx';
import { useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

type Option = { id: string; name: string };

/** Searches the shop's products (boxes aside) on the server as the producer types. */
function ProductPicker({ index, excludeId }: { index: number; excludeId?: string }) {
  const { t } = useTranslation('productForm');
  const message = useErrorText();
  const { control, setValue } = useProductForm();
  const productId = useWatch({ control, name: `box.items.${index}.productId` });
  const [input, setInput] = useState('');
  // The candidates come from the shop's list, which only its staff may read: an agent reads the box as is.
  const editable = useCan('products.write');
  const candidates = useQuery({ ...boxCandidatesQuery(input.trim()), enabled: editable });
  const chosen = useQuery({ ...productQuery(productId), enabled: Boolean(productId) });
  const options: Option[] = (candidates.data ?? [])
    .filter((p) => p.id !== excludeId)
    .map((p) => ({ id: p.id, name: p.precision ? `${p.name} — ${p.precision}` : p.name }));
  const value: Option | null = productId
    ? (options.find((o) => o.id === productId) ?? { id: productId, name: chosen.data?.name ?? '…' })
    : null;
  return (
    <Controller
      control={control}
      name={`box.items.${index}.productId`}
      render={({ field, fieldState }) => (
        <Autocomplete<Option>
          size="small"
          options={options}
          value={value}
          loading={candidates.isFetching}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.name}
          onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
          onChange={(_, option) => {
            field.onChange(option?.id ?? '');
            setValue(`box.items.${index}.formatId`, '', { shouldDirty: true });
          }}
          noOptionsText={t('box.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('box.product')}
              placeholder={t('box.search')}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error)}
            />
          )}
        />
      )}
    />
  );
}

function FormatPicker({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const { control } = useProductForm();
  const productId = useWatch({ control, name: `box.items.${index}.productId` });
  const product = useQuery({ ...productQuery(productId), enabled: Boolean(productId) });
  const options = (product.data?.formats ?? []).map((f) => ({
    value: f.id,
    label: f.nameInShop || volumeLabel(f.unity, f.unityValue, lang),
  }));
  return (
    <SelectField
      size="small"
      control={control}
      name={`box.items.${index}.formatId`}
      label={t('box.format')}
      options={options}
      emptyLabel={t('box.anyFormat')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      disabled={!productId}
    />
  );
}

/** Contenu du coffret: a fixed set of products, or a builder where the buyer picks `slots` of them. */
export function BoxSection({ productId }: { productId?: string }) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const items = useFieldArray({ control, name: 'box.items', keyName: 'key' });
  const mode = useWatch({ control, name: 'box.mode' });
  return (
    <FormSection id="box" title={t('sections.box')}>
      <Controller
        control={control}
        name="box.mode"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            aria-label={t('box.mode')}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}
          >
            {(['fixed', 'builder'] as const).map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                sx={{
                  m: 0,
                  border: 1,
                  borderColor: field.value === m ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  p: 1,
                  alignItems: 'flex-start',
                }}
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography sx={{ fontWeight: 600 }}>{t(`box.${m}`)}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`box.${m}Hint`)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      />
      {mode === 'builder' && (
        <Box sx={{ maxWidth: 280, mb: 2 }}>
          <DecimalField size="small" control={control} name="box.slots" label={t('box.slots')} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {items.fields.map((field, j) => (
          <Box
            key={field.key}
            data-testid="box-item"
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', md: 'minmax(240px, 2fr) minmax(160px, 1fr) 110px auto' },
            }}
          >
            <ProductPicker index={j} excludeId={productId} />
            <Box sx={{ gridRow: { xs: 2, md: 'auto' } }}>
              <FormatPicker index={j} />
            </Box>
            <Box sx={{ gridRow: { xs: 3, md: 'auto' } }}>
              <DecimalField
                size="small"
                control={control}
                name={`box.items.${j}.quantity`}
                label={t('box.quantity')}
              />
            </Box>
            <IconButton
              aria-label={t('box.remove')}
              onClick={() => items.remove(j)}
              sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 2, md: 'auto' } }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
      {items.fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'warning.main' }}>
          {t('box.empty')}
        </Typography>
      )}
      <Button
        startIcon={<Add />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => items.append({ productId: '', formatId: '', quantity: '1' })}
      >
        {t('box.add')}
      </Button>
    </FormSection>
  );
}
