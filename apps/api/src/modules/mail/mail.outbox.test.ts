import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

// The development outbox holds password-reset links: the admin's only (docs/decisions/0021).
describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const reset = await call(t.app, 'POST', '/v1/auth/reset-password/request', {
      body: { email: 'proprietaire@cuvee.demo' },
    });
    expect(reset.status).toBe(200);
    await t.settled();
  });
  afterAll(() => t?.close());

  const url = `/v1/dev/outbox?to=${encodeURIComponent('proprietaire@cuvee.demo')}`;

  it('asks a visitor to sign in and shows no mail', async () => {
    const res = await call(t.app, 'GET', url);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('resetpwd');
  });

  it('refuses every signed-in account but the admin', async () => {
    for (const email of ['proprietaire@cuvee.demo', 'collaborateur@cuvee.demo', 'client@cuvee.demo']) {
      const res = await call(t.app, 'GET', url, { jwt: await t.login(email) });
      expect(res.status, email).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('resetpwd');
    }
  });

  it("shows the admin the owner's reset link", async () => {
    const res = await call(t.app, 'GET', url, { jwt: await t.login('admin@cuvee.demo') });
    expect(res.status).toBe(200);
    expect(res.body.mails.some((m: { text: string }) => m.text.includes('/auth/resetpwd?token='))).toBe(true);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t?.close());

  it('is not served at all, even to the admin', async () => {
    const res = await call(t.app, 'GET', '/v1/dev/outbox', { jwt: await t.login('admin@cuvee.demo') });
    expect(res.status).toBe(404);
  });
});
