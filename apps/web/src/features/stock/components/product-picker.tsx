import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { AutocompleteInput } from '../../../components/form/autocomplete-input.tsx';
import { productPickerQuery } from '../api/stock.queries.ts';

export type PickedProduct = { id: string; name: string };

/** A product chosen by typing its name (the shop's catalogue, searched on the server). */
export function ProductPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  size,
  inputRef,
  testId,
}: {
  label: string;
  value: PickedProduct | null;
  onChange(product: PickedProduct | null): void;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  inputRef?: React.Ref<HTMLInputElement>;
  testId?: string;
}) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const query = useQuery(productPickerQuery(value && typed === value.name ? '' : search));
  const options: PickedProduct[] = (query.data ?? []).map((p) => ({
    id: p.id,
    name: p.precision ? `${p.name} ${p.precision}` : p.name,
  }));
  return (
    <Autocomplete<PickedProduct, false, false, false>
      size={size}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      loading={query.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, text) => setTyped(text)}
      data-testid={testId}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          label={label}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    />
  );
}
