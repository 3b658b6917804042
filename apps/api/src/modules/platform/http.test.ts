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
