import { type CodedMessage, translateMessage } from '@cuvee/contracts/validation/messages';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  useController,
  useFormContext,
} from 'react-hook-form';
import { useComponentsT } from '../components.translate.ts';
import { type CodedFieldError, errorText } from './form.messages.ts';

/** What every bound field of the kit takes: the form (or its context) and the field's name. */
export type BoundProps<T extends FieldValues> = {
  /** The form's control; without it, the enclosing FormProvider's. */
  control?: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
};

/** Binds a field by name and gives its error in the UI language (decision 0019). */
export function useFormField<T extends FieldValues>(
  control: Control<T, unknown, unknown> | undefined,
  name: FieldPath<T>,
) {
  const context = useFormContext<T>();
  const { field, fieldState } = useController<T, FieldPath<T>>({
    control: (control ?? context?.control) as Control<T>,
    name,
  });
  const { lang } = useComponentsT();
  const error = errorText(fieldState.error as CodedFieldError | undefined, lang);
  return { field, error };
}

/**
 * For a field drawn by hand (a Controller with its own input): its error, or a message the
 * caller checked itself, as text in the UI language.
 */
export function useErrorText() {
  const { lang } = useComponentsT();
  return (error: CodedFieldError | { message?: string } | CodedMessage | undefined) =>
    error && 'code' in error && typeof error.code === 'string' && !('type' in error)
      ? translateMessage(error as CodedMessage, lang)
      : errorText(error as CodedFieldError | undefined, lang);
}
