import type { FieldIssue } from './messages.ts';
import { splitServerMessage } from './messages.ts';
import { formPathOf } from './product-form.validate.ts';
import type { ProductFormValues } from './product-form.values.ts';

/**
 * The fields an API refusal points at: a 400 answers 'path : message' lines; a 409 names
 * the EAN another product already uses. Messages that name no field stay in the snackbar.
 */
export function serverFieldIssues(
  status: number,
  messages: readonly string[],
  message: string,
  values: ProductFormValues,
): FieldIssue[] {
  if (status === 400) {
    return messages.flatMap((line) => {
      const split = splitServerMessage(line);
      return split ? [{ path: formPathOf(split.path.split('.'), values), message: split.message }] : [];
    });
  }
  if (status === 409) {
    const ean = /\b(\d{8,14})\b/.exec(message)?.[1];
    const index = ean ? values.formats.findIndex((f) => f.ean.trim() === ean) : -1;
    return index >= 0 ? [{ path: `formats.${index}.ean`, message }] : [];
  }
  return [];
}
