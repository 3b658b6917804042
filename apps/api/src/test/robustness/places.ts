import type { JsonSchema } from './openapi.ts';
import { mainBranch, typeOf } from './values.ts';

/** A place in a body: the keys and indexes leading to it, and its schema. */
export type Place = {
  at: (string | number)[];
  /** The schema of the place (a union's first branch that is not null). */
  schema: JsonSchema;
  required: boolean;
  /** The JSON types any branch of a union accepts ('number' for integers too). */
  accepts: string[];
};

const jsonTypes = (schema: JsonSchema): string[] =>
  (schema.anyOf ?? schema.oneOf ?? [schema]).map((b) => {
    const t = typeOf(b);
    return t === 'integer' ? 'number' : t;
  });

/** Each object, array and leaf of a body schema, parents first (docs/decisions/0026). */
export function places(
  schema: JsonSchema,
  at: (string | number)[] = [],
  required = true,
  depth = 0,
): Place[] {
  const s = mainBranch(schema);
  if (depth > 6) return [];
  const here = at.length ? [{ at, schema: s, required, accepts: jsonTypes(schema) }] : [];
  const type = typeOf(s);
  if (type === 'object') {
    const props = Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
      places(v, [...at, k], (s.required ?? []).includes(k), depth + 1),
    );
    const extra =
      typeof s.additionalProperties === 'object' && !s.properties
        ? places(s.additionalProperties, [...at, 'robustesse'], false, depth + 1)
        : [];
    return [...here, ...props, ...extra];
  }
  if (type === 'array' && s.items)
    return [...here, ...places(s.items, [...at, 0], (s.minItems ?? 0) > 0, depth + 1)];
  return here;
}

/** A free-text place (no format, pattern or list of values): any text passes its validation. */
export const freeText = (p: Place) => {
  const s = mainBranch(p.schema);
  return s.type === 'string' && !s.format && !s.pattern && !s.enum && s.const === undefined;
};

/** Where a NUL byte goes so that a body valid otherwise is refused after validation, or undefined. */
export function probePlace(
  schema: JsonSchema,
  body: unknown,
  skip: ReadonlySet<string> = new Set(),
): Place | undefined {
  return places(schema).find(
    (p) => freeText(p) && typeof valueAt(body, p.at) === 'string' && !skip.has(p.at.join('.')),
  );
}

/** A copy of `base` with `value` at `at` (`undefined` removes the key, or the array's item). */
export function withValue(base: unknown, at: readonly (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  if (Array.isArray(base)) {
    const copy = [...base];
    if (rest.length === 0 && value === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = withValue(copy[Number(head)], rest, value);
    return copy;
  }
  const copy = { ...(base as Record<string, unknown>) };
  if (rest.length === 0 && value === undefined) delete copy[head as string];
  else copy[head as string] = withValue(copy[head as string], rest, value);
  return copy;
}

/** The value at `at`, or undefined. */
export function valueAt(base: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    base,
  );
}
