import type { BookAddress } from '@cuvee/contracts';
import type { AddressKind } from '@cuvee/domain/addresses/address-book';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type AddressFormValues, addressSummary, entryOf, NEW_ADDRESS } from '../logic/addresses.logic.ts';
import '../addresses.i18n.ts';

/**
 * 'Adresse enregistrée' (issue 24): the book's addresses of `kind` and 'Nouvelle adresse'. What
 * it shows is what the form holds: the entry whose place the fields are, else 'Nouvelle
 * adresse' (typing another street makes it new). Choosing answers the entry, or null for a new one.
 */
export function AddressChoice({
  book,
  kind,
  values,
  onChoose,
}: {
  book: readonly BookAddress[];
  kind: AddressKind;
  values: Partial<AddressFormValues>;
  onChoose(entry: BookAddress | null): void;
}) {
  const { t } = useTranslation('addresses');
  const entries = book.filter((entry) => entry.kind === kind);
  if (entries.length === 0) return null;
  return (
    <TextField
      select
      fullWidth
      label={t('choose')}
      value={entryOf(entries, kind, values)}
      onChange={(event) => onChoose(entries.find((entry) => entry.id === event.target.value) ?? null)}
      slotProps={{ htmlInput: { 'data-testid': `address-choice-${kind}` } }}
      sx={{ mb: 2 }}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.id} value={entry.id}>
          {addressSummary(entry.address)}
        </MenuItem>
      ))}
      <MenuItem value={NEW_ADDRESS}>{t('newAddress')}</MenuItem>
    </TextField>
  );
}
