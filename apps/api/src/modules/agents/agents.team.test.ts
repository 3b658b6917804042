import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/index.ts';
import { shopMemberships, shops } from '../shops/index.ts';
import { users } from '../users/index.ts';

// The shop's agents (issue 28 part 2): the list, an agent's page, the sector and its accessTypo,
// suspension and removal; who may, another shop's agent, bad input.

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

const sophie = () => ids['agent@cuvee.demo']!;
const thomas = () => ids['agent.ouest@cuvee.demo']!;
const lea = () => ids['agent.est@cuvee.demo']!;
const agentPath = (id: string, tail = '') => `/v1/shop-agents/${id}${tail}`;
const memberships = async () =>
  (await t.db.select().from(shopMemberships).where(eq(shopMemberships.role, 'agent')))
    .map((m) => `${m.shopId}:${m.userId}:${m.status}:${m.sectorDepartments}:${m.sectorTypologies}`)
    .sort();
const notificationsOf = async (userId: string, type: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.type === type,
  );
const catalogueOf = async (jwt: string) => call(t.app, 'GET', `/v1/shops/${demoShop}/catalogue`, { jwt });

describe('GET /v1/shop-agents', () => {
  it("lists the shop's agents with their sector, clients count and last order, a page at a time", async () => {
    const res = await call(t.app, 'GET', '/v1/shop-agents', { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const names = res.body.agents.map((a: { lastname: string }) => a.lastname);
    expect(names).toEqual(['Commerce', 'Garnier', 'Roux']);
    const thomasRow = res.body.agents.find((a: { id: string }) => a.id === thomas());
    expect(thomasRow).toMatchObject({
      status: 'active',
      departments: ['44', '49', '85'],
      typologies: ['caviste'],
    });
    expect(thomasRow.clientsCount).toBe(3);
    const page = await call(t.app, 'GET', '/v1/shop-agents?limit=1&offset=1', { jwt: owner });
    expect(page.body).toMatchObject({ total: 3, agents: [{ lastname: 'Garnier' }] });
  });

  it('searches by name or address, accents aside', async () => {
    const res = await call(t.app, 'GET', `/v1/shop-agents?search=${encodeURIComponent('LÉA')}`, {
      jwt: owner,
    });
    expect(res.body.agents.map((a: { id: string }) => a.id)).toEqual([lea()]);
    const none = await call(t.app, 'GET', '/v1/shop-agents?search=zzz', { jwt: owner });
    expect(none.body).toMatchObject({ total: 0, agents: [] });
  });

  it('refuses bad paging in French', async () => {
    const res = await call(t.app, 'GET', '/v1/shop-agents?limit=1000', { jwt: owner });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/[éèà]|doit|valeur/i);
  });

  it('refuses a collaborator without accessAgent, an agent and a buyer', async () => {
    for (const email of ['collaborateur@cuvee.demo', 'agent@cuvee.demo', 'client@cuvee.demo']) {
      const jwt = await t.login(email);
      expect((await call(t.app, 'GET', '/v1/shop-agents', { jwt })).status, email).toBe(403);
      expect((await call(t.app, 'GET', agentPath(thomas()), { jwt })).status, email).toBe(403);
    }
  });
});

describe("GET /v1/shop-agents/{id}: an agent's page", () => {
  it('shows their sector, only their clients, their orders and their commission rules', async () => {
    const rule = await call(t.app, 'POST', `/v1/commissions/agents/${thomas()}/rules`, {
      jwt: owner,
      body: { validFrom: '2026-01-01', basis: 'invoicesPaid', rateBp: 800 },
    });
    expect(rule.status).toBe(200);
    const res = await call(t.app, 'GET', agentPath(thomas()), { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.agent).toMatchObject({ firstname: 'Thomas', departments: ['44', '49', '85'] });
    expect(res.body.clients.map((c: { name: string }) => c.name).sort()).toEqual([
      'Cave des Quais',
      'Le Cellier Angevin',
      'Vins et Marées',
    ]);
    expect(Array.isArray(res.body.orders)).toBe(true);
    expect(res.body.rules).toMatchObject([{ rateBp: 800, validFrom: '2026-01-01' }]);
    expect(res.body.statements).toEqual([]);
  });

  it("answers 404 for another shop's owner and for an unknown id, 400 for a bad id", async () => {
    expect((await call(t.app, 'GET', agentPath(thomas()), { jwt: secondOwner })).status).toBe(404);
    expect((await call(t.app, 'GET', agentPath(ids['client@cuvee.demo']!), { jwt: owner })).status).toBe(404);
    const bad = await call(t.app, 'GET', agentPath('pas-un-id'), { jwt: owner });
    expect(bad.status).toBe(400);
  });
});

describe('PUT /v1/shop-agents/{id}/sector', () => {
  it('gives Léa the Caviste prices: she is told (accessTypo) and her catalogue shows them', async () => {
    const jwt = await t.login('agent.est@cuvee.demo');
    expect(Object.keys((await catalogueOf(jwt)).body.shop.typologies)).toEqual(['restaurateur']);
    const res = await call(t.app, 'PUT', agentPath(lea(), '/sector'), {
      jwt: owner,
      body: { departments: ['67', '68', '21', '1'], typologies: ['restaurateur', 'caviste'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.agent).toMatchObject({ departments: ['01', '21', '67', '68'] });
    const told = await notificationsOf(lea(), 'accessTypo');
    expect(told.map((n) => n.content)).toEqual(['Domaine Démo vous donne accès aux tarifs Caviste']);
    expect(told[0]!.redirectLink).toBe('/dashboard/products');
    expect(Object.keys((await catalogueOf(jwt)).body.shop.typologies).sort()).toEqual([
      'caviste',
      'restaurateur',
    ]);
    // Taking one away tells nothing.
    await call(t.app, 'PUT', agentPath(lea(), '/sector'), {
      jwt: owner,
      body: { typologies: ['restaurateur'] },
    });
    expect(await notificationsOf(lea(), 'accessTypo')).toHaveLength(1);
  });

  it('refuses an unknown department (400) or typology (422) in French, changing nothing', async () => {
    const before = await memberships();
    const dep = await call(t.app, 'PUT', agentPath(thomas(), '/sector'), {
      jwt: owner,
      body: { departments: ['999'], typologies: [] },
    });
    expect(dep.status).toBe(400);
    expect(JSON.stringify(dep.body)).toContain("n'est pas un département français");
    const typo = await call(t.app, 'PUT', agentPath(thomas(), '/sector'), {
      jwt: owner,
      body: { typologies: ['inconnue'] },
    });
    expect(typo.status).toBe(422);
    expect(typo.body.message).toBe("La typologie « inconnue » n'existe pas dans votre boutique");
    expect(await memberships()).toEqual(before);
  });

  it("answers another shop's owner 404 and a collaborator without createAgent 403, changing nothing", async () => {
    const before = await memberships();
    const body = { typologies: ['caviste'] };
    expect(
      (await call(t.app, 'PUT', agentPath(thomas(), '/sector'), { jwt: secondOwner, body })).status,
    ).toBe(404);
    for (const email of ['collaborateur@cuvee.demo', 'agent@cuvee.demo', 'client@cuvee.demo']) {
      const jwt = await t.login(email);
      expect((await call(t.app, 'PUT', agentPath(thomas(), '/sector'), { jwt, body })).status, email).toBe(
        403,
      );
      expect((await call(t.app, 'POST', agentPath(thomas(), '/suspend'), { jwt })).status, email).toBe(403);
      expect((await call(t.app, 'DELETE', agentPath(thomas()), { jwt })).status, email).toBe(403);
    }
    expect(await memberships()).toEqual(before);
  });
});

describe('suspending, reactivating and removing an agent', () => {
  it("refuses a suspended agent's very next request, gives it back on reactivation", async () => {
    const jwt = await t.login('agent.ouest@cuvee.demo');
    expect((await catalogueOf(jwt)).status).toBe(200);
    const res = await call(t.app, 'POST', agentPath(thomas(), '/suspend'), { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.agent.status).toBe('suspended');
    expect((await catalogueOf(jwt)).status).toBe(403);
    expect((await call(t.app, 'POST', agentPath(thomas(), '/suspend'), { jwt: owner })).body.message).toBe(
      'Cet agent est déjà suspendu',
    );
    expect((await call(t.app, 'POST', agentPath(thomas(), '/reactivate'), { jwt: owner })).status).toBe(200);
    expect((await catalogueOf(jwt)).status).toBe(200);
  });

  it('of two owners suspending at once, one wins and the other is told', async () => {
    const second = await t.login('multi.domaine@cuvee.demo');
    const answers = await Promise.all([
      call(t.app, 'POST', agentPath(lea(), '/suspend'), { jwt: owner }),
      call(t.app, 'POST', agentPath(lea(), '/suspend'), { jwt: second }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await call(t.app, 'POST', agentPath(lea(), '/reactivate'), { jwt: owner });
  });

  it("answers another shop's owner 404 and changes nothing", async () => {
    const before = await memberships();
    expect((await call(t.app, 'POST', agentPath(thomas(), '/suspend'), { jwt: secondOwner })).status).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', agentPath(thomas()), { jwt: secondOwner })).status).toBe(404);
    expect(await memberships()).toEqual(before);
  });

  it('removes an agent: their next request is refused and they leave the list', async () => {
    const jwt = await t.login('agent.est@cuvee.demo');
    const res = await call(t.app, 'DELETE', agentPath(lea()), { jwt: owner });
    expect(res.status).toBe(200);
    expect((await catalogueOf(jwt)).status).toBe(403);
    const list = await call(t.app, 'GET', '/v1/shop-agents', { jwt: owner });
    expect(list.body.agents.map((a: { id: string }) => a.id)).not.toContain(lea());
    expect((await call(t.app, 'DELETE', agentPath(lea()), { jwt: owner })).status).toBe(404);
  });
});

describe('what an agent sees of their own', () => {
  it('lists only their own clients and commission statements', async () => {
    const jwt = await t.login('agent@cuvee.demo');
    const mine = await call(t.app, 'GET', '/v1/shop-agents?limit=100', { jwt: owner });
    const count = mine.body.agents.find((a: { id: string }) => a.id === sophie()).clientsCount;
    const clients = await call(t.app, 'GET', '/v1/clients?limit=100', { jwt, headers: {} } as never);
    expect(clients.status).toBe(200);
    expect(clients.body.total).toBe(count);
    const statements = await call(t.app, 'GET', '/v1/commissions/mine', { jwt });
    expect(statements.status).toBe(200);
    for (const s of statements.body.statements) expect(s.agent.id).toBe(sophie());
  });
});
