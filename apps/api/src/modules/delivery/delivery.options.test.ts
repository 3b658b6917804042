import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_CODE } from '../../db/seed/demo.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shops } from '../shops/index.ts';
import { deliveryModes } from './delivery.table.ts';

// The options a buyer's address and order get (decision 0038): open to anyone, active modes only.

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  demoId = demo!.id;
});
afterAll(() => t?.close());

const text = (message: unknown) => [message].flat().join(' ');
const belgium = (over: Record<string, unknown> = {}) => ({
  kind: 'carrier',
  name: 'Belgique express',
  zones: { countries: ['BE', 'LU'], departments: [] },
  basis: 'amount',
  brackets: [{ from: 0, priceCents: 2500 }],
  minAmountCents: 10_000,
  ...over,
});
const options = (shop: string, body: unknown, jwt?: string) =>
  call(t.app, 'POST', `/v1/shops/${shop}/delivery-options`, { body, ...(jwt ? { jwt } : {}) });
const summary = (bottles: number, amountHT = bottles * 1200) => ({
  bottles,
  weightGrams: bottles * 1300,
  amountHT,
  productCount: bottles,
});

describe('POST /v1/shops/:id/delivery-options', () => {
  const paris = { country: 'FR', zipcode: '75011' };

  it('prices the modes that fit for anyone: 13 bottles to Paris cost 18 € + 7 € by carrier, pick-up free', async () => {
    const res = await options('domaine-demo', { address: paris, summary: summary(13) });
    expect(res.status).toBe(200);
    expect(res.body.options.map((o: { name: string; priceCents: number }) => [o.name, o.priceCents])).toEqual(
      [
        ['Retrait au domaine', 0],
        ['Livraison à domicile', 2500],
      ],
    );
    expect(res.body.options[1]).toMatchObject({ parcels: 2, surchargeCents: 700, bottlesBeforeFranco: 11 });
    expect(res.body.message).toBeUndefined();
    // A signed-in buyer asks by the shop's public code, and gets the same answer.
    const buyer = await options(
      DEMO_SHOP_CODE,
      { address: paris, summary: summary(13) },
      await t.login('client@cuvee.demo'),
    );
    expect(buyer.status).toBe(200);
    expect(buyer.body).toEqual(res.body);
  });

  it('reaches franco at 24 bottles', async () => {
    const res = await options('domaine-demo', { address: paris, summary: summary(24) });
    const home = res.body.options.find((o: { kind: string }) => o.kind === 'carrier');
    expect(home).toMatchObject({ priceCents: 0, francoReached: true });
  });

  it("answers spec §8's message when no mode serves the address, and never shows an inactive mode", async () => {
    const inactive = await call(t.app, 'POST', '/v1/delivery-modes', {
      jwt: owner,
      body: belgium({
        name: 'Suède (en pause)',
        zones: { countries: ['SE'], departments: [] },
        active: false,
      }),
    });
    expect(inactive.status).toBe(200);
    const res = await options('domaine-demo', {
      address: { country: 'SE', zipcode: '11122' },
      summary: summary(6),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      options: [],
      unavailable: [],
      message: 'Aucun mode de livraison disponible pour cette addresse',
    });
  });

  it('says which mode the order does not fit yet, and why', async () => {
    await call(t.app, 'POST', '/v1/delivery-modes', {
      jwt: owner,
      body: belgium({ name: 'Belgique par caisses', multipleOf: 6 }),
    });
    const res = await options('domaine-demo', {
      address: { country: 'BE', zipcode: '1000' },
      summary: summary(4, 8000),
    });
    expect(res.body.options).toEqual([]);
    expect(res.body.message).toBe('Aucun mode de livraison disponible pour cette addresse');
    expect(res.body.unavailable[0].reasons.map((r: { message: string }) => r.message)).toEqual([
      'Le montant minimum de commande pour cette livraison est de 100,00\u00a0€ HT',
      'Le nombre de produits doit être un multiple de 6',
    ]);
  });

  it("shows one shop's modes only, 404 for an unknown shop, 400 for a bad body", async () => {
    const seconde = await options('maison-seconde', { address: paris, summary: summary(3) });
    const [secondeShop] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.urlShop, 'maison-seconde'));
    const secondeModes = await t.db
      .select({ id: deliveryModes.id })
      .from(deliveryModes)
      .where(eq(deliveryModes.shopId, secondeShop!.id));
    expect(seconde.body.options.map((o: { modeId: string }) => o.modeId).sort()).toEqual(
      secondeModes.map((m) => m.id).sort(),
    );
    expect(seconde.body.options).toHaveLength(2);
    const demoModes = await t.db
      .select({ id: deliveryModes.id })
      .from(deliveryModes)
      .where(eq(deliveryModes.shopId, demoId));
    const shown = new Set(seconde.body.options.map((o: { modeId: string }) => o.modeId));
    expect(demoModes.filter((m) => shown.has(m.id))).toEqual([]);
    expect((await options('nulle-part', { address: paris, summary: summary(3) })).status).toBe(404);
    const bad = await options('domaine-demo', {
      address: { country: 'France', zipcode: '' },
      summary: summary(-1),
    });
    expect(bad.status).toBe(400);
    expect(text(bad.body.message)).toContain('Le pays doit être un code ISO à 2 lettres');
  });
});
