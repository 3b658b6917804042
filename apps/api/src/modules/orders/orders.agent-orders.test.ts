import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopId } from './orders.fixtures.ts';
import { makeClient, makeSalesOrder, makeSalesOrderOfAnyWine, userId } from './orders.sales.fixtures.ts';

// The agent's own orders and samples (issue 28, decision 0167): theirs only — their clients',
// credited to them or entered by them — across the producers they work for; another agent's
// order or another shop's answers 404, as if it did not exist.

let t: TestApp;
let demo: string;
let second: string;
let agentJwt: string;
let ownerJwt: string;
const ids = {} as Record<
  'mine' | 'mySample' | 'entered' | 'theirs' | 'nobody' | 'quote' | 'elsewhere',
  string
>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  second = await shopId(t.db, 'maison-seconde');
  const agent = await userId(t.db, 'agent@cuvee.demo');
  agentJwt = await t.login('agent@cuvee.demo');
  ownerJwt = await t.login('proprietaire@cuvee.demo');
  const other = await makeUser(t.db, {
    role: 'agent',
    email: `autre-${randomUUID().slice(0, 6)}@agent.test`,
  });
  await addMembership(t.db, { shopId: demo, userId: other.id, role: 'agent' });
  const mine = await makeClient(t.db, demo, 'Cave Suivie par Moi', agent);
  const theirs = await makeClient(t.db, demo, 'Cave de l’Autre Agent', other.id);
  const nobody = await makeClient(t.db, demo, 'Cave Sans Personne');
  const elsewhere = await makeClient(t.db, second, 'Cave de la Maison Seconde');
  ids.mine = (await makeSalesOrder(t.db, { shopId: demo, clientId: mine, status: 'validated' })).order.id;
  ids.mySample = (await makeSalesOrder(t.db, { shopId: demo, clientId: mine, kind: 'sample' })).order.id;
  // Entered by the agent for a client nobody follows: theirs too.
  ids.entered = (await makeSalesOrder(t.db, { shopId: demo, clientId: nobody, createdBy: agent })).order.id;
  ids.theirs = (await makeSalesOrder(t.db, { shopId: demo, clientId: theirs, agentId: other.id })).order.id;
  ids.nobody = (await makeSalesOrder(t.db, { shopId: demo, clientId: nobody })).order.id;
  ids.quote = (await makeSalesOrder(t.db, { shopId: demo, clientId: mine, kind: 'quote' })).order.id;
  ids.elsewhere = (
    await makeSalesOrderOfAnyWine(t.db, { shopId: second, clientId: elsewhere, agentId: agent })
  ).order.id;
});
afterAll(() => t?.close());

const list = (q = '', jwt = agentJwt) => call(t.app, 'GET', `/v1/agent/orders${q}`, { jwt });
const one = (id: string, jwt = agentJwt) => call(t.app, 'GET', `/v1/agent/orders/${id}`, { jwt });
const idsOf = (body: { orders: { id: string }[] }) => body.orders.map((o) => o.id);

describe("the agent's orders", () => {
  it('lists their orders only, with the shop, the client, the status and the amount', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(idsOf(res.body as never).sort()).toEqual([ids.mine, ids.entered].sort());
    expect(res.body.total).toBe(2);
    const row = res.body.orders.find((o: { id: string }) => o.id === ids.mine);
    expect(row).toMatchObject({
      kind: 'order',
      status: 'validated',
      shop: { id: demo, name: expect.any(String) },
      client: { name: 'Cave Suivie par Moi' },
      totalHtCents: 2400,
      totalTtcCents: 2880,
      items: 2,
    });
  });

  it('lists their samples apart, pages on the server, narrows to one producer and filters by status', async () => {
    const samples = await list('?kind=sample');
    expect(idsOf(samples.body as never)).toEqual([ids.mySample]);
    expect(samples.body.orders[0].totalTtcCents).toBe(0);
    const first = await list('?limit=1');
    expect(first.body.orders).toHaveLength(1);
    expect(first.body.total).toBe(2);
    const next = await list('?limit=1&offset=1');
    expect(idsOf(next.body as never)).not.toEqual(idsOf(first.body as never));
    expect(
      (await list(`?shopId=${demo}&status=validated`)).body.orders.map((o: { id: string }) => o.id),
    ).toEqual([ids.mine]);
    expect((await list('?q=Suivie')).body.orders.map((o: { id: string }) => o.id)).toEqual([ids.mine]);
  });

  it('reads one of theirs, lines and totals; another agent’s, nobody’s, another shop’s or a quote answer 404', async () => {
    const res = await one(ids.mine);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: ids.mine, totalTtcCents: 2880, tvaCents: 480 });
    expect(res.body.order.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitHtCents: 1200, totalHtCents: 2400 }),
    ]);
    for (const id of [ids.theirs, ids.nobody, ids.elsewhere, ids.quote, randomUUID()]) {
      const refused = await one(id);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Commande introuvable');
    }
  });

  it('refuses the owner and a buyer (403), a shop the agent does not work for (403), nobody (401), bad input in French (400)', async () => {
    expect((await list('', ownerJwt)).status).toBe(403);
    expect((await one(ids.mine, ownerJwt)).status).toBe(403);
    expect((await list('', await t.login('client@cuvee.demo'))).status).toBe(403);
    const named = await list(`?shopId=${second}`);
    expect(named.status).toBe(403);
    expect(named.body.message).toBe("Vous n'avez pas accès aux commandes de cette boutique");
    expect((await call(t.app, 'GET', '/v1/agent/orders', {})).status).toBe(401);
    const bad = await list('?kind=devis&limit=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Type de document inconnu');
    const badId = await one('pas-un-id');
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body.message)).toContain("L'identifiant de la commande n'est pas valide");
  });
});
