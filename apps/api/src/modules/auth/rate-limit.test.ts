import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t?.close());

it('limits sign-in requests per address with a French 429, counted across API processes (decision 0027)', async () => {
  const other = await t.sibling();
  const body = { email: 'client@cuvee.demo', password: 'Cuvee2026' };
  const address = '203.0.113.20';
  // Two requests on one process, one on the other: the limit of three is spent in all.
  expect((await call(t.app, 'POST', '/v1/auth/login', { body, address })).status).toBe(200);
  expect((await call(other, 'POST', '/v1/auth/login', { body, address })).status).toBe(200);
  expect((await call(t.app, 'POST', '/v1/auth/login', { body, address })).status).toBe(200);
  const limited = await call(other, 'POST', '/v1/auth/login', { body, address });
  expect(limited.status).toBe(429);
  expect(limited.body.success).toBe(false);
  expect(limited.body.message).toMatch(/^Trop de/);
  // Another address is not concerned.
  expect((await call(other, 'POST', '/v1/auth/login', { body, address: '203.0.113.21' })).status).toBe(200);
});
