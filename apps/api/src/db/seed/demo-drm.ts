import type { MovementInput } from '@cuvee/contracts';
import { monthBounds, previousMonth, todayInFrance } from '@cuvee/domain';
import { and, eq } from 'drizzle-orm';
import { setFiscalIdentity } from '../../modules/products/products.fiscal.ts';
import { productFormats, products } from '../../modules/products/products.table.ts';
import { recordCrd } from '../../modules/stock/crd.service.ts';
import { dischargeMovement, fileDrm } from '../../modules/stock/drm.filing.ts';
import { updateDrmSettings } from '../../modules/stock/drm.settings.ts';
import { recordMovement } from '../../modules/stock/stock.service.ts';
import { createWarehouse } from '../../modules/stock/warehouses.service.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';

/*
 * Domaine Démo's DRM (issue 26): its wines' fiscal identities, its interprofession settings, and a
 * bonded ageing cellar with two ended months of movements recorded through the stock module's
 * own functions — the claimed volume before them, sales in France under green capsules, an export
 * to Japan (its e-AD discharged), a shipment to Belgium (its e-AD not discharged), tastings, a
 * breakage, an inventory shortage — the first month filed, the second ready to file.
 */

const COLOURS: Record<string, string> = { red: 'Rouge', white: 'Blanc', rose: 'Rosé' };
const CERTIFICATION: Record<string, string> = { aop: 'AOP', igp: 'IGP' };

export async function seedDemoDrm(
  db: DbOrTx,
  shopId: string,
  owner: { id: string; firstname: string; lastname: string },
) {
  const tx = systemTx(db);
  const actor = { ...systemScope(shopId, owner.id), user: owner };

  const wines = await db
    .select({ id: products.id, name: products.name, color: products.color, attributes: products.attributes })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.productType, 'bottle'), eq(products.type, 'wine')));
  for (const w of wines) {
    const appellation = String(w.attributes.appellation ?? '').replace('IGP ', '') || null;
    const quality = String(w.attributes.quality ?? '');
    const couleur = COLOURS[w.color ?? ''] ?? null;
    await setFiscalIdentity(actor, tx, w.id, {
      inaoCode: null,
      certification: CERTIFICATION[quality] ?? (appellation ? null : 'VSIG'),
      genre: null,
      appellation,
      mention: null,
      lieu: null,
      couleur,
      cepage: null,
      complement: null,
      label: [appellation ?? 'Vin de France', couleur?.toLowerCase()].filter(Boolean).join(' '),
      exciseCategory: 'stillWine',
      alcohol: null,
    });
  }
  await updateDrmSettings(actor, tx, {
    interprofession: 'interloire',
    interprofessionId: '11223301',
    cvi: '3012345678',
    siret: null,
  });
  const { warehouse } = await createWarehouse(actor, tx, {
    name: 'Chai de garde',
    kind: 'ownCellar',
    address: null,
    exciseStatus: 'suspended',
    exciseNumber: 'FR098765E4321',
    isDefault: false,
  });

  const formatOf = async (name: string) => {
    const [row] = await db
      .select({ id: productFormats.id, vintages: products.vintages })
      .from(productFormats)
      .innerJoin(products, eq(products.id, productFormats.productId))
      .where(and(eq(products.shopId, shopId), eq(products.name, name)))
      .orderBy(productFormats.position)
      .limit(1);
    return { formatId: row!.id, vintage: row!.vintages[0]?.name ?? '' };
  };
  const rouge = await formatOf('Les Galets Rouge');
  const prestige = await formatOf('Cuvée Prestige Rouge');
  const rose = await formatOf('Les Galets Rosé');

  const second = previousMonth(todayInFrance().slice(0, 7));
  const first = previousMonth(second);
  const before = monthBounds(previousMonth(first)).to;
  const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const capsules = { colour: 'green', fiscalCategory: 'stillWine' } as const;
  const move = (
    wine: { formatId: string; vintage: string },
    input: Omit<MovementInput, 'warehouseId' | 'formatId' | 'vintage' | 'lot'>,
  ) => recordMovement(actor, tx, { warehouseId: warehouse.id, ...wine, lot: '', ...input });

  // The claimed volume the first month opens with, and capsules bought for it.
  await move(rouge, { kind: 'production', quantity: 1200, date: before, reason: 'Déclaration de récolte' });
  await move(prestige, { kind: 'production', quantity: 480, date: before, reason: 'Déclaration de récolte' });
  await move(rose, { kind: 'production', quantity: 720, date: before, reason: 'Déclaration de récolte' });
  await recordCrd(actor, tx, { ...capsules, volumeMl: 750, kind: 'entry', quantity: 2000, date: before });

  // The first month.
  await move(rouge, { kind: 'sale', quantity: 96, destination: 'france', capsules, date: day(first, 5) });
  const japan = await move(rouge, {
    kind: 'sale',
    quantity: 120,
    destination: 'export',
    country: 'JP',
    documentNumber: `${first.slice(2, 4)}FRA00000000000000101`,
    date: day(first, 8),
  });
  await move(rose, { kind: 'sale', quantity: 72, destination: 'france', capsules, date: day(first, 12) });
  await move(rouge, { kind: 'tasting', quantity: 6, date: day(first, 14), reason: 'Salon des vins' });
  await move(prestige, { kind: 'sale', quantity: 60, destination: 'france', capsules, date: day(first, 19) });
  await move(rose, { kind: 'breakage', quantity: 2, date: day(first, 22), reason: 'Carton tombé' });
  await dischargeMovement(actor, tx, japan.movement.id, day(first, 20));

  // The second month.
  await move(rouge, { kind: 'sale', quantity: 84, destination: 'france', capsules, date: day(second, 6) });
  await move(rose, { kind: 'sale', quantity: 48, destination: 'france', capsules, date: day(second, 9) });
  await move(rouge, { kind: 'sample', quantity: 4, date: day(second, 15), reason: 'Échantillons cavistes' });
  await move(prestige, {
    kind: 'sale',
    quantity: 60,
    destination: 'eu',
    country: 'BE',
    documentNumber: `${second.slice(2, 4)}FRA00000000000000102`,
    consigneeExciseNumber: 'BE00012345678',
    date: day(second, 24),
  });
  await move(rose, { kind: 'loss', quantity: 1, date: day(second, 26), reason: 'Bouteille fêlée' });

  await fileDrm(actor, tx, { warehouseId: warehouse.id, month: first });
}
