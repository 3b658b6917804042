import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const identity = {
  email: 'borne@exemple.fr',
  password: 'Robustesse-2026',
  firstname: 'Camille',
  lastname: 'Borne',
  acceptTerms: true,
};

// The robustness suite created a seller whose last name was 100,000 characters long (decision 0026).
describe('registration bounds every text', () => {
  it.each([
    ['lastname', { lastname: 'é'.repeat(100_000) }, 'lastname : Pas plus de 100 caractères'],
    ['firstname', { firstname: 'é'.repeat(101) }, 'firstname : Pas plus de 100 caractères'],
    ['password', { password: `Aa${'x'.repeat(199)}` }, 'password : Pas plus de 200 caractères'],
    ['email', { email: `${'a'.repeat(250)}@exemple.fr` }, 'email : Pas plus de 254 caractères'],
  ])(
    'refuses a %s past its bound with a French 400 and creates no account',
    async (_field, change, message) => {
      const before = (await t.db.select({ id: users.id }).from(users)).length;
      for (const path of ['/v1/auth/register/buyer', '/v1/auth/register/seller']) {
        const body = { ...identity, shopName: 'Domaine Borné', ...change };
        const res = await call(t.app, 'POST', path, { body });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(message);
      }
      expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
    },
  );
});
