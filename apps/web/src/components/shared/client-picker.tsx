import type { ClientListRow } from '@cuvee/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientSearchQuery } from '../../lib/client-search.ts';
import { AutocompleteInput } from '../form/autocomplete-input.tsx';

/*
 * A client chosen by typing part of their name (GET /v1/clients?q=…, the caller's visible
 * clients only): shared by the features that enter something for a client (orders, invoices).
 */

type Props = {
  value: ClientListRow | null;
  onChange: (client: ClientListRow | null) => void;
  label: string;
  noOptionsText: string;
  error?: boolean;
  helperText?: string;
};

export function ClientPicker({ value, onChange, label, noOptionsText, error, helperText }: Props) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  // The list is asked once the typing pauses, not at each key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useQuery(clientSearchQuery(q));
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={query.data?.clients ?? []}
      loading={query.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(c) => (c.city ? `${c.displayName} — ${c.city}` : c.displayName)}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <AutocompleteInput params={params} label={label} error={error} helperText={helperText} />
      )}
    />
  );
}
