import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shops } from '../shops/index.ts';
import { deliveryCollectionPoints, deliveryModes } from './delivery.table.ts';

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  demoId = demo!.id;
  // A collaborator who may see orders but not manage delivery.
  const iam = await makeUser(t.db, { role: 'iam', email: 'iam.sans.livraison@cuvee.test' });
  await addMembership(t.db, {
    shopId: demoId,
    userId: iam.id,
    role: 'iam',
    authorizations: { seeAllOrder: true },
  });
});
afterAll(() => t?.close());

const count = async () => (await t.db.select({ id: deliveryModes.id }).from(deliveryModes)).length;
const text = (message: unknown) => [message].flat().join(' ');
const belgium = (over: Record<string, unknown> = {}) => ({
  kind: 'carrier',
  name: 'Belgique express',
  carrier: 'DHL',
  zones: { countries: ['BE', 'LU'], departments: [] },
  basis: 'amount',
  brackets: [
    { from: 0, priceCents: 2500 },
    { from: 30_000, priceCents: 1500 },
  ],
  franco: { kind: 'amount', value: 50_000 },
  minAmountCents: 10_000,
  ...over,
});

describe('GET /v1/delivery-modes', () => {
  it("lists the demo shop's home delivery and pick-up", async () => {
    const res = await call(t.app, 'GET', '/v1/delivery-modes', { jwt: owner });
    expect(res.status).toBe(200);
    const home = res.body.modes.find((m: { kind: string }) => m.kind === 'carrier');
    expect(home).toMatchObject({
      name: 'Livraison à domicile',
      basis: 'bottles',
      brackets: [
        { from: 1, priceCents: 1200 },
        { from: 6, priceCents: 1500 },
        { from: 12, priceCents: 1800 },
      ],
      franco: { kind: 'products', value: 24 },
      active: true,
    });
    expect(home.zones.departments).toHaveLength(96);
    expect(res.body.modes.map((m: { kind: string }) => m.kind).sort()).toEqual(['carrier', 'pickup']);
  });

  it('answers 401 anonymous, 403 to a buyer, an agent and an iam without manageDelivery; 200 with it', async () => {
    expect((await call(t.app, 'GET', '/v1/delivery-modes')).status).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'iam.sans.livraison@cuvee.test']) {
      expect((await call(t.app, 'GET', '/v1/delivery-modes', { jwt: await t.login(email) })).status).toBe(
        403,
      );
    }
    const iam = await call(t.app, 'GET', '/v1/delivery-modes', {
      jwt: await t.login('collaborateur@cuvee.demo'),
    });
    expect(iam.status).toBe(200);
    expect(iam.body.modes).toHaveLength(2);
  });
});

describe('POST, PUT, DELETE /v1/delivery-modes', () => {
  it('creates a mode, changes it, lists it, and deletes it', async () => {
    const created = await call(t.app, 'POST', '/v1/delivery-modes', { jwt: owner, body: belgium() });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Le mode de livraison a été créé');
    const id = created.body.mode.id as string;
    expect(created.body.mode).toMatchObject({ zones: { countries: ['BE', 'LU'] }, minAmountCents: 10_000 });

    const changed = await call(t.app, 'PUT', `/v1/delivery-modes/${id}`, {
      jwt: owner,
      body: belgium({
        name: 'Benelux',
        zones: { countries: ['BE', 'LU', 'NL'], departments: [] },
        active: false,
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.mode).toMatchObject({ name: 'Benelux', active: false });
    const listed = await call(t.app, 'GET', '/v1/delivery-modes', { jwt: owner });
    expect(listed.body.modes.find((m: { id: string }) => m.id === id).zones.countries).toEqual([
      'BE',
      'LU',
      'NL',
    ]);

    const removed = await call(t.app, 'DELETE', `/v1/delivery-modes/${id}`, { jwt: owner });
    expect(removed.body.message).toBe('Le mode de livraison a été supprimé');
    expect((await call(t.app, 'DELETE', `/v1/delivery-modes/${id}`, { jwt: owner })).status).toBe(404);
  });

  it('keeps the collection points of a mode, in order, and their ids when edited', async () => {
    const point = (name: string, city: string) => ({
      name,
      address: { street: '1 place du Marché', zipcode: '33000', city, country: 'FR' },
    });
    const body = {
      kind: 'collectionPoint',
      name: 'Points relais Gironde',
      zones: { countries: [], departments: ['33'] },
      brackets: [{ from: 0, priceCents: 690 }],
      collectionPoints: [point('Cave du Port', 'Bordeaux'), point('Épicerie Centrale', 'Libourne')],
    };
    const created = await call(t.app, 'POST', '/v1/delivery-modes', { jwt: owner, body });
    expect(created.status).toBe(200);
    const [first, second] = created.body.mode.collectionPoints;
    expect([first.name, second.name]).toEqual(['Cave du Port', 'Épicerie Centrale']);
    const edited = await call(t.app, 'PUT', `/v1/delivery-modes/${created.body.mode.id}`, {
      jwt: owner,
      body: { ...body, collectionPoints: [{ ...point('Épicerie Centrale', 'Libourne'), id: second.id }] },
    });
    expect(edited.body.mode.collectionPoints).toEqual([expect.objectContaining({ id: second.id })]);
    const rows = await t.db
      .select()
      .from(deliveryCollectionPoints)
      .where(eq(deliveryCollectionPoints.modeId, created.body.mode.id));
    expect(rows.map((r) => r.name)).toEqual(['Épicerie Centrale']);
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [belgium({ name: 'X' }), 'Le nom doit contenir au moins 2 caractères'],
      [
        belgium({ zones: { countries: [], departments: [] } }),
        'Choisissez au moins un pays ou un département',
      ],
      [
        belgium({ zones: { countries: ['US'], departments: [] } }),
        'Le pays doit être un code ISO à 2 lettres',
      ],
      [belgium({ zones: { countries: [], departments: ['99'] } }), "Ce département n'existe pas"],
      [belgium({ brackets: [{ from: 0, priceCents: -1 }] }), 'Doit être au moins 0'],
      [
        belgium({ brackets: [{ from: 0, priceCents: 12.5 }] }),
        'Le prix doit être un nombre entier de centimes',
      ],
      [
        belgium({
          brackets: [
            { from: 6, priceCents: 100 },
            { from: 6, priceCents: 200 },
          ],
        }),
        'Deux tranches de prix commencent au même seuil',
      ],
      [belgium({ minProducts: 12, maxProducts: 6 }), 'Le minimum doit être inférieur ou égal au maximum'],
      [belgium({ multipleOf: 1 }), 'Le multiple doit être compris entre 2 et 1000'],
      [belgium({ kind: 'collectionPoint' }), 'Ajoutez au moins un point relais'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/v1/delivery-modes', { jwt: owner, body });
      expect(res.status, message).toBe(400);
      expect(text(res.body.message)).toContain(message);
    }
    const [home] = await t.db
      .select()
      .from(deliveryModes)
      .where(eq(deliveryModes.name, 'Livraison à domicile'));
    const put = await call(t.app, 'PUT', `/v1/delivery-modes/${home!.id}`, {
      jwt: owner,
      body: belgium({ name: '' }),
    });
    expect(put.status).toBe(400);
    const dup = await call(t.app, 'POST', '/v1/delivery-modes', {
      jwt: owner,
      body: belgium({ name: 'retrait au domaine' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Un mode de livraison porte déjà le nom « retrait au domaine »');
    expect(await count()).toBe(before);
    const [after] = await t.db.select().from(deliveryModes).where(eq(deliveryModes.id, home!.id));
    expect(after).toEqual(home);
  });

  it('refuses writes to 401, a buyer, an agent and an iam without manageDelivery, writing nothing', async () => {
    const before = await count();
    expect((await call(t.app, 'POST', '/v1/delivery-modes', { body: belgium() })).status).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'iam.sans.livraison@cuvee.test']) {
      const res = await call(t.app, 'POST', '/v1/delivery-modes', {
        jwt: await t.login(email),
        body: belgium(),
      });
      expect(res.status).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("keeps another shop's modes out of sight and out of reach", async () => {
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const [home] = await t.db.select().from(deliveryModes).where(eq(deliveryModes.shopId, demoId));
    const theirs = await call(t.app, 'GET', '/v1/delivery-modes', { jwt: seconde });
    expect(theirs.status).toBe(200);
    expect(theirs.body.modes.map((m: { id: string }) => m.id)).not.toContain(home!.id);
    expect(theirs.body.modes).toHaveLength(2);
    const put = await call(t.app, 'PUT', `/v1/delivery-modes/${home!.id}`, { jwt: seconde, body: belgium() });
    expect(put.status).toBe(404);
    expect((await call(t.app, 'DELETE', `/v1/delivery-modes/${home!.id}`, { jwt: seconde })).status).toBe(
      404,
    );
    const named = await t.app.inject({
      method: 'GET',
      url: '/v1/delivery-modes',
      headers: { authorization: `Bearer ${seconde}`, 'x-shop-id': demoId },
    });
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe("Vous n'avez pas accès aux modes de livraison de cette boutique");
    const [still] = await t.db.select().from(deliveryModes).where(eq(deliveryModes.id, home!.id));
    expect(still).toEqual(home);
  });
});
