import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useFormField } from '../../../components/form/index.ts';
import { clientPickerQuery } from '../api/opportunities.queries.ts';
import type { OpportunityFormValues, PickedClient } from '../logic/opportunity-form.ts';
import { useOpportunityLabels } from './labels.ts';

/** The client or prospect of an opportunity, found by typing (the clients API's accent-free search). */
export function ClientPicker({ control }: { control: Control<OpportunityFormValues, unknown, unknown> }) {
  const { t } = useOpportunityLabels();
  const { field, error: errorText } = useFormField(control, 'client');
  const value = field.value as PickedClient | null;
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(value && typed === value.name ? '' : typed.trim());
  const query = useQuery(clientPickerQuery(search));
  const found = query.data ?? [];
  const options: PickedClient[] = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete<PickedClient, false, false, false>
      options={options}
      value={value}
      loading={query.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('form.noClient')}
      onChange={(_, next) => field.onChange(next)}
      onInputChange={(_, text) => setTyped(text)}
      onBlur={field.onBlur}
      renderOption={(props, option) => {
        const city = found.find((c) => c.id === option.id)?.city;
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.name}
            {city ? ` · ${city}` : ''}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="client"
          inputRef={field.ref}
          label={t('form.client')}
          required
          error={Boolean(errorText)}
          helperText={errorText ?? t('form.clientHint')}
        />
      )}
    />
  );
}
