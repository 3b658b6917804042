import type { z } from 'zod';
import { type CodedFieldError, fieldErrorOf } from '../../../components/form/form.messages.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** A refusal to show at a form field: the field's path and its error (coded, or the API's French text). */
export type FieldIssue = { field: string; error: CodedFieldError };

/** The schema's issues of a body, each at the form field `fieldOf` names (none: not a field's). */
export function schemaIssues(
  error: z.ZodError,
  fieldOf: (path: readonly (string | number)[]) => string | null,
): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const field = fieldOf(issue.path as (string | number)[]);
    return field ? [{ field, error: fieldErrorOf(issue) }] : [];
  });
}

/**
 * The API's refusals of a body (400: one 'path : message' line per field), each at the form field
 * `fieldOf` names; a refusal that names no field stays the snackbar's.
 */
export function serverIssues(
  error: unknown,
  fieldOf: (path: readonly (string | number)[]) => string | null,
): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.messages.flatMap((line) => {
    const match = /^([A-Za-z0-9_.-]+) : (.+)$/s.exec(line);
    if (!match) return [];
    const field = fieldOf(match[1]!.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
    return field ? [{ field, error: { type: 'server', message: match[2]! } }] : [];
  });
}
