import { type BookAddress, BookAddressInput } from '@cuvee/contracts';
import { ADDRESS_KINDS, type AddressKind } from '@cuvee/domain/addresses/address-book';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, formResolver, SelectField } from '../../../components/form/index.ts';
import { useSaveAddress } from '../api/addresses.queries.ts';
import { type AddressFormValues, blankAddress, formAddressOf } from '../logic/addresses.logic.ts';
import { AddressFields } from './address-fields.tsx';
import '../addresses.i18n.ts';

type Values = { kind: AddressKind; address: AddressFormValues; isDefault: boolean };

/** Adds an address to the book (`entry` null) or changes one, in a dialog (full screen on phones). */
export function AddressDialog({
  entry,
  kind,
  names,
  onClose,
}: {
  entry: BookAddress | null;
  /** The kind a new address starts with. */
  kind: AddressKind;
  /** The account's names, a new address's first guess. */
  names: { firstname: string; lastname: string };
  onClose(): void;
}) {
  const { t } = useTranslation('addresses');
  const fullScreen = useMediaQuery('(max-width:600px)');
  const save = useSaveAddress();
  const form = useForm<Values>({
    resolver: formResolver(BookAddressInput as never),
    defaultValues: {
      kind: entry?.kind ?? kind,
      address: entry ? formAddressOf(entry.address) : blankAddress(names),
      isDefault: entry?.isDefault ?? false,
    },
  });
  const control = form.control as Control<Values, unknown, unknown>;
  const submit = form.handleSubmit(async (values) => {
    const body = values as unknown as BookAddressInput;
    // The API's own message ('Adresse ajoutée à votre carnet') is the snackbar the app shows.
    const saved = await save.mutateAsync({ id: entry?.id ?? null, body }).catch(() => null);
    if (saved) onClose();
  });
  const titleId = 'address-dialog-title';
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{entry ? t('editTitle') : t('addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <SelectField
            control={control}
            name="kind"
            label={t('kind')}
            options={ADDRESS_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            fullWidth
          />
          <AddressFields control={control} prefix="address" />
          <CheckboxField control={control} name="isDefault" label={t('defaultField')} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
