import type { JsonSchema, Operation } from './openapi.ts';
import { type Place, places, probePlace, valueAt, withValue } from './places.ts';
import {
  LONE_HIGH,
  LONE_LOW,
  mainBranch,
  NUL,
  nested,
  PROTOTYPE_KEYS,
  sample,
  tooLong,
  typeOf,
  wrongValues,
} from './values.ts';

/** One request of the suite, short of its caller (docs/decisions/0026). */
export type Case = {
  label: string;
  /** Path segments as sent (percent-encoded), by parameter name. */
  path: Record<string, string>;
  /** The query string as sent, without `?`. */
  query: string;
  headers: Record<string, string>;
  /** The body as sent, with its content type. */
  body?: { contentType: string; payload: string | Buffer };
  /**
   * A body field's bad value is only sent as the callers access lets through: access is decided
   * before the body is validated, so for the others it would test the same refusal again.
   */
  admittedOnly?: boolean;
};

/** Real values of a path parameter from the demo (a shop's id, a product's), by name. */
export type RealValues = (op: Operation, param: string) => string[];

/** Beyond one bad value per place (and the path, query and transport cases): at most this many more. */
export const MAX_EXTRA_CASES = 24;
const SEED = 20_261_124;

/** Bad path values, as sent: not an id, NUL, invalid UTF-8 (a lone surrogate), too long, traversal. */
const BAD_PATH = [
  'pas-un-uuid',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e999',
  '__proto__',
  'constructor',
];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

/** A query value as a URL carries it; a lone surrogate is sent as its (invalid) UTF-8 bytes. */
function encodeQueryValue(value: string): string {
  return [...value].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

const MAY_PASS = new Set(['clés prototype', 'imbrication profonde', 'type ""']);
const protoKeys = Object.fromEntries(PROTOTYPE_KEYS.slice(1).map((k) => [k, NUL]));

/** The cases of one place in the body: each bad value the place's type calls for, first the likeliest. */
function placeCases(skeleton: unknown, place: Place, probe: Place | undefined) {
  const name = place.at.join('.');
  const type = typeOf(place.schema);
  const values: [string, unknown][] = [];
  if (type === 'string') {
    // Where the schema states no bound, the long text comes first: it is the likelier fault
    // (a NUL is refused for every field at once by the input-text check).
    const long: [string, unknown] = ['trop long', tooLong(place.schema)];
    const unbounded = place.schema.maxLength === undefined && !place.schema.enum && !place.schema.format;
    if (unbounded) values.push(long);
    values.push(['NUL', NUL], ['surrogate', LONE_HIGH], ['surrogate bas', LONE_LOW]);
    if (!unbounded) values.push(long);
  }
  if (type === 'object') {
    const record = typeof place.schema.additionalProperties === 'object' && !place.schema.properties;
    const item = record ? sample(place.schema.additionalProperties as JsonSchema) : 1;
    // A record's keys are data: each name every object inherits, with a valid value.
    if (record) for (const key of PROTOTYPE_KEYS.slice(1)) values.push([`clé ${key}`, { [key]: item }]);
    else values.push(['clés prototype', { ...(valueAt(skeleton, place.at) as object), ...protoKeys }]);
    values.push(['imbrication profonde', JSON.parse(nested(2_000, 'object'))]);
  }
  if (type === 'array') values.push(['imbrication profonde', JSON.parse(nested(2_000, 'array'))]);
  // A value of any shape (an opaque one): only what no field may hold.
  if (type === 'unknown')
    values.push(['NUL', NUL], ['imbrication profonde', JSON.parse(nested(2_000, 'object'))]);
  // A value of a type another branch of a union accepts is not a wrong type there.
  const jsonType = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  const wrongs = wrongValues(place.schema).filter(
    (v) =>
      jsonType(v) === typeOf(place.schema).replace('integer', 'number') ||
      !place.accepts.includes(jsonType(v)),
  );
  for (const wrong of wrongs) values.push([`type ${JSON.stringify(wrong).slice(0, 30)}`, wrong]);
  return values.map(([what, value]) => {
    const body = withValue(skeleton, place.at, value);
    // Values validation may accept (unknown keys of a plain object are dropped, a blank
    // optional text is absent): a NUL elsewhere keeps the request refused, so only a crash on
    // the value itself would show.
    const refused =
      MAY_PASS.has(what) && probe && probe.at.join('.') !== name ? withValue(body, probe.at, NUL) : body;
    return { label: `body.${name}: ${what}`, body: refused };
  });
}

const json = (payload: string) => ({ contentType: 'application/json', payload });

function multipart(fileContent: string): { contentType: string; payload: Buffer } {
  const boundary = 'robustesse';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${fileContent}\r\n--${boundary}--\r\n`,
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

/** Bodies every operation that takes one is sent: not JSON, not this media type, poisoned keys. */
function transportBodies(op: Operation): { label: string; body: Case['body'] }[] {
  const always = [
    { label: 'JSON mal formé', body: json('{"a": ') },
    { label: 'XML', body: { contentType: 'application/xml', payload: '<a/>' } },
    { label: 'multipart, fichier vide', body: multipart('') },
    { label: 'multipart, pas une image', body: multipart('pas une image') },
    { label: 'clé __proto__', body: json('{"__proto__":{"isAdmin":true}}') },
    { label: 'constructor.prototype', body: json('{"constructor":{"prototype":{"isAdmin":true}}}') },
  ];
  if (!op.body) return always;
  return [
    ...always,
    { label: 'texte brut', body: { contentType: 'text/plain', payload: 'robustesse' } },
    { label: 'tableau', body: json('[]') },
    { label: 'null', body: json('null') },
    { label: 'chaîne', body: json('"robustesse"') },
    { label: 'objet vide', body: json('{}') },
    { label: 'imbrication profonde (tableaux)', body: json(nested(10_000, 'array')) },
    { label: 'imbrication profonde (objets)', body: json(nested(5_000, 'object')) },
  ];
}

/** Bad values of a query parameter, encoded as sent. */
function queryValues(schema: JsonSchema): [string, string][] {
  const wrong = wrongValues(schema)
    .filter((v) => typeof v !== 'object')
    .map((v) => [`type ${String(v).slice(0, 20)}`, encodeQueryValue(String(v))] as [string, string]);
  return [
    ['NUL', '%00'],
    ['surrogate', '%ED%A0%80'],
    ['surrogate échappé', encodeQueryValue(LONE_HIGH)],
    ['trop long', encodeQueryValue(tooLong({ ...schema, maxLength: mainBranch(schema).maxLength ?? 9_999 }))],
    ...wrong,
  ];
}

/**
 * The request every case starts from: real values in the path (else a sample), and each
 * required query parameter with a valid value, so that a case's one bad value is what is refused.
 */
export function baseOf(
  op: Operation,
  real: RealValues,
): { path: Record<string, string>; query: Map<string, string> } {
  const path = Object.fromEntries(
    op.pathParams.map((p) => [p.name, real(op, p.name)[0] ?? encodeURIComponent(String(sample(p.schema)))]),
  );
  const query = new Map(
    op.queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, real(op, p.name)[0] ?? encodeQueryValue(String(sample(p.schema, 0, p.name)))]),
  );
  return { path, query };
}

/**
 * The cases of an operation: every path parameter's bad values, every query parameter's, the
 * transport bodies, the first bad value of every body place, then MAX_EXTRA_CASES of the other
 * bad values in a seeded order.
 */
export function casesFor(
  op: Operation,
  real: RealValues,
  skeleton: unknown = op.body ? sample(op.body) : undefined,
): Case[] {
  const { path: realPath, query: baseQuery } = baseOf(op, real);
  const queryWith = (name: string, value: string) =>
    [...new Map([...baseQuery, [name, value]])].map(([k, v]) => `${k}=${v}`).join('&');
  const base = (label: string, extra: Partial<Case> = {}): Case => ({
    label,
    path: realPath,
    query: [...baseQuery].map(([k, v]) => `${k}=${v}`).join('&'),
    headers: {},
    ...extra,
  });
  const first: Case[] = [];
  const rest: Case[] = [];
  const sendsBody = op.method !== 'GET';
  // Beside a bad path or query value, the body holds a NUL too: refused whatever the value does.
  const probe = op.body ? probePlace(op.body, skeleton) : undefined;
  const guarded = probe ? withValue(skeleton, probe.at, NUL) : skeleton;
  const skeletonBody = guarded === undefined ? undefined : json(JSON.stringify(guarded));
  // Whether a case whose bad value the route may accept still changes nothing.
  const safe = !sendsBody || probe !== undefined;

  for (const param of op.pathParams) {
    const goods = op.method === 'GET' ? real(op, param.name) : [];
    for (const good of goods)
      first.push(
        base(`${param.name} réel ${good.slice(0, 12)}`, { path: { ...realPath, [param.name]: good } }),
      );
    for (const bad of BAD_PATH) {
      // A valid id that names nothing, or a name, on a write with no body to hold a NUL: never.
      if (!safe && /^(0{8}-|__proto__|constructor)/.test(bad)) continue;
      first.push(
        base(`path ${param.name}=${bad.slice(0, 24)}`, {
          path: { ...realPath, [param.name]: bad },
          body: skeletonBody,
        }),
      );
    }
  }
  for (const param of op.queryParams) {
    for (const [what, value] of queryValues(param.schema)) {
      first.push(
        base(`query ${param.name}: ${what}`, { query: queryWith(param.name, value), body: skeletonBody }),
      );
    }
    first.push(
      base(`query ${param.name} répété`, {
        query: `${queryWith(param.name, 'a')}&${param.name}=b`,
        body: skeletonBody,
      }),
    );
    const object = '%7B%22%24gt%22%3A%22%22%7D';
    if (safe)
      first.push(
        base(`query ${param.name}: objet`, { query: queryWith(param.name, object), body: skeletonBody }),
      );
  }
  if (safe) {
    const protoQuery = [base('').query, ...PROTOTYPE_KEYS.map((k) => `${k}=x`)].filter(Boolean).join('&');
    first.push(base('query: clés prototype', { query: protoQuery, body: skeletonBody }));
    first.push(
      base('en-tête X-Shop-Id invalide', { headers: { 'x-shop-id': 'pas-un-uuid' }, body: skeletonBody }),
    );
  }
  if (sendsBody) for (const t of transportBodies(op)) first.push(base(`corps: ${t.label}`, { body: t.body }));

  if (op.body) {
    for (const place of places(op.body)) {
      const [head, ...others] = placeCases(skeleton, place, probe);
      const toCase = (c: { label: string; body: unknown }) =>
        base(c.label, { body: json(JSON.stringify(c.body)), admittedOnly: true });
      if (head) first.push(toCase(head));
      rest.push(...others.map(toCase));
    }
  }
  const random = mulberry32(SEED ^ hash(`${op.method} ${op.path}`));
  const shuffled = rest
    .map((c) => ({ c, k: random() }))
    .sort((a, b) => a.k - b.k)
    .map(({ c }) => c);
  return [...first, ...shuffled.slice(0, MAX_EXTRA_CASES)];
}
