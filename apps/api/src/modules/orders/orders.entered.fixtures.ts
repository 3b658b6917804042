import { randomUUID } from 'node:crypto';
import type { PaymentDelay } from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { clients } from '../clients/index.ts';
import { productFormats, products } from '../products/index.ts';
import { shopMemberships, shops } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { modeId, PARIS } from './orders.fixtures.ts';
import { orders } from './orders.table.ts';

/*
 * Orders for the tests downstream of the orders module (invoices, documents, flows), made the
 * way the shop makes them (issue 25: fixtures build upstream rows through the owning module):
 * entered in the back office for a client and validated by the shop's owner, or, for an order
 * awaiting validation, placed by the client's buyer account from the storefront. Their lines,
 * totals, excise and references are the orders module's own.
 */

export type EnteredLine = {
  quantity: number;
  /** The unit price typed by the staff, VAT excluded, in cents. */
  unitHt: number;
  /** 2000, 1000 or 550: a product of the shop with that VAT (standard, medium, reduced). */
  vatRateBp: number;
  discountBp?: number;
};

export type EnteredOrder = {
  status?: 'validated' | 'pending' | 'draft';
  /** The client's e-mail: a client of the shop, made (an individual) when the shop has none. */
  clientEmail?: string;
  lines?: EnteredLine[];
  /** The delivery's price, VAT excluded ('Colissimo'). */
  shippingHt?: number;
  paymentDelay?: PaymentDelay;
};

const VAT_TYPE = { 2000: 'standard', 1000: 'medium', 550: 'reduced' } as const;

async function req(
  t: TestApp,
  method: 'POST' | 'GET',
  url: string,
  jwt: string,
  shop: string | null,
  body?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${jwt}`, ...(shop ? { 'x-shop-id': shop } : {}) },
    ...(body ? { payload: body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the fixture reads a few fields of the answers
  const json = res.json() as Record<string, any>;
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return json;
}

/** The shop's first owner, signed in. */
async function ownerJwt(t: TestApp, shopId: string) {
  const [owner] = await t.db
    .select({ email: users.email })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(and(eq(shopMemberships.shopId, shopId), eq(shopMemberships.role, 'owner')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return t.login(owner!.email);
}

/** An online bottle of the shop at that VAT rate, its first vintage. */
async function productAt(t: TestApp, shopId: string, vatRateBp: number) {
  const vatType = VAT_TYPE[vatRateBp as keyof typeof VAT_TYPE];
  if (!vatType) throw new Error(`no VAT type for ${vatRateBp} bp`);
  const [row] = await t.db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(
      and(
        eq(products.shopId, shopId),
        eq(products.productType, 'bottle'),
        eq(products.status, 'online'),
        eq(products.vatType, vatType),
      ),
    )
    .orderBy(products.name, productFormats.id)
    .limit(1);
  if (!row) throw new Error(`no online bottle at ${vatType} VAT in the shop`);
  return { ...row, vintageId: row.product.vintages[0]?.id ?? null };
}

/** The shop's client with that e-mail, made by the owner (an individual in Paris) when missing. */
async function clientOf(t: TestApp, shopId: string, jwt: string, email: string) {
  const [found] = await t.db
    .select({ id: clients.id, userId: clients.userId })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.email, email)));
  if (found) return found;
  const [shop] = await t.db.select({ typologies: shops.typologies }).from(shops).where(eq(shops.id, shopId));
  const made = await req(t, 'POST', '/v1/clients', jwt, shopId, {
    kind: 'individual',
    lastname: 'Testeur',
    firstname: 'Jean',
    email,
    typology: Object.keys(shop!.typologies)[0],
    addresses: [{ kind: 'delivery', isDefault: true, address: { ...PARIS, street: '1 rue du Test' } }],
  });
  return { id: made.client.id as string, userId: null };
}

const LINES: EnteredLine[] = [
  { quantity: 6, unitHt: 1250, vatRateBp: 2000 },
  { quantity: 3, unitHt: 833, vatRateBp: 2000, discountBp: 1000 },
];

/** An order of the shop's client, validated unless said otherwise; answers its row. */
export async function enterOrder(t: TestApp, shopId: string, spec: EnteredOrder = {}) {
  const jwt = await ownerJwt(t, shopId);
  const client = await clientOf(t, shopId, jwt, spec.clientEmail ?? 'pro@cuvee.demo');
  const lines = spec.lines ?? LINES;
  const picked = await Promise.all(lines.map((l) => productAt(t, shopId, l.vatRateBp)));
  let id: string;
  if (spec.status === 'pending') {
    // A buyer's order awaiting the shop's validation: only the storefront makes one.
    const [buyer] = client.userId
      ? await t.db.select({ email: users.email }).from(users).where(eq(users.id, client.userId))
      : [];
    if (!buyer) throw new Error('a pending order needs a client with a buyer account');
    const placed = await req(t, 'POST', '/v1/orders', await t.login(buyer.email), null, {
      idempotencyKey: randomUUID(),
      orders: [
        {
          sellerId: shopId,
          lines: lines.map((l, i) => ({
            idTmp: `${picked[i]!.product.id}:${picked[i]!.format.id}:${i}`,
            productId: picked[i]!.product.id,
            formatId: picked[i]!.format.id,
            vintageId: picked[i]!.vintageId,
            quantity: l.quantity,
          })),
          deliveryModeId: await modeId(t.db, shopId, 'Livraison à domicile'),
          paymentType: 'transfer',
        },
      ],
      deliveryAddress: PARIS,
      acceptTerms: true,
      certifyAdult: true,
    });
    id = placed.orders[0].id;
  } else {
    const entered = await req(t, 'POST', '/v1/orders/manage', jwt, shopId, {
      kind: 'order',
      clientId: client.id,
      lines: lines.map((l, i) => ({
        productId: picked[i]!.product.id,
        formatId: picked[i]!.format.id,
        quantity: l.quantity,
        discountBp: l.discountBp ?? 0,
        unitHtCents: l.unitHt,
      })),
      shipping: { label: 'Colissimo', priceCents: spec.shippingHt ?? 0 },
      paymentType: 'transfer',
      paymentDelay: spec.paymentDelay ?? 'days30',
    });
    id = entered.order.id;
    if ((spec.status ?? 'validated') === 'validated')
      await req(t, 'POST', `/v1/orders/${id}/actions/validate`, jwt, shopId);
  }
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
