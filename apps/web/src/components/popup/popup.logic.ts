import { emailRecipientsSchema, MSG } from '@cuvee/contracts';
import type { PopupField, PopupOptions, PopupResult, PopupValue } from './popup.store.ts';

/** Result key of the text field added for `requireMatch` when the popup has none. */
export const MATCH_FIELD_NAME = 'confirmation';

function isTextual(field: PopupField): boolean {
  return field.type === 'text' || field.type === 'textarea';
}

/** The fields shown: the given ones, plus a text field when `requireMatch` needs one (its label is set by the host). */
export function popupFields(options: PopupOptions): PopupField[] {
  const fields = options.fields ?? [];
  if (options.requireMatch === undefined || fields.some(isTextual)) return fields;
  return [...fields, { type: 'text', name: MATCH_FIELD_NAME, label: '', required: true }];
}

/** The field whose text must equal `requireMatch`. */
export function matchFieldName(fields: PopupField[]): string | undefined {
  return fields.find(isTextual)?.name;
}

export function initialValue(field: PopupField): PopupValue {
  switch (field.type) {
    case 'checkbox':
      return field.defaultValue ?? false;
    case 'date':
      return field.defaultValue ?? null;
    case 'emails':
      return field.defaultValue ?? [];
    default:
      return field.defaultValue ?? '';
  }
}

export function initialValues(fields: PopupField[]): PopupResult {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field)]));
}

function isEmpty(value: PopupValue | undefined): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || value === false;
}

/** Whether Validate is enabled (requireMatch, disableWhenEmpty). Required fields are checked on validate. */
export function canValidate(options: PopupOptions, fields: PopupField[], values: PopupResult): boolean {
  if (options.requireMatch !== undefined) {
    const name = matchFieldName(fields);
    const typed = name === undefined ? '' : values[name];
    if (typeof typed !== 'string' || typed.trim() !== options.requireMatch.trim()) return false;
  }
  if (options.disableWhenEmpty) {
    return fields.every((field) => field.type === 'checkbox' || !isEmpty(values[field.name]));
  }
  return true;
}

/** The French message of each refused field, by name; {} when everything is accepted. */
export function validateValues(fields: PopupField[], values: PopupResult): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? initialValue(field);
    let message: string | undefined;
    if (field.type === 'emails') {
      if (field.required !== false || !isEmpty(value)) {
        const parsed = emailRecipientsSchema.safeParse(value);
        message = parsed.success
          ? undefined
          : (parsed.error.issues[0]?.message ?? MSG.emailRecipientsRequired);
      }
    } else if (field.required && isEmpty(value)) {
      message = MSG.required;
    }
    message ??= field.validate?.(value);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The values handed to the caller: single-line texts trimmed. */
export function popupResult(fields: PopupField[], values: PopupResult): PopupResult {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? initialValue(field);
      return [field.name, field.type === 'text' && typeof value === 'string' ? value.trim() : value];
    }),
  );
}
