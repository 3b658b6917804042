import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { orders } from '../orders/index.ts';
import { anyWine, modeId, PARIS, shopId, stockedWine } from '../orders/orders.fixtures.ts';
import { promoCodes } from './promotions.table.ts';

// Promo codes (issue 29): the owner's settings routes (cross-shop 404, permission 403, French
// 400s that change nothing) and the code applied by the server in the cart and at placement.

let t: TestApp;
let owner: string;
let ownerSeconde: string;
let client: string;
let demo: string;
let seconde: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let other: Awaited<ReturnType<typeof anyWine>>;
let home: string;
let homeSeconde: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  ownerSeconde = await t.login('maison.seconde@cuvee.demo');
  client = await t.login('client@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
  seconde = await shopId(t.db, 'maison-seconde');
  wine = await stockedWine(t.db, demo);
  other = await anyWine(t.db, seconde);
  home = await modeId(t.db, demo, 'Livraison à domicile');
  homeSeconde = await modeId(t.db, seconde, 'Livraison à domicile');
});
afterAll(() => t?.close());

const codeCount = async () => (await t.db.select({ id: promoCodes.id }).from(promoCodes)).length;
const text = (m: unknown) =>
  [m]
    .flat()
    .map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
    .join(' ');
const welcome = (over: Record<string, unknown> = {}) => ({
  code: 'Bienvenue10',
  label: 'Bienvenue',
  benefit: { kind: 'percent', percent: 10 },
  minAmountHt: 6000,
  maxUsesPerBuyer: 1,
  ...over,
});
const line = (
  w: { product: { id: string }; format: { id: string }; vintageId: string | null },
  quantity: number,
) => ({
  idTmp: `${w.product.id}:${w.format.id}`,
  productId: w.product.id,
  formatId: w.format.id,
  vintageId: w.vintageId,
  quantity,
});
const priceOf = (sellerId: string, l: ReturnType<typeof line>, promoCode: string | null, jwt = client) =>
  call(t.app, 'POST', '/v1/orders/get-cart-price', {
    jwt,
    body: { orders: [{ sellerId, products: [l], promoCode }] },
  });
const placement = (o: Record<string, unknown>) => ({
  idempotencyKey: randomUUID(),
  orders: [o],
  deliveryAddress: PARIS,
  acceptTerms: true,
  certifyAdult: true,
});
const place = async (body: unknown, jwt = client) => {
  const res = await call(t.app, 'POST', '/v1/orders', { body, jwt });
  await t.settled();
  return res;
};

describe('the settings routes of promo codes', () => {
  let id: string;
  it('the owner creates a code, kept upper-case, and lists it', async () => {
    const res = await call(t.app, 'POST', '/v1/promo-codes', { jwt: owner, body: welcome() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Le code promo a été créé');
    expect(res.body.code).toMatchObject({ code: 'BIENVENUE10', used: 0, source: 'settings', active: true });
    id = res.body.code.id;
    const list = await call(t.app, 'GET', '/v1/promo-codes?search=bien', { jwt: owner });
    expect(list.body.codes.map((c: { code: string }) => c.code)).toContain('BIENVENUE10');
  });

  it('refuses in French, changing nothing: 16 characters, a negative amount, a code already there', async () => {
    const before = await codeCount();
    const long = await call(t.app, 'POST', '/v1/promo-codes', {
      jwt: owner,
      body: welcome({ code: 'A'.repeat(16) }),
    });
    expect(long.status).toBe(400);
    expect(text(long.body.message)).toContain('Le code promo ne peut pas dépasser 15 caractères');
    const negative = await call(t.app, 'POST', '/v1/promo-codes', {
      jwt: owner,
      body: welcome({ code: 'MOINS', benefit: { kind: 'amount', cents: -500 } }),
    });
    expect(negative.status).toBe(400);
    const same = await call(t.app, 'POST', '/v1/promo-codes', {
      jwt: owner,
      body: welcome({ code: 'bienvenue10' }),
    });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('Le code promo « BIENVENUE10 » existe déjà dans votre boutique');
    const dates = await call(t.app, 'POST', '/v1/promo-codes', {
      jwt: owner,
      body: welcome({ code: 'DATES', validFrom: '2026-12-31', validTo: '2026-01-01' }),
    });
    expect(dates.status).toBe(400);
    expect(await codeCount()).toBe(before);
  });

  it('another shop’s code is 404 to its owner; a buyer is 403; nothing changes', async () => {
    const put = await call(t.app, 'PUT', `/v1/promo-codes/${id}`, {
      jwt: ownerSeconde,
      body: welcome({ label: 'Volé' }),
    });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Code promo introuvable');
    expect((await call(t.app, 'DELETE', `/v1/promo-codes/${id}`, { jwt: ownerSeconde })).status).toBe(404);
    const list = await call(t.app, 'GET', '/v1/promo-codes', { jwt: ownerSeconde });
    expect(list.body.codes.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await call(t.app, 'GET', '/v1/promo-codes', { jwt: client })).status).toBe(403);
    expect(
      (await call(t.app, 'POST', '/v1/promo-codes', { jwt: client, body: welcome({ code: 'CLIENT' }) }))
        .status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/v1/promo-codes')).status).toBe(401);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({ code: 'BIENVENUE10', active: true });
  });
});

describe('the code in the cart and at placement', () => {
  it('applies per seller in get-cart-price, without case; below the minimum it says why', async () => {
    const enough = await priceOf(demo, line(wine, 12), 'bienvenue10');
    expect(enough.status).toBe(200);
    const [o] = enough.body.orders;
    expect(o.promoCode).toMatchObject({ code: 'BIENVENUE10', applied: true });
    expect(o.price.promoAmount).toBeGreaterThan(0);
    const bare = (await priceOf(demo, line(wine, 12), null)).body.orders[0];
    expect(o.price.totalTTC).toBe(bare.price.totalTTC - o.price.promoAmount);
    const few = (await priceOf(demo, line(wine, 1), 'BIENVENUE10')).body.orders[0];
    expect(few.promoCode).toMatchObject({ applied: false, refusal: 'minAmount', params: { amount: 6000 } });
  });

  it('another shop’s code is unknown to this seller, without saying it exists elsewhere', async () => {
    const res = await priceOf(seconde, line(other, 6), 'BIENVENUE10');
    expect(res.body.orders[0].promoCode).toMatchObject({ applied: false, refusal: 'unknown' });
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const placed = await place(
      placement({
        sellerId: seconde,
        lines: [line(other, 6)],
        deliveryModeId: homeSeconde,
        paymentType: 'check',
        promoCode: 'BIENVENUE10',
      }),
    );
    expect(placed.status).toBe(404);
    expect(placed.body.message).toBe('Code promo inconnu');
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('places the order with its discount once; a second use is refused in French', async () => {
    const order = {
      sellerId: demo,
      lines: [line(wine, 12)],
      deliveryModeId: home,
      paymentType: 'transfer',
      promoCode: 'Bienvenue10',
    };
    const first = await place(placement(order));
    expect(first.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.body.orders[0].id));
    expect(row!.promoCents).toBeGreaterThan(0);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'BIENVENUE10'));
    expect(code!.used).toBe(1);
    const again = await place(placement(order));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Vous avez déjà utilisé ce code promo');
    const sixteen = await place(placement({ ...order, promoCode: 'X'.repeat(16) }));
    expect(sixteen.status).toBe(400);
  });
});

describe('uses counted exactly under concurrency', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const [tries, max] = onPostgres ? [200, 100] : [12, 5];
  it(`${tries} concurrent placements with a ${max}-use code give exactly ${max} discounted orders`, async () => {
    const created = await call(t.app, 'POST', '/v1/promo-codes', {
      jwt: ownerSeconde,
      body: { code: 'CENT', benefit: { kind: 'amount', cents: 100 }, maxUses: max },
    });
    expect(created.status).toBe(200);
    const order = {
      sellerId: seconde,
      lines: [line(other, 1)],
      deliveryModeId: homeSeconde,
      paymentType: 'check',
      promoCode: 'cent',
    };
    const results = await Promise.all(Array.from({ length: tries }, () => place(placement(order))));
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(max);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([409, 422]).toContain(r.status);
      expect(r.body.message).toBe("Ce code promo a atteint son nombre maximal d'utilisations");
    }
    const ids = placed.map((r) => r.body.orders[0].id as string);
    const rows = await t.db.select({ id: orders.id, promo: orders.promoCents }).from(orders);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.promo === 100)).toBe(true);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, created.body.code.id));
    expect(code!.used).toBe(max);
  }, 240_000);
});
