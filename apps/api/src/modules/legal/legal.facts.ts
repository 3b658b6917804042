import type { LegalShopFacts } from '@cuvee/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type ShopRow, shopBilling } from '../shops/index.ts';

/**
 * What the models of the legal documents say of the shop (issue 24): its identity (settings
 * 'infos') and its legal mentions (settings 'billing': legal form, share capital, RCS).
 */
export async function factsOf(db: DbOrTx, shop: ShopRow): Promise<LegalShopFacts> {
  const billing = await shopBilling(db, shop.id);
  const identity = shop.identity;
  return {
    name: shop.name,
    legalName: identity.legalName,
    legalForm: billing.legalForm,
    shareCapitalCents: billing.shareCapitalCents,
    siret: identity.siret,
    rcs: billing.rcs,
    vatNumber: identity.vatNumber,
    address: identity.address,
    email: identity.email,
    phone: identity.phone,
  };
}
