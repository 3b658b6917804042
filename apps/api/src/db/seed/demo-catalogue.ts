import { ProductInput } from '@cuvee/contracts';
import { INTEGRATIONS } from '@cuvee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { createProduct } from '../../modules/products/products.service.ts';
import { products } from '../../modules/products/products.table.ts';
import { createShop } from '../../modules/shops/shops.service.ts';
import type { ShopRow } from '../../modules/shops/shops.table.ts';
import { shopMemberships } from '../../modules/shops/shops.table.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx, type TenantScope } from '../tenant.ts';
import { DOMAINE_DEMO_BOXES, DOMAINE_DEMO_PRODUCTS, MAISON_SECONDE_PRODUCTS } from './demo-catalogue.data.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { makeUser } from './factories.ts';

/** Creates the demo shop's products through the same service the back office uses. */
export async function seedDemoCatalogue(tx: DbOrTx, shop: ShopRow) {
  const scope = await ownerScope(tx, shop);
  for (const p of DOMAINE_DEMO_PRODUCTS) await createProduct(scope, systemTx(tx), ProductInput.parse(p));
  for (const { box, ...p } of DOMAINE_DEMO_BOXES) {
    const names = box.items.map((i) => i.name);
    const rows = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.shopId, shop.id), inArray(products.name, names)));
    const idOf = new Map(rows.map((r) => [r.name, r.id]));
    const items = box.items.map((i) => ({ productId: idOf.get(i.name)!, quantity: i.quantity }));
    await createProduct(
      scope,
      systemTx(tx),
      ProductInput.parse({ ...p, box: { mode: box.mode, slots: box.slots, items } }),
    );
  }
}

/** The shop's owner acting on it: the seed writes as the back office would. */
async function ownerScope(tx: DbOrTx, shop: ShopRow): Promise<TenantScope> {
  const [owner] = await tx
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(and(eq(shopMemberships.shopId, shop.id), eq(shopMemberships.role, 'owner')))
    .limit(1);
  return systemScope(shop.id, owner!.userId);
}

export async function seedMaisonSeconde(tx: DbOrTx) {
  const owner = await makeUser(tx, {
    role: 'owner',
    email: 'maison.seconde@cuvee.demo',
    username: 'maison-seconde',
    firstname: 'Henri',
    lastname: 'Seconde',
    isPro: true,
  });
  const integration = Object.fromEntries(
    INTEGRATIONS.map((k) => [k, { active: ['shop', 'crm', 'stocks'].includes(k) }]),
  );
  const shop = await createShop(tx, {
    name: 'Maison Seconde',
    ownerId: owner.id,
    code: 'SECONDE1',
    urlShop: 'maison-seconde',
    color: '#1f3a2b',
    editedShop: {
      color: '#1f3a2b',
      logo: '/demo/maison-seconde-logo.webp',
      banner: '/demo/maison-seconde-banner.webp',
    },
    integration,
    identity: {
      legalName: 'SARL Maison Seconde',
      siret: '98765432100012',
      vatNumber: 'FR55987654321',
      email: 'bonjour@maison-seconde.fr',
      description: 'Petite maison de Champagne à Épernay : bruts, rosés de saignée et millésimes.',
      address: { street: '3 rue des Crayères', zipcode: '51200', city: 'Épernay', country: 'FR' },
    },
    tabs: [{ id: 'champagnes', name: 'Champagnes', children: [] }],
  });
  const scope = systemScope(shop.id, owner.id);
  for (const p of MAISON_SECONDE_PRODUCTS) await createProduct(scope, systemTx(tx), ProductInput.parse(p));
  await seedDemoDelivery(tx, shop.id, owner.id);
  return { shop, ownerId: owner.id };
}
