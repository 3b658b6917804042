import type { FieldValues } from 'react-hook-form';
import { type DateFieldProps, DateField as DateInput } from '../date-field/date-field.tsx';
import {
  EmailRecipientsInput,
  type EmailRecipientsInputProps,
} from '../email-recipients/email-recipients-input.tsx';
import { type BoundProps, useFormField } from './use-form-field.ts';

// The shared date and recipients inputs, bound to the form by name. Their own file: the
// date pickers weigh, and a form without dates does not load them.

/** A day (or a month) as a Date at midnight UTC, or null; DD/MM/YYYY with a calendar. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  ...rest
}: Omit<BoundProps<T>, 'label' | 'helperText'> & { label: string } & Pick<
    DateFieldProps,
    'mode' | 'minDate' | 'maxDate' | 'required'
  >) {
  const { field, error } = useFormField(control, name);
  return (
    <DateInput
      {...rest}
      name={field.name}
      label={label}
      value={(field.value as Date | null | undefined) ?? null}
      onChange={(date) => {
        field.onChange(date);
        field.onBlur();
      }}
      error={error}
      disabled={disabled}
    />
  );
}

/** A list of e-mail addresses as chips (Enter, Tab, comma or paste adds; invalid ones stay typed). */
export function EmailRecipientsField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  ...rest
}: Omit<BoundProps<T>, 'label' | 'helperText'> & { label?: string } & Pick<
    EmailRecipientsInputProps,
    'suggestions' | 'required' | 'autoFocus'
  >) {
  const { field, error } = useFormField(control, name);
  return (
    <EmailRecipientsInput
      {...rest}
      name={field.name}
      label={label}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={error}
      disabled={disabled}
    />
  );
}
