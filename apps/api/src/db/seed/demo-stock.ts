import {
  type CrdColour,
  type CrdMovementKind,
  crdColourFor,
  crdSigned,
  defaultDrmType,
  drmCategoryOf,
  type FiscalCategory,
  type MovementKind,
  regimeOf,
  signedQuantity,
  unitEq75Milli,
  unitMillilitres,
} from '@cuvee/domain';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { productFormats, products } from '../../modules/products/products.table.ts';
import {
  crdMovements,
  crdStocks,
  stockLines,
  stockMovements,
  stockSettings,
  warehouses,
} from '../../modules/stock/index.ts';
import { stockAllocations, stockReservations } from '../../modules/stock/reservations.table.ts';
import type { DbOrTx } from '../client.ts';
import { scoped, systemScope, systemTx } from '../tenant.ts';

/*
 * Domaine Démo's stock: its cellar (bonded) and a logistician (duty paid), each wine by vintage
 * and lot, a month of movements (bottlings, sales, samples, tastings, a breakage, a transfer,
 * an inventory count) and its CRD capsules. The ledger is computed here and written in a few
 * bulk statements (fast seeding); the levels are the ledger's sums, as the services keep them.
 */

type Line = typeof stockLines.$inferInsert & { id: string; physical: number };
type Move = typeof stockMovements.$inferInsert;

/** A small deterministic generator: the same demo every time. */
function generator(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % n;
  };
}

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoStock(
  db: DbOrTx,
  shopId: string,
  owner: { id: string; name: string },
  agentId: string,
) {
  const scope = systemScope(shopId, owner.id);
  const s = scoped(systemTx(db), scope);
  const [cellar, logistics] = await s
    .insert(warehouses)
    .values([
      {
        name: 'Chai du domaine',
        kind: 'ownCellar',
        exciseStatus: 'suspended',
        exciseNumber: 'FR012345E6789',
        isDefault: true,
        address: { street: '12 chemin des Vignes', zipcode: '30000', city: 'Nîmes', country: 'FR' },
      },
      {
        name: 'Logistique Sud',
        kind: 'logistician',
        exciseStatus: 'dutyPaid',
        address: { street: 'ZA des Costières', zipcode: '30132', city: 'Caissargues', country: 'FR' },
      },
    ])
    .returning();
  const wines = await db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(eq(productFormats.shopId, shopId), eq(products.productType, 'bottle')));

  const random = generator(2026);
  const lines: Line[] = [];
  const moves: Move[] = [];
  const capsuled: CapsuleUse[] = [];
  const record = (
    line: Line,
    kind: MovementKind,
    quantity: number,
    date: string,
    extra: Partial<Move> = {},
  ) => {
    const signed = signedQuantity(kind, quantity);
    line.physical += signed;
    const id = uuidv7();
    const warehouse = line.warehouseId === cellar!.id ? cellar! : logistics!;
    moves.push({
      id,
      shopId,
      lineId: line.id,
      warehouseId: line.warehouseId,
      productId: line.productId,
      formatId: line.formatId,
      vintage: line.vintage ?? '',
      lot: line.lot ?? '',
      kind,
      quantity: signed,
      eq75Milli: signed * line.unitEq75Milli!,
      volumeMl: signed * line.unitMl!,
      balanceAfter: line.physical,
      exciseStatus: warehouse.exciseStatus,
      drmCategory: drmCategoryOf(kind, signed, extra.destination ?? null),
      drmType: defaultDrmType('interloire', {
        kind,
        signed,
        destination: extra.destination ?? null,
        regime: regimeOf(warehouse.exciseStatus),
        unitMl: line.unitMl!,
      }),
      movementDate: date,
      authorId: owner.id,
      authorName: owner.name,
      ...extra,
    });
    return id;
  };

  for (const { product, format } of wines) {
    const vintages = product.vintages.length > 0 ? product.vintages.slice(0, 2) : [{ name: '', lots: [] }];
    for (const [v, vintage] of vintages.entries()) {
      const lots = vintage.lots?.length ? vintage.lots : [`L${vintage.name.slice(-2) || 'NV'}-01`];
      for (const lot of lots) {
        const volume = { unity: format.unity, unityValue: format.unityValue };
        const base = { shopId, productId: product.id, formatId: format.id, vintage: vintage.name, lot };
        const unit = { unitMl: unitMillilitres(volume), unitEq75Milli: unitEq75Milli(volume) };
        const inCellar: Line = { ...base, ...unit, id: uuidv7(), warehouseId: cellar!.id, physical: 0 };
        const atLogistics: Line = { ...base, ...unit, id: uuidv7(), warehouseId: logistics!.id, physical: 0 };
        lines.push(inCellar, atLogistics);
        const big = unit.unitEq75Milli > 1000;
        // The claimed volume, as the DRM counts it (bottling in one's own cellar is not production).
        record(inCellar, 'production', (big ? 60 : 480) / (v + 1), dayAgo(30), {
          documentRef: `Récolte ${lot}`,
        });
        const transferId = uuidv7();
        const moved = big ? 12 : 120;
        record(inCellar, 'transferOut', moved, dayAgo(27), { transferId, documentRef: 'BL-LS-0412' });
        record(atLogistics, 'transferIn', moved, dayAgo(27), { transferId, documentRef: 'BL-LS-0412' });
        // The month after: sales (some exported), a sample, a tasting, in the order of their days.
        const events: { day: number; line: Line; kind: MovementKind; units: number; reason?: string }[] = [];
        for (let day = 25; day > 1; day -= 3 + random(4))
          events.push({
            day,
            line: random(3) === 0 ? atLogistics : inCellar,
            kind: 'sale',
            units: 6 * (1 + random(3)),
          });
        if (random(2) === 0)
          events.push({ day: 12, line: inCellar, kind: 'sample', units: 1, reason: 'Échantillon caviste' });
        if (random(3) === 0)
          events.push({
            day: 9,
            line: inCellar,
            kind: 'tasting',
            units: 2,
            reason: 'Salon des vins de Nîmes',
          });
        for (const e of events.sort((a, b) => b.day - a.day)) {
          const units = Math.min(e.line.physical, e.units);
          if (units <= 0) continue;
          const extra: Partial<Move> =
            e.kind === 'sale'
              ? {
                  destination: random(8) === 0 ? 'export' : 'france',
                  documentRef: `CMD-2026-${1000 + moves.length}`,
                }
              : { reason: e.reason ?? null };
          const id = record(e.line, e.kind, units, dayAgo(e.day), extra);
          if (e.line === inCellar)
            capsuled.push({
              movementId: id,
              quantity: units,
              date: dayAgo(e.day),
              volumeMl: unit.unitMl,
              category: fiscalCategoryOf(product.type),
            });
        }
      }
    }
  }
  const first = lines[0]!;
  record(first, 'breakage', 2, dayAgo(1), { reason: 'Carton tombé au chargement' });
  record(first, 'adjustment', 1, dayAgo(0), {
    reason: 'Inventaire mensuel : un carton retrouvé',
    documentRef: 'INV-2026-11',
  });

  await s
    .insert(stockLines)
    .values(lines.map(({ shopId: _shop, ...l }) => ({ ...l, alertThreshold: l === first ? 24 : null })));
  for (let i = 0; i < moves.length; i += 500)
    await s
      .insert(stockMovements)
      .values(moves.slice(i, i + 500).map(({ shopId: _shop, ...m }) => m as Omit<Move, 'shopId'>));

  await seedCrd(db, scope, owner.id, capsuled);
  // The agent's allocation: six bottles of the first line, for two weeks.
  const reservationId = uuidv7();
  const allocationId = uuidv7();
  await s
    .insert(stockReservations)
    .values([{ id: reservationId, key: `allocation:${allocationId}`, lineId: first.id, quantity: 6 }]);
  await s.update(stockLines).set({ reserved: 6 }).where(eq(stockLines.id, first.id));
  await s.insert(stockAllocations).values([
    {
      id: allocationId,
      reservationId,
      lineId: first.id,
      beneficiaryKind: 'agent',
      agentId,
      label: 'Sophie Commerce',
      quantity: 6,
      expiresOn: dayAgo(-14),
      createdBy: owner.id,
    },
  ]);
  await s.insert(stockSettings).values([{ autoOutOfStock: false }]);
}

type CapsuleUse = {
  movementId: string;
  quantity: number;
  date: string;
  volumeMl: number;
  category: FiscalCategory;
};

/** The CRD category of a demo wine (all under the Costières de Nîmes AOP or another AOP). */
function fiscalCategoryOf(type: string | null): FiscalCategory {
  if (type === 'sparkling') return 'sparklingWine';
  if (type === 'vdn') return 'intermediateAop';
  return 'stillWine';
}

/** Capsules of the colour each wine needs: an opening, a delivery, and the uses of the exits. */
async function seedCrd(
  db: DbOrTx,
  scope: ReturnType<typeof systemScope>,
  authorId: string,
  uses: CapsuleUse[],
) {
  const s = scoped(systemTx(db), scope);
  const keyOf = (u: CapsuleUse) =>
    `${crdColourFor({ category: u.category, aop: true })}|${u.category}|${u.volumeMl}`;
  const balances = new Map<string, number>();
  const rows: (Omit<typeof crdMovements.$inferInsert, 'shopId' | 'crdStockId'> & { key: string })[] = [];
  const add = (
    key: string,
    kind: CrdMovementKind,
    quantity: number,
    date: string,
    movementId: string | null = null,
  ) => {
    const balance = (balances.get(key) ?? 0) + crdSigned(kind, quantity);
    balances.set(key, balance);
    rows.push({ key, kind, quantity, balanceAfter: balance, movementId, movementDate: date, authorId });
  };
  for (const key of new Set(uses.map(keyOf))) {
    add(key, 'opening', 3000, dayAgo(31));
    add(key, 'entry', 2000, dayAgo(20));
  }
  for (const u of [...uses].sort((a, b) => a.date.localeCompare(b.date)))
    add(keyOf(u), 'use', u.quantity, u.date, u.movementId);
  const stocks = await s
    .insert(crdStocks)
    .values(
      [...balances].map(([key, balance]) => {
        const [colour, fiscalCategory, volume] = key.split('|');
        return {
          colour: colour as CrdColour,
          fiscalCategory: fiscalCategory as FiscalCategory,
          volumeMl: Number(volume),
          balance,
        };
      }),
    )
    .returning();
  const idOf = new Map(stocks.map((c) => [`${c.colour}|${c.fiscalCategory}|${c.volumeMl}`, c.id]));
  await s.insert(crdMovements).values(rows.map(({ key, ...r }) => ({ ...r, crdStockId: idOf.get(key)! })));
}
