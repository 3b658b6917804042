import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * The input an MUI Autocomplete draws (its `renderInput`): the kit's outlined field, its label
 * naming the combobox, its help or error under it. The choice itself is held by the caller
 * (a picker picks a row, not a form value), so it is not bound by name.
 */
export function AutocompleteInput({
  params,
  ...props
}: { params: AutocompleteRenderInputParams } & Pick<
  TextFieldProps,
  'label' | 'placeholder' | 'error' | 'helperText' | 'size' | 'autoFocus' | 'sx' | 'inputRef'
> & { shrinkLabel?: boolean }) {
  const { shrinkLabel, ...rest } = props;
  return (
    <MuiTextField
      {...params}
      {...rest}
      slotProps={{
        ...params.slotProps,
        ...(shrinkLabel ? { inputLabel: { ...params.slotProps?.inputLabel, shrink: true } } : {}),
      }}
    />
  );
}
