import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { proClient } from '../clients/clients.fixtures.ts';
import { shopId, stockedWine } from './orders.fixtures.ts';
import { orders } from './orders.table.ts';

// The entry's product picker (issue 24): a collaborator with the order rights but not the
// catalogue's picks products for an order, a quote or a bill without a refusal (a 403 would sign
// them out, spec §8); the prices are the client's typology's, as the entry then prices the line.

const URL = '/v1/orders/entry/products';

type Format = {
  id: string;
  label: string;
  unitHtCents: number;
  unitTtcCents: number;
  vatRateBp: number;
  offered: boolean;
  available: number | null;
};
type Product = {
  id: string;
  name: string;
  productType: string;
  vintages: { name: string }[];
  formats: Format[];
};

let t: TestApp;
let owner: string;
let iam: string;
let caviste: string;
let particulier: string;
let elsewhere: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await shopId(t.db, 'domaine-demo');
  owner = await t.login('proprietaire@cuvee.demo');
  // The demo collaborator: orders, quotes, bills and clients; not the catalogue.
  iam = await t.login('collaborateur@cuvee.demo');
  wine = await stockedWine(t.db, demo);
  const made = await call(t.app, 'POST', '/v1/clients', {
    jwt: owner,
    body: proClient({ company: 'Cave du Sélecteur', email: 'selecteur@cave.test', siret: undefined }),
  });
  expect(made.status).toBe(200);
  caviste = made.body.client.id;
  const home = await call(t.app, 'POST', '/v1/clients', {
    jwt: owner,
    body: { kind: 'individual', lastname: 'Sélection', firstname: 'Anne', typology: 'particulier' },
  });
  expect(home.status).toBe(200);
  particulier = home.body.client.id;
  const seconde = await t.login('maison.seconde@cuvee.demo');
  const other = await call(t.app, 'POST', '/v1/clients', {
    jwt: seconde,
    body: { kind: 'individual', lastname: 'Ailleurs', typology: 'particulier' },
  });
  expect(other.status).toBe(200);
  elsewhere = other.body.client.id;
  // A collaborator who sees the catalogue but may enter nothing.
  const catalogueOnly = await makeUser(t.db, { role: 'iam', email: 'iam.catalogue.seul@cuvee.test' });
  await addMembership(t.db, {
    shopId: demo,
    userId: catalogueOnly.id,
    role: 'iam',
    authorizations: { seeAllProduct: true, seeAllOrder: true },
  });
  // A collaborator who only bills.
  const billsOnly = await makeUser(t.db, { role: 'iam', email: 'iam.factures.seules@cuvee.test' });
  await addMembership(t.db, {
    shopId: demo,
    userId: billsOnly.id,
    role: 'iam',
    authorizations: { billOrder: true, seeAllClient: true },
  });
});
afterAll(() => t?.close());

const pick = async (jwt: string, query = '') => call(t.app, 'GET', `${URL}${query}`, { jwt });

describe('who may pick', () => {
  it('opens to the entry rights, not to the catalogue right, and answers refusals in French', async () => {
    // Before issue 24 the entry read the catalogue, which refuses this collaborator.
    expect((await pick(iam, '')).status).toBe(200);
    expect((await call(t.app, 'GET', '/v1/dashboard/products', { jwt: iam })).status).toBe(403);
    expect((await pick(await t.login('iam.factures.seules@cuvee.test'))).status).toBe(200);
    expect((await pick(await t.login('agent@cuvee.demo'))).status).toBe(200);

    expect((await call(t.app, 'GET', URL)).status).toBe(401);
    expect((await pick(await t.login('client@cuvee.demo'))).status).toBe(403);
    const refused = await pick(await t.login('iam.catalogue.seul@cuvee.test'));
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await pick(await t.login('admin@cuvee.demo'))).status).toBe(403);
  });

  it('answers 400 for bad input, 404 for a client the caller does not see, and changes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(orders))[0]!.n;
    const bad = await pick(iam, '?ids=pas-un-id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toContain("La liste des produits n'est pas valide");
    expect((await pick(iam, '?limit=500')).status).toBe(400);
    expect((await pick(iam, '?clientId=123')).status).toBe(400);
    const unseen = await pick(iam, `?clientId=${elsewhere}`);
    expect(unseen.status).toBe(404);
    expect(unseen.body.message).toMatch(/client/i);
    expect((await t.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });
});

describe('what an entry reads', () => {
  it('pages and searches on the server, names, vintages, formats and stock', async () => {
    const first = await pick(iam, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(2);
    const second = await pick(iam, '?limit=2&offset=2');
    const ids = (r: { body: { products?: Product[] } }) => (r.body.products ?? []).map((p) => p.id);
    expect(ids(second)).not.toContain(ids(first)[0]);
    expect(second.body.total).toBe(first.body.total);
    const past = await pick(iam, `?limit=2&offset=${first.body.total}`);
    expect(past.body).toMatchObject({ success: true, total: first.body.total, products: [] });

    const found = await pick(iam, `?search=${encodeURIComponent(wine.product.name.slice(0, 8))}`);
    const hit = (found.body.products as Product[]).find((p) => p.id === wine.product.id);
    expect(hit).toBeDefined();
    expect(found.body.total).toBeLessThan(first.body.total);
    const format = hit!.formats.find((f) => f.id === wine.format.id)!;
    expect(format.label).not.toBe('');
    expect(format.available).toBeGreaterThan(0);
    expect(hit!.vintages.map((v) => v.name)).toContain(wine.line.vintage);
    // Only what an entry needs: nothing of the catalogue's record, and what its duties are
    // computed from for the form's estimate (issue 25): the excise category, each vintage's strength.
    expect(Object.keys(hit!).sort()).toEqual(
      ['exciseCategory', 'formats', 'id', 'name', 'precision', 'productType', 'status', 'vintages'].sort(),
    );
    expect(hit).toMatchObject({ exciseCategory: 'stillWine' });
    const stored = wine.product.vintages.find((v) => v.name === wine.line.vintage)!;
    expect(hit!.vintages.find((v) => v.name === wine.line.vintage)).toMatchObject({
      alcohol: stored.alcohol ?? null,
    });
    expect(found.body.shippingVatRateBp).toBe(2000);

    const nothing = await pick(iam, '?search=zzzz-aucun-produit');
    expect(nothing.body).toMatchObject({ success: true, total: 0, products: [] });

    const named = await pick(iam, `?ids=${wine.product.id}&search=zzzz`);
    expect((named.body.products as Product[]).map((p) => p.id)).toEqual([wine.product.id]);
  });

  it("prices each format for the client's typology, as the entry then prices the line", async () => {
    for (const [client, typology] of [
      [caviste, 'Caviste'],
      [particulier, 'Particulier'],
    ] as const) {
      const res = await pick(iam, `?clientId=${client}&ids=${wine.product.id}`);
      expect(res.status).toBe(200);
      expect(res.body.typology).toBe(typology);
      const format = (res.body.products as Product[])[0]!.formats.find((f) => f.id === wine.format.id)!;
      const entered = await call(t.app, 'POST', '/v1/orders/manage', {
        jwt: iam,
        body: {
          kind: 'quote',
          clientId: client,
          lines: [
            {
              productId: wine.product.id,
              formatId: wine.format.id,
              vintage: wine.line.vintage,
              quantity: 1,
              discountBp: 0,
            },
          ],
        },
      });
      expect(entered.status).toBe(200);
      expect(entered.body.order.lines[0].unitHT).toBe(format.unitHtCents);
    }
    const pro = await pick(iam, `?clientId=${caviste}&ids=${wine.product.id}`);
    const home = await pick(iam, `?clientId=${particulier}&ids=${wine.product.id}`);
    const unit = (r: typeof pro) => (r.body.products as Product[])[0]!.formats[0]!;
    // The private client's price is the public one, tax included.
    expect(unit(home).unitTtcCents).toBe(wine.format.price);
    expect(unit(pro).vatRateBp).toBe(2000);
  });

  it('never offers a prestation to an agent', async () => {
    const agent = await t.login('agent@cuvee.demo');
    const all = await pick(agent, '?limit=50');
    expect((all.body.products as Product[]).some((p) => p.productType === 'prestation')).toBe(false);
  });
});
