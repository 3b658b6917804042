import type { z } from 'zod';
import { type MessageCode, MSG, MSG_EN } from './messages.texts.ts';

// How a validation message travels (decision 0019): a code and its parameters on the zod issue,
// the French text as the API's answer, either language rendered from the tables of
// messages.texts.ts.
export { type MessageCode, MSG, MSG_EN };

export type ValidationLang = 'fr' | 'en';
export type MessageParams = Readonly<Record<string, string | number>>;

/** A validation message as data: what a zod issue carries in `params`, what the web shows. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

export const MESSAGES: Readonly<Record<ValidationLang, Readonly<Record<MessageCode, string>>>> = {
  fr: MSG,
  en: MSG_EN,
};

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MSG, code);
}

/** The text of a code in a language, its `{name}` parameters filled in. */
export function renderMessage(message: CodedMessage, lang: ValidationLang): string {
  const template = MESSAGES[lang][message.code];
  const params = message.params;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The French text of a code (what the API answers). */
export function frenchMessage(code: MessageCode, params?: MessageParams): string {
  return renderMessage({ code, params }, 'fr');
}

type IssueLike = { params?: Record<string, unknown> };

/**
 * A schema's error option for a code: the issue gets the French text as its message and
 * `{ code, params }` in its `params`. (zod reads the message before it copies the raw issue
 * into the final one, so what is set on `issue.params` here is kept; a unit test holds it.)
 */
export function msg(code: MessageCode, params?: MessageParams) {
  return { error: (issue: object) => codeIssue(issue, code, params) };
}

/** Sets the code on an issue being reported and answers its French text. */
export function codeIssue(issue: object, code: MessageCode, params?: MessageParams): string {
  const raw = issue as IssueLike;
  raw.params = { ...raw.params, code, ...(params ? { params } : {}) };
  return frenchMessage(code, params);
}

/** What `ctx.addIssue` needs for a coded custom issue (message and params). */
export function customIssue(code: MessageCode, params?: MessageParams) {
  return {
    code: 'custom' as const,
    message: frenchMessage(code, params),
    params: { code, ...(params ? { params } : {}) },
  };
}

/**
 * The coded message of a zod issue: the code a schema set, or, for a rule stated without a
 * text of its own (bounds, types), the generic code of that rule.
 */
export function codedMessageOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): CodedMessage {
  const params = (issue as IssueLike).params;
  if (params && isMessageCode(params.code)) {
    const values = params.params as MessageParams | undefined;
    return values ? { code: params.code, params: values } : { code: params.code };
  }
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'tooLong', params: { max } };
      if (issue.origin === 'array') return { code: 'tooManyItems', params: { max } };
      return { code: 'tooBig', params: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { code: 'tooShort', params: { min } };
      if (issue.origin === 'array') return { code: 'tooFewItems', params: { min } };
      if (!issue.inclusive && min === 0) return { code: 'positive' };
      return { code: 'tooSmall', params: { min } };
    }
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { code: 'required' } : { code: 'number' };
    default:
      return { code: 'invalid' };
  }
}

const codeByFrench = new Map<string, MessageCode>(
  (Object.entries(MSG) as [MessageCode, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([code, text]) => [text, code]),
);

/**
 * A French message the API sent (a snackbar, a field message of a 400 answer) as a coded
 * message, when it is one of the table's texts without parameters. The API speaks French
 * only (spec); this reverse index is built from the same table, so it cannot drift from it.
 */
export function codedMessageFromFrench(message: string): CodedMessage | undefined {
  const code = codeByFrench.get(message);
  return code ? { code } : undefined;
}

/**
 * Shows a message in the UI language: a coded message by its code; a French text from the
 * API through codedMessageFromFrench. Unknown texts pass through unchanged.
 */
export function translateMessage(message: string | CodedMessage, lang: ValidationLang): string {
  if (typeof message !== 'string') return renderMessage(message, lang);
  if (lang === 'fr') return message;
  const coded = codedMessageFromFrench(message);
  return coded ? renderMessage(coded, lang) : message;
}
