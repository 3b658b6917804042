import {
  type CodedMessage,
  codedMessageOf,
  translateMessage,
  type ValidationLang,
} from '@cuvee/contracts/validation/messages';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';

/** A field error of the kit: react-hook-form's, with the coded message of its zod issue. */
export type CodedFieldError = FieldError & { coded?: CodedMessage };

/** The field error of an issue: its French text for tools, its code for the screen. */
export function fieldErrorOf(issue: z.core.$ZodIssue): CodedFieldError {
  return { type: issue.code, message: issue.message, coded: codedMessageOf(issue) };
}

/**
 * What a field shows for its error, in the UI language: by code when the error came from a
 * schema (decision 0019); a French text set by hand (an API answer put on its field) through
 * the same table.
 */
export function errorText(
  error: CodedFieldError | { message?: string } | undefined,
  lang: ValidationLang,
): string | undefined {
  if (!error) return undefined;
  if ('coded' in error && error.coded) return translateMessage(error.coded, lang);
  return error.message ? translateMessage(error.message, lang) : undefined;
}
