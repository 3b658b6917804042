import { ALL_ROUTES } from '@cuvee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('HTTP edge cases never give a 500', () => {
  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'La requête est trop volumineuse' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('answers an unknown API route with a French 404', async () => {
    const res = await call(t.app, 'GET', '/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('Route introuvable');
  });
});

describe('OpenAPI at /v1/docs', () => {
  it('serves the interactive documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('lists every route of the API', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(spec.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const expected = [
      'POST /v1/auth/login',
      'POST /v1/auth/switch-account',
      'POST /v1/auth/refresh',
      'POST /v1/auth/logout',
      'POST /v1/auth/register/buyer',
      'POST /v1/auth/register/seller',
      'POST /v1/auth/register/agent',
      'POST /v1/auth/validate',
      'POST /v1/auth/reset-password/request',
      'POST /v1/auth/reset-password',
      'GET /v1/users/me',
      'PUT /v1/users/me',
      'PUT /v1/users/me/password',
      'GET /v1/agents',
      'GET /v1/shops/me',
      'PUT /v1/shops/me',
      'GET /v1/shops/{id}',
      'GET /v1/shops/{id}/catalogue',
      'GET /v1/notifications-centers',
      'PUT /v1/notifications-centers/mark-as-seen',
      'PUT /v1/notifications-centers/mark-all-as-seen',
      'GET /v1/maintenances',
      'POST /v1/admin/maintenances',
      'DELETE /v1/admin/maintenances/{id}',
      'GET /version.json',
      'GET /v1/documents/to-download',
    ];
    expect(documented).toEqual(expect.arrayContaining(expected));
    const body = JSON.stringify(spec.paths['/v1/auth/login']);
    expect(body).toContain('password');
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
};

/** The places in a schema that say nothing of their shape (an object of anything, unknown). */
function untyped(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema) return [`${at}: absent`];
  // The cart's orders stay opaque until the cart domain types them (decision 0016).
  if (schema.description?.startsWith('Opaque:')) return [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, v]) => untyped(v, `${at}.${k}`)),
    ...(schema.items ? untyped(schema.items, `${at}[]`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((v, i) =>
      untyped(v, `${at}|${i}`),
    ),
    ...(typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties).length > 0
      ? untyped(schema.additionalProperties, `${at}{}`)
      : []),
  ];
  const says =
    schema.type !== undefined ||
    schema.const !== undefined ||
    schema.enum !== undefined ||
    schema.$ref !== undefined ||
    Boolean(schema.anyOf ?? schema.oneOf ?? schema.allOf);
  if (!says) return [`${at}: unknown`, ...nested];
  const isObject = schema.type === 'object';
  const hasProperties = Object.keys(schema.properties ?? {}).length > 0;
  const extra = schema.additionalProperties;
  const typedExtra = typeof extra === 'object' && Object.keys(extra).length > 0;
  if (isObject && !hasProperties && !typedExtra) return [`${at}: an object of anything`, ...nested];
  return nested;
}

describe('OpenAPI answers', () => {
  it('documents every route of the contracts, and only answers typed in full', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
      >;
    };
    const problems: string[] = [];
    for (const route of ALL_ROUTES) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = spec.paths[path]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${route.method} ${path}: not documented`);
        continue;
      }
      const ok = operation.responses['200']?.content?.['application/json']?.schema;
      problems.push(...untyped(ok, `${route.method} ${path} 200`));
    }
    expect(problems).toEqual([]);
    // And no route of the API registered outside a contract.
    const declared = new Set(
      ALL_ROUTES.map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`),
    );
    const documented = Object.entries(spec.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(documented.filter((op) => !declared.has(op))).toEqual([]);
    expect(ALL_ROUTES.length).toBeGreaterThanOrEqual(39);
  });

  it('catches an answer typed as an object of anything', () => {
    expect(untyped({ type: 'object', additionalProperties: {} }, 'x')).toEqual(['x: an object of anything']);
    expect(untyped({ type: 'object', properties: { a: {} } }, 'x')).toEqual(['x.a: unknown']);
    expect(untyped({ anyOf: [{}, { type: 'null' }] }, 'x')).toEqual(['x|0: unknown']);
  });
});
