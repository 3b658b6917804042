import { PromoCodeInput } from '@cuvee/contracts';
import { and, eq } from 'drizzle-orm';
import { productFormats, products, recordPastPrice } from '../../modules/products/index.ts';
import { createPromoCode } from '../../modules/promotions/promotions.service.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';

/** Domaine Démo's welcome code: 10 % from 60 € HT, once per client (issue 29). */
export const DEMO_WELCOME_CODE = {
  code: 'BIENVENUE',
  label: 'Code de bienvenue de la newsletter',
  benefit: { kind: 'percent', percent: 10 },
  minAmountHt: 6000,
  maxUsesPerBuyer: 1,
} as const;

/**
 * The demo's promotions, written through their owners' services: the welcome code, and the
 * Viognier's running promotion (1 € off, seeded with the product) with the price it had for the
 * 40 days before, so its card shows 9,90 € struck from the history.
 */
export async function seedDemoPromotions(tx: DbOrTx, shopId: string, ownerId: string) {
  const scope = systemScope(shopId, ownerId);
  await createPromoCode(scope, systemTx(tx), PromoCodeInput.parse(DEMO_WELCOME_CODE));
  const [viognier] = await tx
    .select({ formatId: productFormats.id, price: productFormats.price })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(eq(products.shopId, shopId), eq(products.name, 'Viognier')));
  if (viognier)
    await recordPastPrice(scope, systemTx(tx), viognier.formatId, new Date(Date.now() - 40 * 86_400_000), {
      price: viognier.price,
    });
}
