import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t?.close());

it('limits sign-in attempts per address with a French 429', async () => {
  const body = { email: 'client@cuvee.demo', password: 'Cuvee2026' };
  for (let i = 0; i < 3; i++)
    expect((await call(t.app, 'POST', '/v1/auth/login', { body })).status).toBe(200);
  const limited = await call(t.app, 'POST', '/v1/auth/login', { body });
  expect(limited.status).toBe(429);
  expect(limited.body.success).toBe(false);
  expect(limited.body.message).toMatch(/Trop de/);
});
