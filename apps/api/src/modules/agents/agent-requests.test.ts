import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { shopMemberships, shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

let t: TestApp;
let demoShop: string;
let secondShop: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: shops.id, code: shops.code }).from(shops);
  demoShop = rows.find((s) => s.code === 'DEMO2026')!.id;
  secondShop = rows.find((s) => s.code === 'SECONDE1')!.id;
  owner = await t.login('proprietaire@cuvee.demo');
  // A collaborator whose rights include the agents' (accessAgent and createAgent): a decider too.
  const iam = await makeUser(t.db, { role: 'iam', email: 'equipe.agents@exemple.fr', firstname: 'Iris' });
  await addMembership(t.db, {
    shopId: demoShop,
    userId: iam.id,
    role: 'iam',
    authorizations: { accessAgent: true, createAgent: true },
  });
});
afterAll(() => t?.close());

const requests = (shopId: string) => `/v1/shops/${shopId}/agent-requests`;

async function registerAgent(email: string, firstname: string, shopCode = 'DEMO2026') {
  const res = await registerValidated(t, 'agent', {
    email,
    password: 'Secret1',
    firstname,
    lastname: 'Essai',
    shopCode,
    acceptTerms: true,
  });
  return { jwt: res.jwt as string, id: res.user.id as string };
}

/** Every membership's status, to compare before and after a refused call. */
const statuses = async () =>
  (await t.db.select().from(shopMemberships)).map((m) => `${m.shopId}:${m.userId}:${m.status}`).sort();
const notificationCount = async () =>
  (await t.db.select({ id: notifications.id }).from(notifications)).length;
const notificationsOf = async (email: string) =>
  t.db
    .select({ type: notifications.type, content: notifications.content, subjectId: notifications.subjectId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(users.email, email));

describe('an agent registering with a shop code', () => {
  it('waits as pending: no shop, no catalogue, a 403 even naming the shop', async () => {
    const agent = await registerAgent('lea.attente@exemple.fr', 'Léa');
    const [row] = await t.db
      .select({ status: shopMemberships.status })
      .from(shopMemberships)
      .where(and(eq(shopMemberships.shopId, demoShop), eq(shopMemberships.userId, agent.id)));
    expect(row?.status).toBe('pending');
    const me = await call(t.app, 'GET', '/v1/users/me', { jwt: agent.jwt });
    expect(me.body.user.shops).toEqual([]);
    expect((await call(t.app, 'GET', '/v1/dashboard/products', { jwt: agent.jwt })).status).toBe(403);
    const named = await call(t.app, 'GET', `/v1/dashboard/products?shopId=${demoShop}`, { jwt: agent.jwt });
    expect(named.status).toBe(403);
    expect(named.body.message).toBe("Vous n'avez pas accès au catalogue de cette boutique");
    expect((await call(t.app, 'GET', `/v1/shops/${demoShop}/catalogue`, { jwt: agent.jwt })).status).toBe(
      403,
    );
    const mine = await call(t.app, 'GET', '/v1/users/me/agent-requests', { jwt: agent.jwt });
    expect(mine.body.requests).toEqual([
      expect.objectContaining({ shopId: demoShop, shopName: 'Domaine Démo', status: 'pending' }),
    ]);
  });

  it('tells the owner and the collaborator with the agents’ rights, not the one without', async () => {
    const agent = await registerAgent('hugo.notif@exemple.fr', 'Hugo');
    const expected = {
      type: 'agentRequest',
      content: 'Hugo Essai demande à devenir agent commercial de Domaine Démo',
      subjectId: agent.id,
    };
    expect(await notificationsOf('proprietaire@cuvee.demo')).toContainEqual(expected);
    expect(await notificationsOf('equipe.agents@exemple.fr')).toContainEqual(expected);
    expect(await notificationsOf('collaborateur@cuvee.demo')).not.toContainEqual(expected);
    const listed = await call(t.app, 'GET', '/v1/notifications-centers', { jwt: owner });
    expect(listed.body.notifications[0]).toMatchObject({ ...expected, shopId: demoShop });
  });
});

describe('GET /v1/shops/:shopId/agent-requests', () => {
  it('lists the pending requests to the owner', async () => {
    const agent = await registerAgent('liste@exemple.fr', 'Lise');
    const res = await call(t.app, 'GET', requests(demoShop), { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.requests).toContainEqual(
      expect.objectContaining({ agentId: agent.id, firstname: 'Lise', status: 'pending' }),
    );
    expect(res.body.requests.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const one = await call(t.app, 'GET', `${requests(demoShop)}/${agent.id}`, { jwt: owner });
    expect(one.body.request).toMatchObject({ agentId: agent.id, email: 'liste@exemple.fr' });
  });

  it('answers 401, 403 to a buyer, an agent, a collaborator without rights, another owner; 404, 400', async () => {
    expect((await call(t.app, 'GET', requests(demoShop))).status).toBe(401);
    for (const email of [
      'client@cuvee.demo',
      'agent@cuvee.demo',
      'collaborateur@cuvee.demo',
      'maison.seconde@cuvee.demo',
    ]) {
      const res = await call(t.app, 'GET', requests(demoShop), { jwt: await t.login(email) });
      expect(res.status, email).toBe(403);
    }
    const other = await call(t.app, 'GET', requests(demoShop), {
      jwt: await t.login('maison.seconde@cuvee.demo'),
    });
    expect(other.body.message).toBe("Vous ne pouvez pas traiter les demandes d'agent de cette boutique");
    const unknownShop = await call(t.app, 'GET', requests('00000000-0000-4000-8000-000000000000'), {
      jwt: owner,
    });
    expect(unknownShop.status).toBe(404);
    expect((await call(t.app, 'GET', requests('pas-un-id'), { jwt: owner })).status).toBe(400);
  });
});

describe('accepting and refusing', () => {
  it('refuses every caller without the right and changes nothing', async () => {
    const agent = await registerAgent('refus.droits@exemple.fr', 'Rémi');
    const before = await statuses();
    const notes = await notificationCount();
    const accept = `${requests(demoShop)}/${agent.id}/accept`;
    expect((await call(t.app, 'POST', accept)).status).toBe(401);
    for (const email of [
      'client@cuvee.demo',
      'agent@cuvee.demo',
      'collaborateur@cuvee.demo',
      'maison.seconde@cuvee.demo',
    ]) {
      expect((await call(t.app, 'POST', accept, { jwt: await t.login(email) })).status, email).toBe(403);
    }
    // The agent cannot accept themselves.
    expect((await call(t.app, 'POST', accept, { jwt: agent.jwt })).status).toBe(403);
    expect(await statuses()).toEqual(before);
    expect(await notificationCount()).toBe(notes);
  });

  it('answers 404 for an unknown id and for another shop’s request, 400 for a bad id', async () => {
    const elsewhere = await registerAgent('ailleurs@exemple.fr', 'Alix', 'SECONDE1');
    const before = await statuses();
    const unknown = await call(
      t.app,
      'POST',
      `${requests(demoShop)}/00000000-0000-4000-8000-000000000000/accept`,
      {
        jwt: owner,
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cette demande d'agent est introuvable");
    const theirs = await call(t.app, 'POST', `${requests(demoShop)}/${elsewhere.id}/accept`, { jwt: owner });
    expect(theirs.status).toBe(404);
    const other = await call(t.app, 'POST', `${requests(secondShop)}/${elsewhere.id}/accept`, { jwt: owner });
    expect(other.status).toBe(403);
    const bad = await call(t.app, 'POST', `${requests(demoShop)}/pas-un-id/refuse`, { jwt: owner });
    expect(bad.status).toBe(400);
    expect(await statuses()).toEqual(before);
  });

  it('accepts once: the agent then reads the catalogue and is told; deciding again is a 409', async () => {
    const agent = await registerAgent('accepte@exemple.fr', 'Anna');
    const res = await call(t.app, 'POST', `${requests(demoShop)}/${agent.id}/accept`, { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'La demande a été acceptée', request: { status: 'active' } });
    const products = await call(t.app, 'GET', '/v1/dashboard/products', { jwt: agent.jwt });
    expect(products.status).toBe(200);
    expect(products.body.products.length).toBeGreaterThan(0);
    expect(await notificationsOf('accepte@exemple.fr')).toContainEqual(
      expect.objectContaining({
        type: 'agentRequestAnswer',
        content: expect.stringMatching(/^Votre demande a été acceptée/),
      }),
    );
    const before = await statuses();
    for (const verb of ['accept', 'refuse']) {
      const again = await call(t.app, 'POST', `${requests(demoShop)}/${agent.id}/${verb}`, { jwt: owner });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Cette demande a déjà été acceptée');
    }
    expect(await statuses()).toEqual(before);
    const mine = await call(t.app, 'GET', '/v1/users/me/agent-requests', { jwt: agent.jwt });
    expect(mine.body.requests).toEqual([]);
  });

  it('refuses for good: the agent still sees nothing, is told, and a second decision is a 409', async () => {
    const agent = await registerAgent('refuse@exemple.fr', 'Rose');
    const iam = await t.login('equipe.agents@exemple.fr');
    const res = await call(t.app, 'POST', `${requests(demoShop)}/${agent.id}/refuse`, { jwt: iam });
    expect(res.status).toBe(200);
    expect(res.body.request.status).toBe('refused');
    expect((await call(t.app, 'GET', '/v1/dashboard/products', { jwt: agent.jwt })).status).toBe(403);
    expect(await notificationsOf('refuse@exemple.fr')).toContainEqual(
      expect.objectContaining({
        type: 'agentRequestAnswer',
        content: expect.stringContaining('a été refusée'),
      }),
    );
    const again = await call(t.app, 'POST', `${requests(demoShop)}/${agent.id}/accept`, { jwt: owner });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette demande a déjà été refusée');
    const mine = await call(t.app, 'GET', '/v1/users/me/agent-requests', { jwt: agent.jwt });
    expect(mine.body.requests).toEqual([expect.objectContaining({ status: 'refused' })]);
  });

  it('keeps the demo agent active', async () => {
    const res = await call(t.app, 'GET', '/v1/dashboard/products', {
      jwt: await t.login('agent@cuvee.demo'),
    });
    expect(res.status).toBe(200);
  });
});
