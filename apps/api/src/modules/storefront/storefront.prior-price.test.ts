import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { products, recordPastPrice } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/index.ts';

// The struck price of an announced reduction (issue 29, L112-1-1): read from the format's price
// history only; 14,90 € struck beside 12,90 € only when 14,90 € was the lowest of the 30 days
// before the reduction. The history is changed to prove both cases.

let t: TestApp;
let owner: string;
let scope: { user: { id: string }; shop: { id: string }; shops: { id: string }[] };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'proprietaire@cuvee.demo'));
  scope = { user: { id: user!.id }, shop: { id: shop!.id }, shops: [{ id: shop!.id }] };
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function wineAt(name: string, price: number) {
  const body = {
    productType: 'bottle',
    name,
    type: 'wine',
    color: 'red',
    vintages: [{ name: '2023', alcohol: 13 }],
    allergens: ['sulphites'],
    formats: [{ unity: 'Litre(s)', unityValue: 0.75, price }],
  };
  const res = await call(t.app, 'POST', '/v1/products', { jwt: owner, body });
  expect(res.status).toBe(200);
  return {
    slug: res.body.product.slug as string,
    formatId: res.body.product.formats[0].id as string,
    id: res.body.product.id as string,
    body,
  };
}
const past = (formatId: string, days: number, price: number) =>
  inTenant(t.db, scope, (tx) => recordPastPrice(scope, tx, formatId, ago(days), { price }));
const shown = async (slug: string) => {
  const page = await call(t.app, 'GET', `/v1/shops/domaine-demo/products/${slug}`);
  const list = await call(
    t.app,
    'GET',
    `/v1/products?shopIds=${encodeURIComponent('["domaine-demo"]')}&search=${encodeURIComponent(slug.split('-')[0]!)}&limit=50`,
  );
  const card = list.body.products.find((p: { slug: string }) => p.slug === slug);
  return { page: page.body.product.formats[0], card: card?.formats[0] };
};

describe('the prior price of a reduction on the storefront', () => {
  it('14,90 € → 12,90 €: 14,90 € struck, on the card and the page, when it was the lowest of 30 days', async () => {
    const wine = await wineAt('Réduction Prouvée', 1290);
    await past(wine.formatId, 60, 1490);
    const { page, card } = await shown(wine.slug);
    expect(page.price.shown).toBe(1290);
    expect(page.struck).toMatchObject({ shown: 1290, prior: 1490 });
    expect(card.struck).toMatchObject({ shown: 1290, prior: 1490 });
  });

  it('no struck price when 11,90 € was charged in the 30 days before the reduction', async () => {
    const wine = await wineAt('Réduction Douteuse', 1290);
    await past(wine.formatId, 60, 1490);
    await past(wine.formatId, 20, 1190);
    await past(wine.formatId, 10, 1490);
    const { page, card } = await shown(wine.slug);
    expect(page.price.shown).toBe(1290);
    expect(page.struck).toBeNull();
    expect(card.struck).toBeNull();
  });

  it('a price change through the product form is dated in the history (a rise strikes nothing)', async () => {
    const wine = await wineAt('Prix Relevé', 1290);
    const up = { ...wine.body, formats: [{ ...wine.body.formats[0], id: wine.formatId, price: 1490 }] };
    expect((await call(t.app, 'PUT', `/v1/products/${wine.id}`, { jwt: owner, body: up })).status).toBe(200);
    expect((await shown(wine.slug)).page.struck).toBeNull();
    const down = { ...wine.body, formats: [{ ...wine.body.formats[0], id: wine.formatId, price: 1190 }] };
    expect((await call(t.app, 'PUT', `/v1/products/${wine.id}`, { jwt: owner, body: down })).status).toBe(
      200,
    );
    // 12,90 € then 14,90 € within the 30 days: the lowest, 12,90 €, is the prior price.
    expect((await shown(wine.slug)).page.struck).toMatchObject({ shown: 1190, prior: 1290 });
  });

  it('the demo’s running promotion: the Viognier at 8,90 € with 9,90 € struck, from its history', async () => {
    const [viognier] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.name, 'Viognier'));
    const { page, card } = await shown(viognier!.slug);
    expect(page.struck).toMatchObject({ shown: 890, prior: 990 });
    expect(card.struck).toMatchObject({ shown: 890, prior: 990 });
  });
});
