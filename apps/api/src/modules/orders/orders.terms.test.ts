import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { anyWine, footprint, modeId, PARIS, shopId, stockedWine } from './orders.fixtures.ts';

// The terms of sale at checkout (issue 24): a seller who published terms gets an order only from
// a buyer who accepted the version in force (spec §5's refusal otherwise, nothing written); the
// order keeps that version, and the seller's order page says which.

let t: TestApp;
let client: string;
let owner: string;
let demo: string;
let seconde: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let other: Awaited<ReturnType<typeof anyWine>>;
let home: string;
let homeSeconde: string;
let v1: string;
let v2: string;

const publish = async (jwt: string, body: string) => {
  const res = await call(t.app, 'POST', '/v1/legal-documents/cgv/versions', { jwt, body: { body } });
  expect(res.status).toBe(200);
  return res.body.document as { id: string; version: number; publishedAt: string };
};

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  owner = await t.login('proprietaire@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  seconde = await shopId(t.db, 'maison-seconde');
  wine = await stockedWine(t.db, demo);
  other = await anyWine(t.db, seconde);
  home = await modeId(t.db, demo, 'Livraison à domicile');
  homeSeconde = await modeId(t.db, seconde, 'Livraison à domicile');
  // Domaine Démo publishes its terms twice; Maison Seconde has published none.
  v1 = (await publish(owner, '## Article 1\n\nPremière version.')).id;
  v2 = (await publish(owner, '## Article 1\n\nSeconde version.')).id;
});
afterAll(() => t?.close());

const line = (w: { product: { id: string }; format: { id: string }; vintageId: string | null }) => ({
  idTmp: `${w.product.id}:${w.format.id}`,
  productId: w.product.id,
  formatId: w.format.id,
  vintageId: w.vintageId,
  quantity: 1,
});
const demoOrder = (termsVersionId?: string | null) => ({
  sellerId: demo,
  lines: [line(wine)],
  deliveryModeId: home,
  paymentType: 'transfer',
  ...(termsVersionId !== undefined && { termsVersionId }),
});
const body = (orders: object[]) => ({
  idempotencyKey: randomUUID(),
  orders,
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
});
const place = (orders: object[]) => call(t.app, 'POST', '/v1/orders', { jwt: client, body: body(orders) });

describe('placing an order at a seller with terms of sale', () => {
  it.each([
    ['no version', undefined, "Veuillez accepter les conditions générales d'utilisation"],
    ['a null version', null, "Veuillez accepter les conditions générales d'utilisation"],
    [
      'a version that is not one of its terms',
      randomUUID(),
      "Veuillez accepter les conditions générales d'utilisation",
    ],
  ])('is refused with %s, in the spec’s French, and writes nothing', async (_, termsVersionId, message) => {
    const before = await footprint(t.db);
    const res = await place([demoOrder(termsVersionId)]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await footprint(t.db)).toEqual(before);
  });

  it('is refused with the earlier version, telling the buyer the terms changed', async () => {
    const before = await footprint(t.db);
    const res = await place([demoOrder(v1)]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Les conditions générales de vente de Domaine Démo ont été modifiées : veuillez lire la nouvelle version et l'accepter",
    );
    expect(await footprint(t.db)).toEqual(before);
  });

  it("is refused for every seller when one seller's terms are not accepted", async () => {
    const before = await footprint(t.db);
    const res = await place([
      demoOrder(null),
      { sellerId: seconde, lines: [line(other)], deliveryModeId: homeSeconde, paymentType: 'check' },
    ]);
    expect(res.status).toBe(422);
    expect(await footprint(t.db)).toEqual(before);
  });

  it("records the accepted version with the order; the seller's order page shows it", async () => {
    const res = await place([
      demoOrder(v2),
      { sellerId: seconde, lines: [line(other)], deliveryModeId: homeSeconde, paymentType: 'check' },
    ]);
    expect(res.status).toBe(200);
    const [atDemo, atSeconde] = res.body.orders;
    const page = await call(t.app, 'GET', `/v1/orders/${atDemo.id}`, { jwt: owner });
    expect(page.status).toBe(200);
    expect(page.body.order.acceptedTerms).toMatchObject({ id: v2, version: 2 });
    expect(Date.parse(page.body.order.acceptedTerms.publishedAt)).not.toBeNaN();
    // Maison Seconde has no terms: its order was placed without, and says so.
    const secondePage = await call(t.app, 'GET', `/v1/orders/${atSeconde.id}`, {
      jwt: await t.login('maison.seconde@cuvee.demo'),
    });
    expect(secondePage.body.order.acceptedTerms).toBeNull();

    // A third version later does not change what the order's buyer accepted.
    await publish(owner, '## Article 1\n\nTroisième version.');
    const later = await call(t.app, 'GET', `/v1/orders/${atDemo.id}`, { jwt: owner });
    expect(later.body.order.acceptedTerms).toMatchObject({ id: v2, version: 2 });
  });

  it("places a two-seller cart when each seller's own terms are accepted", async () => {
    const secondeOwner = await t.login('maison.seconde@cuvee.demo');
    const secondeTerms = await publish(secondeOwner, '## Conditions de Maison Seconde');
    const demoTerms = (await call(t.app, 'GET', '/v1/shops/domaine-demo/legal-documents/cgv')).body.document;
    const secondeOrder = {
      sellerId: seconde,
      lines: [line(other)],
      deliveryModeId: homeSeconde,
      paymentType: 'check',
    };
    // Each seller's terms with the other's id: refused.
    const crossed = await place([
      demoOrder(secondeTerms.id),
      { ...secondeOrder, termsVersionId: demoTerms.id },
    ]);
    expect(crossed.status).toBe(422);
    const res = await place([demoOrder(demoTerms.id), { ...secondeOrder, termsVersionId: secondeTerms.id }]);
    expect(res.status).toBe(200);
    const page = await call(t.app, 'GET', `/v1/orders/${res.body.orders[1].id}`, { jwt: secondeOwner });
    expect(page.body.order.acceptedTerms).toMatchObject({ id: secondeTerms.id, version: 1 });
  });
});
