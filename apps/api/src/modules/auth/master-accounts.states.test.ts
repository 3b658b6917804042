import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 28, part 6 (decision 0169): 'Changer de compte' with the team's membership states.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Account = { id: string; email: string; role: string; shopName: string | null; state: string };

async function masterLogin() {
  const res = await call(t.app, 'POST', '/v1/auth/login', {
    body: { email: 'multi@cuvee.demo', password: 'Cuvee2026' },
  });
  expect(res.status).toBe(200);
  const accounts = res.body.masterAccount.users as Account[];
  return {
    jwt: res.body.jwt as string,
    accounts,
    byEmail: (e: string) => accounts.find((a) => a.email === e)!,
  };
}

const switchTo = (jwt: string, userId: string) =>
  call(t.app, 'POST', '/v1/auth/switch-account', { jwt, body: { userId } });

describe('master account with a suspended or removed collaborator', () => {
  it('lists the collaborator as suspended by its shop, refuses to open it, opens it again once reactivated', async () => {
    const owner = await t.login('proprietaire@cuvee.demo');
    const before = await masterLogin();
    const iam = before.byEmail('multi.domaine@cuvee.demo');
    expect(iam).toMatchObject({ role: 'iam', shopName: 'Domaine Démo', state: 'active' });
    expect(before.byEmail('multi.client@cuvee.demo').state).toBe('active');

    // Opened before the suspension: its session may act for the shop.
    const opened = await switchTo(before.jwt, iam.id);
    expect(opened.status).toBe(200);
    expect((await call(t.app, 'GET', '/v1/orders?limit=1', { jwt: opened.body.jwt })).status).toBe(200);

    const suspended = await call(t.app, 'POST', `/v1/collaborators/${iam.id}/suspend`, {
      jwt: owner,
      body: {},
    });
    expect(suspended.status).toBe(200);

    const after = await masterLogin();
    expect(after.byEmail('multi.domaine@cuvee.demo')).toMatchObject({
      shopName: 'Domaine Démo',
      state: 'suspended',
    });
    const refused = await switchTo(after.jwt, iam.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ce compte est suspendu par Domaine Démo : il ne peut pas être ouvert');
    // The session opened before is refused at its next request (decision 0142), and the buyer
    // account of the same person still opens.
    expect((await call(t.app, 'GET', '/v1/orders?limit=1', { jwt: opened.body.jwt })).status).toBe(403);
    const buyer = await switchTo(after.jwt, after.byEmail('multi.client@cuvee.demo').id);
    expect(buyer.status).toBe(200);
    expect(buyer.body.user.email).toBe('multi.client@cuvee.demo');

    await call(t.app, 'POST', `/v1/collaborators/${iam.id}/reactivate`, { jwt: owner, body: {} });
    const back = await masterLogin();
    expect(back.byEmail('multi.domaine@cuvee.demo').state).toBe('active');
    expect((await switchTo(back.jwt, iam.id)).status).toBe(200);
  });

  it('says a removed collaborator has no shop any more and does not open it', async () => {
    const owner = await t.login('proprietaire@cuvee.demo');
    const { jwt, byEmail } = await masterLogin();
    const iam = byEmail('multi.domaine@cuvee.demo');
    const removed = await call(t.app, 'DELETE', `/v1/collaborators/${iam.id}`, { jwt: owner });
    expect(removed.status).toBe(200);

    const after = await masterLogin();
    expect(after.byEmail('multi.domaine@cuvee.demo')).toMatchObject({ shopName: null, state: 'none' });
    const refused = await switchTo(jwt, iam.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Ce compte n'a plus accès à aucune boutique : il ne peut pas être ouvert",
    );
  });
});
