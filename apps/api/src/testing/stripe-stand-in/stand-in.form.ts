/**
 * Stripe's form encoding, as its SDK writes it: `metadata[order_ref]=A`,
 * `payment_method_types[0]=card`, `expand[]=x` (qs's bracket style). Lists come back as
 * arrays, everything else as nested objects of strings.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function decodeForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    setAt(root, path, value);
  }
  return root;
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function setAt(root: Form, path: string[], value: string): void {
  let node: Record<string, FormValue> | FormValue[] = root;
  for (let i = 0; i < path.length; i++) {
    const part = path[i] as string;
    if (UNSAFE.has(part)) return;
    const slot: string | number = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
    const holder = node as Record<string | number, FormValue>;
    if (i === path.length - 1) {
      holder[slot] = value;
      return;
    }
    const existing = holder[slot];
    const child: FormValue =
      existing && typeof existing === 'object' ? existing : /^\d*$/.test(path[i + 1] as string) ? [] : {};
    holder[slot] = child;
    node = child as Record<string, FormValue> | FormValue[];
  }
}

/** A text field of a decoded form, or undefined. */
export function text(form: Form, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

/** A field holding string-to-string pairs (metadata). */
export function record(form: Form, key: string): Record<string, string> {
  const value = form[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** A list of strings (payment_method_types). */
export function list(form: Form, key: string): string[] | undefined {
  const value = form[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}
