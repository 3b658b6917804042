import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { notifications } from '../notifications/index.ts';
import { shopMemberships, shops } from '../shops/index.ts';
import { users } from '../users/index.ts';

// Inviting agents (issue 28 part 2): by e-mail (an account made, or an agent's invited), found on
// Cuvée by their public profile; the agent answers; the shop's new products are told to its agents.

let t: TestApp;
let demoShop: string;
let owner: string;
let secondOwner: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: shops.id, code: shops.code }).from(shops);
  demoShop = rows.find((s) => s.code === 'DEMO2026')!.id;
  owner = await t.login('proprietaire@cuvee.demo');
  secondOwner = await t.login('maison.seconde@cuvee.demo');
  for (const u of await t.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
});
afterAll(() => t?.close());

const hugo = () => ids['agent.libre@cuvee.demo']!;
const state = async () => ({
  users: (await t.db.select({ id: users.id }).from(users)).length,
  members: (await t.db.select().from(shopMemberships))
    .map((m) => `${m.shopId}:${m.userId}:${m.status}`)
    .sort(),
  mails: (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
});
const typesOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);
const find = (q: string, jwt = owner) => call(t.app, 'GET', `/v1/shop-agents/directory?${q}`, { jwt });

describe('POST /v1/shop-agents: by e-mail', () => {
  it('makes an agent account, active at once, and mails the link to choose its password', async () => {
    const res = await call(t.app, 'POST', '/v1/shop-agents', {
      jwt: owner,
      body: {
        email: 'nina.terrain@exemple.fr',
        firstname: 'Nina',
        lastname: 'Terrain',
        departments: ['13'],
        typologies: ['caviste'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.agent).toMatchObject({ status: 'active', departments: ['13'], typologies: ['caviste'] });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'nina.terrain@exemple.fr'));
    expect(mail!.subject).toBe('Domaine Démo vous invite à devenir son agent commercial sur Cuvée');
    const token = /resetpwd\?token=([\w-]+)/.exec(mail!.textBody ?? '')![1]!;
    expect(
      (await call(t.app, 'POST', '/v1/auth/reset-password', { body: { token, password: 'Secret12' } }))
        .status,
    ).toBe(200);
    const login = await call(t.app, 'POST', '/v1/auth/login', {
      body: { email: 'nina.terrain@exemple.fr', password: 'Secret12' },
    });
    expect(login.body.user.role).toBe('agent');
    const catalogue = await call(t.app, 'GET', `/v1/shops/${demoShop}/catalogue`, { jwt: login.body.jwt });
    expect(Object.keys(catalogue.body.shop.typologies)).toEqual(['caviste']);
  });

  it("refuses an address of another kind of account, a bad address, and another shop's typology; nothing changes", async () => {
    const before = await state();
    const buyer = await call(t.app, 'POST', '/v1/shop-agents', {
      jwt: owner,
      body: { email: 'client@cuvee.demo', firstname: 'Julie', lastname: 'Durand' },
    });
    expect(buyer.status).toBe(409);
    expect(buyer.body.message).toMatch(/n'est pas un compte d'agent commercial/);
    const bad = await call(t.app, 'POST', '/v1/shop-agents', {
      jwt: owner,
      body: { email: 'pas une adresse', firstname: 'A', lastname: 'B' },
    });
    expect(bad.status).toBe(400);
    const typo = await call(t.app, 'POST', '/v1/shop-agents', {
      jwt: secondOwner,
      body: { email: 'x.y@exemple.fr', firstname: 'X', lastname: 'Y', typologies: ['grossiste'] },
    });
    expect(typo.status).toBe(422);
    expect(await state()).toEqual(before);
  });

  it('refuses a collaborator without createAgent, an agent and a buyer', async () => {
    for (const email of ['collaborateur@cuvee.demo', 'agent@cuvee.demo', 'client@cuvee.demo']) {
      const jwt = await t.login(email);
      const body = { email: 'refuse@exemple.fr', firstname: 'R', lastname: 'S' };
      expect((await call(t.app, 'POST', '/v1/shop-agents', { jwt, body })).status, email).toBe(403);
      expect((await find('department=75', jwt)).status, email).toBe(403);
      expect(
        (await call(t.app, 'POST', '/v1/shop-agents/invitations', { jwt, body: { agentId: hugo() } })).status,
      ).toBe(403);
    }
  });
});

describe('finding an agent on Cuvée and inviting them', () => {
  it('finds visible agents by department, kind of clients and name, with their standing in the shop', async () => {
    const paris = await find('department=75');
    expect(paris.body.agents.map((a: { lastname: string }) => a.lastname)).toEqual(['Marchand']);
    expect(paris.body.agents[0]).toMatchObject({
      status: null,
      clientKinds: ['caviste', 'restaurant', 'bar'],
    });
    const hotels = await find('clientKind=hotel');
    expect(hotels.body.agents).toMatchObject([{ lastname: 'Roux', status: 'active' }]);
    expect((await find('search=garni')).body.agents).toMatchObject([{ firstname: 'Thomas' }]);
    const bad = await find('department=999');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Ce département n'existe pas");
  });

  it('invites Hugo: nothing granted until he accepts; then the staff is told and he gets his typologies', async () => {
    const jwt = await t.login('agent.libre@cuvee.demo');
    const res = await call(t.app, 'POST', '/v1/shop-agents/invitations', {
      jwt: owner,
      body: { agentId: hugo(), departments: ['75'], typologies: ['caviste'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.agent.status).toBe('invited');
    expect(await typesOf(hugo())).toEqual(['agentInvitation']);
    expect((await call(t.app, 'GET', `/v1/shops/${demoShop}/catalogue`, { jwt })).status).toBe(403);
    const mine = await call(t.app, 'GET', '/v1/users/me/agent-requests', { jwt });
    expect(mine.body.requests).toMatchObject([{ shopId: demoShop, status: 'invited' }]);
    // The shop's staff cannot accept for him.
    expect(
      (await call(t.app, 'POST', `/v1/shops/${demoShop}/agent-requests/${hugo()}/accept`, { jwt: owner }))
        .status,
    ).toBe(409);
    const accepted = await call(t.app, 'POST', `/v1/users/me/agent-invitations/${demoShop}/accept`, { jwt });
    expect(accepted.body.message).toBe('Vous êtes maintenant agent commercial de Domaine Démo');
    expect((await typesOf(hugo())).sort()).toEqual(['accessTypo', 'agentInvitation']);
    expect(await typesOf(ids['proprietaire@cuvee.demo']!)).toContain('agentInvitationAnswer');
    const catalogue = await call(t.app, 'GET', `/v1/shops/${demoShop}/catalogue`, { jwt });
    expect(Object.keys(catalogue.body.shop.typologies)).toEqual(['caviste']);
    const again = await call(t.app, 'POST', `/v1/users/me/agent-invitations/${demoShop}/decline`, { jwt });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette invitation a déjà reçu une réponse');
  });

  it('of two owners inviting the same agent at once, one invites and the other is told', async () => {
    const seconde = (await t.db.select({ id: shops.id, code: shops.code }).from(shops)).find(
      (s) => s.code !== 'DEMO2026',
    )!;
    const body = { agentId: ids['agent.ouest@cuvee.demo']!, departments: ['44'] };
    // Thomas is visible; Maison Seconde's owner and a second person of the same shop race.
    const invite = (jwt: string) => call(t.app, 'POST', '/v1/shop-agents/invitations', { jwt, body });
    const first = await invite(secondOwner);
    expect(first.status).toBe(200);
    const answers = await Promise.all([invite(secondOwner), invite(secondOwner)]);
    expect(answers.map((a) => a.status)).toEqual([409, 409]);
    const declined = await call(t.app, 'POST', `/v1/users/me/agent-invitations/${seconde.id}/decline`, {
      jwt: await t.login('agent.ouest@cuvee.demo'),
    });
    expect(declined.body.message).toBe("Vous avez décliné l'invitation de Maison Seconde");
  });

  it('answers 404 for an agent whose profile is hidden and for an invitation that does not exist', async () => {
    const jwt = await t.login('agent.libre@cuvee.demo');
    await call(t.app, 'PUT', '/v1/users/me/agent-profile', {
      jwt,
      body: { departments: ['75'], clientKinds: [], visible: false },
    });
    const seconde = await call(t.app, 'POST', '/v1/shop-agents/invitations', {
      jwt: secondOwner,
      body: { agentId: hugo() },
    });
    expect(seconde.status).toBe(404);
    expect((await find('department=75')).body.agents).toEqual([]);
    const none = await call(
      t.app,
      'POST',
      `/v1/users/me/agent-invitations/${ids['client@cuvee.demo']}/accept`,
      { jwt },
    );
    expect(none.status).toBe(404);
  });
});

describe("the agent's public profile", () => {
  it('is kept by the agent only, with French refusals', async () => {
    const jwt = await t.login('agent.est@cuvee.demo');
    const saved = await call(t.app, 'PUT', '/v1/users/me/agent-profile', {
      jwt,
      body: { departments: ['2', '67'], clientKinds: ['bar'], visible: true, presentation: 'Bars à vin' },
    });
    expect(saved.body.profile).toEqual({
      departments: ['02', '67'],
      clientKinds: ['bar'],
      visible: true,
      presentation: 'Bars à vin',
    });
    const bad = await call(t.app, 'PUT', '/v1/users/me/agent-profile', {
      jwt,
      body: { departments: [], clientKinds: ['cosmonaute'], visible: true },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Ce type de clientèle n'existe pas");
    const partial = await call(t.app, 'PUT', '/v1/users/me/agent-profile', { jwt, body: {} });
    expect(partial.status).toBe(400);
    expect(JSON.stringify(partial.body)).toContain('Dites si votre profil est visible des producteurs');
    expect(
      (await call(t.app, 'GET', '/v1/users/me/agent-profile', { jwt })).body.profile.clientKinds,
    ).toEqual(['bar']);
    expect((await call(t.app, 'PUT', '/v1/users/me/agent-profile', { jwt: owner, body: {} })).status).toBe(
      403,
    );
  });
});

describe('agentNewProduct', () => {
  const wine = (status: string) => ({
    productType: 'bottle',
    name: `Cuvée des Agents ${status}`,
    type: 'wine',
    color: 'red',
    status,
    vintages: [{ name: '2024', alcohol: 13 }],
    formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500 }],
  });
  const told = async () =>
    (await t.db.select().from(notifications)).filter((n) => n.type === 'agentNewProduct');

  it("tells the shop's active agents when a product is published, not while it is paused", async () => {
    const paused = await call(t.app, 'POST', '/v1/products', { jwt: owner, body: wine('paused') });
    expect(paused.status).toBe(200);
    expect(await told()).toEqual([]);
    const online = await call(t.app, 'PUT', `/v1/products/${paused.body.product.id}`, {
      jwt: owner,
      body: wine('online'),
    });
    expect(online.status).toBe(200);
    const first = await told();
    expect(first.map((n) => n.userId)).toContain(ids['agent@cuvee.demo']);
    expect(first.map((n) => n.userId)).not.toContain(ids['proprietaire@cuvee.demo']);
    expect(first[0]).toMatchObject({
      content: 'Domaine Démo a publié un nouveau produit : Cuvée des Agents online',
      redirectLink: `/dashboard/products/${paused.body.product.id}`,
    });
    // Saved again while online: nothing more.
    await call(t.app, 'PUT', `/v1/products/${paused.body.product.id}`, { jwt: owner, body: wine('online') });
    expect(await told()).toHaveLength(first.length);
  });
});
