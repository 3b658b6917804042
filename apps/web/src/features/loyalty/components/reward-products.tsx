import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AutocompleteInput } from '../../../components/form/autocomplete-input.tsx';
import { offerableQuery } from '../api/loyalty.queries.ts';
import type { LoyaltyFormValues } from '../logic/loyalty.form.ts';

type Picked = LoyaltyFormValues['rewards'][number]['products'][number];

/** The formats a reward offers: searched in the shop's catalogue, shown as chips. */
export function RewardProducts({ control, index }: { control: Control<LoyaltyFormValues>; index: number }) {
  const { t } = useTranslation('loyalty');
  const { field, fieldState } = useController({ control, name: `rewards.${index}.products` });
  const [search, setSearch] = useState('');
  const rows = useQuery(offerableQuery(search));
  const picked = field.value as Picked[];
  const options: Picked[] = (rows.data ?? []).map((r) => ({
    productId: r.productId,
    formatId: r.formatId,
    label: [r.productName, r.nameInShop].filter(Boolean).join(' · '),
  }));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete
        options={options}
        loading={rows.isFetching}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.formatId === b.formatId}
        value={null}
        inputValue={search}
        onInputChange={(_, v) => setSearch(v)}
        onChange={(_, v) => {
          if (v && !picked.some((p) => p.formatId === v.formatId)) field.onChange([...picked, v]);
          setSearch('');
        }}
        renderInput={(params) => (
          <AutocompleteInput
            params={params}
            label={t('products')}
            placeholder={t('productsSearch')}
            size="small"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {picked.map((p) => (
          <Chip
            key={p.formatId}
            label={p.label}
            onDelete={() => field.onChange(picked.filter((x) => x.formatId !== p.formatId))}
          />
        ))}
      </Box>
    </Box>
  );
}
