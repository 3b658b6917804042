import {
  type CodedMessage,
  frenchMessage,
  type MessageCode,
  type MessageParams,
  translateMessage,
} from '@cuvee/contracts';

export type Lang = 'fr' | 'en';

/**
 * A field to correct: its form path, the French text (what tests and tools read) and, for a
 * rule checked here, its coded message, which the screen shows in the UI language
 * (decision 0019). API answers carry only the French text.
 */
export type FieldIssue = { path: string; message: string; coded?: CodedMessage };

/** A field issue for a message code. */
export function issueAt(path: string, code: MessageCode, params?: MessageParams): FieldIssue {
  return { path, message: frenchMessage(code, params), coded: params ? { code, params } : { code } };
}

/** What the screen shows for an issue, in the UI language. */
export function issueText(issue: FieldIssue | undefined, lang: Lang): string | undefined {
  return issue ? translateMessage(issue.coded ?? issue.message, lang) : undefined;
}

/**
 * The API answers validation errors as 'formats.0.ean : message' (one per field): the
 * field path and its message, or null for a message that names no field.
 */
export function splitServerMessage(line: string): { path: string; message: string } | null {
  const match = /^([A-Za-z0-9_.-]+) : (.+)$/s.exec(line);
  if (!match) return null;
  return { path: match[1]!, message: match[2]! };
}
