import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorOf } from './form.messages.ts';

/**
 * A react-hook-form resolver for a zod schema that keeps each issue's message code on its
 * field error (the zod resolver of @hookform/resolvers keeps only the French text), so the
 * fields show it in the UI language (decision 0019). First issue of a field wins.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (!flat[path]) flat[path] = fieldErrorOf(issue);
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors<Input>, options) };
  };
}
