// The form kit (decision 0019): fields bound by name to a react-hook-form form, checked by a
// zod schema of contracts, errors shown by message code in the UI language. The date and
// recipients fields live in picker-fields.tsx (import it directly: the pickers weigh), the
// login's light variant in light-field.tsx.
export { ChipsField, SuggestField } from './choice-fields.tsx';
export { centsToInput, parseEuros, positiveCents } from './euros.logic.ts';
export { type CodedFieldError, errorText } from './form.messages.ts';
export { formResolver } from './form.resolver.ts';
export { DecimalField, EurosField, NumberField } from './number-fields.tsx';
export { SaveBar, type SaveBarProps } from './save-bar.tsx';
export { SelectField, type SelectOption } from './select-field.tsx';
export { StateField } from './state-field.tsx';
export { CheckboxField, SwitchField } from './switch-field.tsx';
export { type InputProps, TextField } from './text-field.tsx';
export { type BoundProps, useErrorText, useFormField } from './use-form-field.ts';
