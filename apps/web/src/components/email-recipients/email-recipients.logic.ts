import { addRecipient, MSG } from '@cuvee/contracts';

const SEPARATOR = /[\s,;]+/;

/** 'Jean Dupont <jean@exemple.fr>' (as mail clients copy it) → 'jean@exemple.fr'. */
function unwrapNamedAddresses(text: string): string {
  return text.replace(/[^,;<>\n]*<([^<>\s]+@[^<>\s]+)>/g, ' $1 ');
}

export type TypedRecipients = {
  /** The list with every valid new address added (same object when nothing was added). */
  list: string[];
  /** What stays in the input: invalid addresses and the one still being typed. */
  rest: string;
  /** MSG.email when an address was invalid. */
  error?: string;
};

/**
 * Adds the addresses of a typed or pasted text through `addRecipient` (valid, lower-cased,
 * no duplicates). Addresses are separated by spaces, commas or semicolons. While typing
 * (`final` false) the last word is still being typed unless a separator follows it; on
 * Enter, Tab or blur (`final` true) every word counts.
 */
export function addTypedRecipients(list: string[], text: string, final: boolean): TypedRecipients {
  const unwrapped = unwrapNamedAddresses(text);
  const words = unwrapped.split(SEPARATOR).filter((word) => word !== '');
  const endsWithSeparator = SEPARATOR.test(unwrapped.slice(-1));
  if (!final && (words.length === 0 || (words.length === 1 && !endsWithSeparator))) {
    return { list, rest: text };
  }
  const complete = final || endsWithSeparator ? words : words.slice(0, -1);
  const typing = final || endsWithSeparator ? '' : (words.at(-1) ?? '');
  let next = list;
  const invalid: string[] = [];
  for (const word of complete) {
    const result = addRecipient(next, word);
    if (result.error) invalid.push(word);
    next = result.list;
  }
  const rest = [...invalid, typing].filter((word) => word !== '').join(' ');
  return invalid.length > 0 ? { list: next, rest, error: MSG.email } : { list: next, rest };
}

/** The list without the address at `index`. */
export function removeRecipient(list: string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}
