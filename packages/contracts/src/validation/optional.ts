import { z } from 'zod';

/** True for the values a cleared form field or a JSON body uses for "nothing": '', blanks, null, undefined. */
export function isBlank(value: unknown): value is '' | null | undefined {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Makes a field schema optional the way forms need it: '', whitespace-only and null all
 * become undefined (so an emptied input is not validated), anything else goes through
 * `schema`. The object key becomes optional too.
 */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: z.input<T> | '' | null | undefined) => (isBlank(value) ? undefined : value),
    schema.optional(),
  );
}
