import type { JsonSchema } from './openapi.ts';

/**
 * Values the generator builds from a schema (docs/decisions/0026): a plausible valid one for
 * each place, so that one bad value at a time reaches the check that owns it, and the bad ones.
 */

/** The schema a value must match first: the first non-null branch of a union. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return mainBranch(branches.find((b) => b.type !== 'null') ?? branches[0] ?? {});
  if (schema.allOf?.length) return mainBranch(Object.assign({}, ...schema.allOf) as JsonSchema);
  return schema;
}

export const typeOf = (schema: JsonSchema): string => {
  const s = mainBranch(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'string';
  if (s.type) return s.type;
  if (s.properties || s.additionalProperties) return 'object';
  if (s.items) return 'array';
  if (s.enum?.length) return typeof s.enum[0];
  if (s.const !== undefined) return typeof s.const;
  return 'unknown';
};

export const SAMPLE_UUID = '0190f0a0-0000-7000-8000-000000000001';
const PATTERN_SAMPLES: [RegExp, string][] = [
  [/^\^#\[0-9a-fA-F\]\{6\}\$$/, '#7a1f3d'],
  [/^\^\\d\{(\d+)\}\$$/, '12345678901234'],
];

/** Plausible text for fields whose rule a JSON schema does not tell (a refinement), by name. */
const BY_NAME: Record<string, string> = {
  email: 'robustesse@cuvee.demo',
  phone: '+33612345678',
  country: 'FR',
  zipcode: '75001',
  password: 'Robustesse-2026',
  newpassword: 'Robustesse-2026',
  username: 'robustesse',
  website: 'https://cuvee.demo',
  lang: 'fr',
  firstname: 'Camille',
  lastname: 'Robuste',
};

function sampleString(s: JsonSchema, name: string): string {
  const hint = BY_NAME[name.toLowerCase()];
  if (hint !== undefined && !s.enum && (s.maxLength ?? Infinity) >= hint.length) return hint;
  if (s.format === 'uuid') return SAMPLE_UUID;
  if (s.format === 'email') return 'robustesse@cuvee.demo';
  if (s.format === 'date-time') return '2030-01-15T10:00:00.000Z';
  if (s.format === 'date') return '2030-01-15';
  if (s.format === 'uri' || s.format === 'url') return 'https://cuvee.demo/a.png';
  if (s.pattern) {
    const digits = /^\^\\d\{(\d+)\}\$$/.exec(s.pattern);
    if (digits) return '1'.repeat(Number(digits[1]));
    const known = PATTERN_SAMPLES.find(([p]) => p.test(s.pattern ?? ''));
    if (known) return known[1];
  }
  const length = Math.max(s.minLength ?? 1, Math.min(s.maxLength ?? 8, 8));
  return 'vin'.padEnd(length, 'x').slice(0, Math.max(length, 1));
}

/** A value the schema accepts, as far as a JSON schema tells (refinements are not in it). */
export function sample(schema: JsonSchema, depth = 0, name = ''): unknown {
  const s = mainBranch(schema);
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined && typeOf(s) !== 'object') return s.default;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s, name);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array': {
      if (depth > 6) return [];
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => sample(s.items ?? {}, depth + 1));
    }
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sample(prop, depth + 1, key);
      if (typeof s.additionalProperties === 'object' && !s.properties) {
        out.robustesse = sample(s.additionalProperties, depth + 1);
      }
      return out;
    }
    default:
      return 'x';
  }
}

/** Text no field may hold: NUL, a lone surrogate each way. */
export const NUL = 'a\u0000b';
export const LONE_HIGH = 'a\ud800b';
export const LONE_LOW = '\udc00';
/** Longer than the field allows, or very long where it says nothing. */
export const tooLong = (s: JsonSchema) => 'é'.repeat(s.maxLength !== undefined ? s.maxLength + 1 : 100_000);
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'] as const;

/** Values of the wrong type for the place, then out of its range. */
export function wrongValues(schema: JsonSchema): unknown[] {
  const s = mainBranch(schema);
  switch (typeOf(s)) {
    case 'string':
      return [
        123,
        { robustesse: true },
        ...(s.enum ? ['valeur-inconnue'] : []),
        ...(s.format === 'uuid' ? ['pas-un-uuid'] : []),
        ...(s.format === 'date-time' || s.format === 'date'
          ? ['2030-13-45T99:99:99Z', '+275760-09-13T00:00:00.001Z']
          : []),
        ...(s.minLength ? [''] : []),
      ];
    case 'integer':
    case 'number':
      return [
        '12',
        s.minimum !== undefined ? s.minimum - 1 : -1e308,
        s.maximum !== undefined ? s.maximum + 1 : 1e308,
        ...(typeOf(s) === 'integer' ? [0.5, 2 ** 53 + 2] : []),
      ];
    case 'boolean':
      return ['true', 1];
    case 'array':
      return [{ 0: 'x' }, 'x', ...(s.maxItems !== undefined ? [maxPlusOne(s)] : [])];
    case 'object':
      return [['x'], 'x', 42];
    default:
      return [];
  }
}

function maxPlusOne(s: JsonSchema): unknown[] {
  const item = sample(s.items ?? {});
  return Array.from({ length: (s.maxItems ?? 0) + 1 }, () => item);
}

/** A value nested `levels` deep: objects in objects, or arrays in arrays. */
export function nested(levels: number, kind: 'object' | 'array'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}
