import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, proClient, req, shopIdOf, text } from '../clients/clients.fixtures.ts';
import { stockReservations } from '../stock/index.ts';
import { stockedWine } from './orders.fixtures.ts';
import { foreignOrder } from './orders.shipments.fixtures.ts';
import { orderEvents, orders } from './orders.table.ts';

// The shipping desk (issue 24): the queue (its filters, its shop, its permission), the bulk
// shipping (each order whole or refused in French, nothing changed), the delivery notes of a
// selection in ONE PDF and its picking list; shipping records the parcels shown after it and
// the carrier's tracking page; a delivered order is no longer cancelled.

let t: TestApp;
let owner: string;
let demo: string;
let seconde: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let clientId: string;
const MODE = `Messagerie bureau ${Date.now() % 100000}`;

async function makeOrder(quantity: number, opts: { validate?: boolean; mode?: string } = {}) {
  const made = await req(t, 'POST', '/v1/orders/manage', {
    jwt: owner,
    shop: demo,
    body: {
      kind: 'order',
      clientId,
      shipping: { label: opts.mode ?? MODE, priceCents: 1500 },
      lines: [{ productId: wine.product.id, formatId: wine.format.id, vintage: wine.line.vintage, quantity }],
    },
  });
  expect(made.status).toBe(200);
  const order = made.body.order as { id: string; reference: string };
  if (opts.validate !== false) {
    const valid = await req(t, 'POST', `/v1/orders/${order.id}/actions/validate`, {
      jwt: owner,
      shop: demo,
      body: {},
    });
    expect(valid.status).toBe(200);
  }
  return order;
}

const queue = (query: string, jwt = owner, shop = demo) =>
  req(t, 'GET', `/v1/shipments?${query}`, { jwt, shop });
const stateOf = async (id: string) =>
  (
    await t.db
      .select({ s: orders.status, d: orders.deliveryStatus, tracking: orders.trackingRef })
      .from(orders)
      .where(eq(orders.id, id))
  )[0]!;
const eventsOf = async (id: string) =>
  (await t.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, id)))[0]!.n;

async function file(url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demo },
  });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-shipments-')) });
  owner = await t.login('proprietaire@cuvee.demo');
  demo = await shopIdOf(t, 'domaine-demo');
  seconde = await shopIdOf(t, 'maison-seconde');
  wine = await stockedWine(t.db, demo);
  const client = await req(t, 'POST', '/v1/clients', {
    jwt: owner,
    shop: demo,
    body: proClient({ company: 'Cave du Quai', email: 'quai@expeditions.test', siret: undefined }),
  });
  expect(client.status).toBe(200);
  clientId = client.body.client.id;
}, 120_000);
afterAll(() => t?.close());

describe('the shipping desk', { timeout: 180_000 }, () => {
  it('lists the orders to ship of the shop only, by mode, state and dates; 401, 403, 400 in French', async () => {
    const a = await makeOrder(13);
    const b = await makeOrder(6);
    const draft = await makeOrder(2, { validate: false });
    const mine = await queue(`mode=${encodeURIComponent(MODE)}`);
    expect(mine.status).toBe(200);
    const refs = mine.body.orders.map((o: { reference: string }) => o.reference);
    // Oldest first; the draft is not to ship yet.
    expect(refs).toEqual([a.reference, b.reference]);
    expect(refs).not.toContain(draft.reference);
    expect(mine.body.total).toBe(2);
    const first = mine.body.orders[0];
    // Thirteen bottles: two parcels (spec §9, twelve a parcel).
    expect(first).toMatchObject({
      bottles: 13,
      suggestedParcels: 2,
      client: 'Cave du Quai',
      mode: { name: MODE },
    });
    expect(mine.body.orders[1]).toMatchObject({ bottles: 6, suggestedParcels: 1 });
    expect(mine.body.modes).toEqual(expect.arrayContaining([{ name: MODE, count: 2 }]));

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Paris',
    });
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Paris',
    });
    const m = `mode=${encodeURIComponent(MODE)}`;
    expect((await queue(`${m}&from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await queue(`${m}&from=${tomorrow}`)).body.total).toBe(0);
    expect((await queue(`${m}&to=${yesterday}`)).body.total).toBe(0);
    expect((await queue(`q=${a.reference}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([a.id]);
    const prepared = await req(t, 'POST', '/v1/shipments/prepare', {
      jwt: owner,
      shop: demo,
      body: { ids: [b.id] },
    });
    expect(prepared.body).toMatchObject({ message: '1 commande mise en préparation' });
    const inPreparation = await queue(`${m}&deliveryStatus=preparation`);
    expect(inPreparation.body.orders.map((o: { id: string }) => o.id)).toEqual([b.id]);

    // Another shop's owner sees its own queue, never these orders.
    const other = await queue(`q=${a.reference}`, await t.login('maison.seconde@cuvee.demo'), seconde);
    expect(other.status).toBe(200);
    expect(other.body.orders).toEqual([]);
    expect((await req(t, 'GET', '/v1/shipments')).status).toBe(401);
    expect((await queue('', await t.login('client@cuvee.demo'))).status).toBe(403);
    const noDelivery = await memberWith(t, demo, 'expe.sans.droit@cuvee.test', 'iam', {
      seeAllOrder: true,
      manageDelivery: false,
    });
    expect((await queue('', noDelivery.jwt)).status).toBe(403);
    const shipper = await memberWith(t, demo, 'expe.livraison@cuvee.test', 'iam', { manageDelivery: true });
    // Who manages the delivery ships every order of the shop, without seeAllOrder.
    expect((await queue(m, shipper.jwt)).body.total).toBe(2);
    const bad = await queue('from=hier');
    expect(bad.status).toBe(400);
    expect(text(bad.body.message)).toMatch(/date/i);
  });

  it('ships in bulk: each order whole with its parcels, carrier and tracking; a refused one unchanged, in French', async () => {
    const a = await makeOrder(14);
    const b = await makeOrder(3);
    const draft = await makeOrder(2, { validate: false });
    const foreign = await foreignOrder(t, seconde);
    const before = { draft: await stateOf(draft.id), events: await eventsOf(draft.id) };
    const ship = (shipments: unknown[], jwt = owner) =>
      req(t, 'POST', '/v1/shipments/ship', { jwt, shop: demo, body: { shipments } });
    const bad = await ship([{ orderId: a.id, parcels: 0, carrier: 'pigeon' }]);
    expect(bad.status).toBe(400);
    const denied = await memberWith(t, demo, 'expe.refus@cuvee.test', 'iam', { seeAllOrder: true });
    expect((await ship([{ orderId: a.id, parcels: 1, carrier: 'dpd' }], denied.jwt)).status).toBe(403);
    expect((await stateOf(a.id)).d).toBe('pending');

    const res = await ship([
      { orderId: a.id, parcels: 2, weightGrams: 18_500, carrier: 'colissimo', trackingRef: '6A12345678901' },
      { orderId: b.id, parcels: 1, carrier: 'dpd', trackingRef: '25000123' },
      { orderId: draft.id, parcels: 1, carrier: 'dpd', trackingRef: 'X1' },
      { orderId: foreign, parcels: 1, carrier: 'ups' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 commandes expédiées, 2 refusées');
    const byId = new Map(res.body.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ ok: true, deliveryStatus: 'transit', reference: a.reference });
    expect(byId.get(b.id)).toMatchObject({ ok: true, deliveryStatus: 'transit' });
    expect(byId.get(draft.id)).toMatchObject({
      ok: false,
      reference: draft.reference,
      message: "La commande doit être validée avant d'être préparée ou expédiée",
    });
    expect(byId.get(foreign)).toMatchObject({ ok: false, reference: null, message: 'Commande introuvable' });
    // The refused order is exactly as it was.
    expect({ draft: await stateOf(draft.id), events: await eventsOf(draft.id) }).toEqual(before);
    // The shipped ones took their units out of the stock.
    const reservations = await t.db
      .select({ status: stockReservations.status })
      .from(stockReservations)
      .where(eq(stockReservations.reference, a.id));
    expect(reservations.length).toBeGreaterThan(0);
    expect(reservations.every((r) => r.status === 'consumed')).toBe(true);

    // The order's page: the two parcels recorded (not the one charged), the carrier's tracking page.
    const page = await req(t, 'GET', `/v1/orders/${a.id}`, { jwt: owner, shop: demo });
    expect(page.body.order.delivery.parcels).toBe(2);
    expect(page.body.order.shipment).toMatchObject({
      carrier: 'colissimo',
      carrierName: 'Colissimo',
      trackingRef: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
      parcels: 2,
      weightGrams: 18_500,
    });
    // Shipped orders leave the queue.
    const left = await queue(`mode=${encodeURIComponent(MODE)}&q=${a.reference}`);
    expect(left.body.orders).toEqual([]);
  });

  it('prints the delivery notes of three orders in ONE PDF, and their picking list', async () => {
    const picked = [await makeOrder(1), await makeOrder(2), await makeOrder(4)];
    const ask = (body: unknown, jwt = owner, shop = demo) =>
      req(t, 'POST', '/v1/shipments/documents', { jwt, shop, body });
    const ids = picked.map((o) => o.id);
    expect(
      (await ask({ kind: 'deliveryNotes', orderIds: ids }, await t.login('client@cuvee.demo'))).status,
    ).toBe(403);
    const otherShop = await ask(
      { kind: 'deliveryNotes', orderIds: ids },
      await t.login('maison.seconde@cuvee.demo'),
      seconde,
    );
    expect(otherShop.status).toBe(404);
    expect(otherShop.body.message).toBe('Commande introuvable');
    expect((await ask({ kind: 'labels', orderIds: ids })).status).toBe(400);

    const asked = await ask({ kind: 'deliveryNotes', orderIds: ids });
    expect(asked.status).toBe(200);
    expect(asked.body.document).toMatchObject({ kind: 'deliveryNotes', status: 'pending', orderCount: 3 });
    const id = asked.body.document.id as string;
    await t.app.deps.jobs.settled();
    const state = await req(t, 'GET', `/v1/shipments/documents/${id}`, { jwt: owner, shop: demo });
    expect(state.body.document).toMatchObject({ status: 'generated', orderCount: 3 });
    const pdf = await file(`/v1/shipments/documents/${id}/file`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(3);
    const words = await pdfText(pdf.bytes);
    for (const o of picked) expect(words).toContain(o.reference);
    expect(words.match(/Bon de livraison/g)?.length).toBeGreaterThanOrEqual(3);
    // Another shop reads nothing of it.
    const foreign = await req(t, 'GET', `/v1/shipments/documents/${id}`, {
      jwt: await t.login('maison.seconde@cuvee.demo'),
      shop: seconde,
    });
    expect(foreign.status).toBe(404);

    const list = await ask({ kind: 'pickingList', orderIds: ids });
    await t.app.deps.jobs.settled();
    const listPdf = await file(`/v1/shipments/documents/${list.body.document.id}/file`);
    expect(listPdf.status).toBe(200);
    const listText = await pdfText(listPdf.bytes);
    expect(listText).toContain('Liste de préparation');
    // One wine for the three orders: 1 + 2 + 4 bottles to take out, the three orders named.
    expect(listText).toContain('Total à préparer : 7 unités');
    for (const o of picked) expect(listText).toContain(o.reference);
  });

  it('no longer offers nor accepts cancelling an order once delivered (409, French)', async () => {
    const order = await makeOrder(2);
    await req(t, 'POST', '/v1/shipments/ship', {
      jwt: owner,
      shop: demo,
      body: { shipments: [{ orderId: order.id, parcels: 1, carrier: 'other' }] },
    });
    const delivered = await req(t, 'POST', `/v1/orders/${order.id}/delivery/deliver`, {
      jwt: owner,
      shop: demo,
      body: {},
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.order.actions.order).not.toContain('cancel');
    const events = await eventsOf(order.id);
    const cancel = await req(t, 'POST', `/v1/orders/${order.id}/actions/cancel`, {
      jwt: owner,
      shop: demo,
      body: {},
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('La livraison est « livrée » : la commande ne peut plus être annulée');
    expect(await stateOf(order.id)).toMatchObject({ s: 'validated', d: 'delivered' });
    expect(await eventsOf(order.id)).toBe(events);
  });
});
