import type { DrmReturn, FiscalIdentity } from '@cuvee/contracts';
import {
  computeDrm,
  type DrinkType,
  type DrmComputed,
  type DrmMovementSum,
  type DrmProductFacts,
  drmCatalogueOn,
  drmDeadline,
  exciseCategoryOf,
  fiscalKey,
  monthBounds,
  NO_DRM_LINE,
  previousMonth,
  regimeOf,
} from '@cuvee/domain';
import { eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { products } from '../products/index.ts';
import { crdAccounts } from './crd.service.ts';
import { crdMovements } from './crd.table.ts';
import { drmSettings } from './drm.settings.ts';
import { drmFilings } from './drm.table.ts';
import { drmWarehouse, ended, toFiling } from './drm.warehouse.ts';
import type { StockActor } from './stock.lines.ts';
import { stockMovements, type WarehouseRow } from './stock.table.ts';

/*
 * The month's DRM of a bonded warehouse (decisions 0093–0095): the ledger's movements summed in
 * SQL per product, regime, type and document, grouped into fiscal columns and rounded once in
 * packages/domain; the shop's CRD account; the e-AD not discharged at the month's end; the checks.
 */

type ProductFacts = DrmProductFacts & { productId: string; hasIdentity: boolean };

/** Each product's DRM column: its fiscal identity, else its name standing as the label. */
async function productFacts(
  actor: StockActor,
  tx: TenantTx,
  ids: string[],
): Promise<Map<string, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await scoped(tx, actor)
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      fiscalIdentity: products.fiscalIdentity,
      vintages: products.vintages,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(
    rows.map((p) => {
      const fi: FiscalIdentity | null = p.fiscalIdentity ?? null;
      const identity = fi ?? { label: p.name };
      const alcohol = fi?.alcohol ?? p.vintages.find((v) => v.alcohol)?.alcohol ?? null;
      return [
        p.id,
        {
          productId: p.id,
          key: fiscalKey(identity),
          identity,
          exciseCategory: fi?.exciseCategory ?? exciseCategoryOf(p.type as DrinkType | null),
          alcohol,
          hasIdentity: fi !== null,
        },
      ];
    }),
  );
}

/** The sums a return is built from, in one pass of the warehouse's movements each. */
async function ledgerSums(actor: StockActor, tx: TenantTx, warehouseId: string, from: string, to: string) {
  const s = scoped(tx, actor);
  const m = stockMovements;
  const counted = sql`coalesce(${m.drmType}, '') <> ${NO_DRM_LINE}`;
  const openings = await s
    .select({
      productId: m.productId,
      exciseStatus: m.exciseStatus,
      volumeMl: sql<string>`sum(${m.volumeMl})`,
    })
    .from(m)
    .where(eq(m.warehouseId, warehouseId), lt(m.movementDate, from), counted)
    .groupBy(m.productId, m.exciseStatus);
  const sums = await s
    .select({
      productId: m.productId,
      exciseStatus: m.exciseStatus,
      entry: sql<boolean>`${m.quantity} >= 0`,
      drmType: m.drmType,
      country: m.country,
      contractNumber: m.contractNumber,
      documentNumber: m.documentNumber,
      volumeMl: sql<string>`sum(${m.volumeMl})`,
      units: sql<string>`sum(${m.quantity})`,
      movements: sql<string>`count(*)`,
      firstDate: sql<string>`min(${m.movementDate})::text`,
    })
    .from(m)
    .where(eq(m.warehouseId, warehouseId), gte(m.movementDate, from), lte(m.movementDate, to))
    .groupBy(
      m.productId,
      m.exciseStatus,
      sql`${m.quantity} >= 0`,
      m.drmType,
      m.country,
      m.contractNumber,
      m.documentNumber,
    );
  const undischarged = await s
    .selectAll(
      m,
      eq(m.warehouseId, warehouseId),
      lte(m.movementDate, to),
      isNotNull(m.documentNumber),
      lt(m.quantity, 0),
      inArray(m.drmType, ['export', 'vrac']),
      sql`(${m.dischargedOn} is null or ${m.dischargedOn} > ${to})`,
    )
    .orderBy(m.movementDate, m.id)
    .limit(1000);
  // The capsules this warehouse's exits used (the CRD account itself is the shop's).
  const [capsules] = await s
    .select({ n: sql<string>`coalesce(sum(${crdMovements.quantity}), 0)` })
    .from(crdMovements)
    .where(
      eq(crdMovements.kind, 'use'),
      gte(crdMovements.movementDate, from),
      lte(crdMovements.movementDate, to),
      sql`${crdMovements.movementId} in (select ${m.id} from ${m} where ${m.warehouseId} = ${warehouseId})`,
    );
  return { openings, sums, undischarged, capsulesUsed: Number(capsules?.n ?? 0) };
}

export async function computeReturn(
  actor: StockActor,
  tx: TenantTx,
  warehouse: WarehouseRow,
  month: string,
): Promise<{ drm: DrmReturn; computed: DrmComputed }> {
  const { from, to } = monthBounds(month);
  const settings = await drmSettings(actor, tx);
  const catalogue = drmCatalogueOn(settings.interprofession, from);
  const ledger = await ledgerSums(actor, tx, warehouse.id, from, to);
  const ids = [...new Set([...ledger.openings, ...ledger.sums].map((r) => r.productId))];
  const facts = await productFacts(actor, tx, ids);
  const keyOf = (productId: string) => facts.get(productId)?.key ?? `product|${productId}`;
  const byKey = new Map<string, ProductFacts>();
  for (const f of facts.values()) {
    const known = byKey.get(f.key);
    if (!known || (!known.hasIdentity && f.hasIdentity)) byKey.set(f.key, f);
  }
  const s = scoped(tx, actor);
  const [previous] = await s.selectAll(
    drmFilings,
    eq(drmFilings.warehouseId, warehouse.id),
    eq(drmFilings.month, previousMonth(month)),
  );
  const [filed] = await s.selectAll(
    drmFilings,
    eq(drmFilings.warehouseId, warehouse.id),
    eq(drmFilings.month, month),
  );
  const crd = await crdAccounts(actor, tx, { from, to });
  const computed = computeDrm({
    month,
    catalogue,
    products: [...byKey.values()],
    openings: ledger.openings.map((o) => ({
      productKey: keyOf(o.productId),
      regime: regimeOf(o.exciseStatus),
      volumeMl: Number(o.volumeMl),
    })),
    sums: ledger.sums.map(
      (r): DrmMovementSum => ({
        productKey: keyOf(r.productId),
        regime: regimeOf(r.exciseStatus),
        flow: r.entry ? 'entrees' : 'sorties',
        code: r.drmType,
        country: r.country,
        contractNumber: r.contractNumber,
        documentNumber: r.documentNumber,
        volumeMl: Number(r.volumeMl),
        units: Number(r.units),
        movements: Number(r.movements),
        firstDate: String(r.firstDate),
      }),
    ),
    crd: crd.map((c) => ({
      colour: c.stock.colour,
      fiscalCategory: c.stock.fiscalCategory,
      volumeMl: c.stock.volumeMl,
      opening: c.opening,
      entries: c.entries,
      uses: c.uses,
      destructions: c.destructions,
      closing: c.closing,
    })),
    undischarged: ledger.undischarged.map((u) => ({
      movementId: u.id,
      date: u.movementDate,
      documentNumber: u.documentNumber!,
      consigneeExciseNumber: u.consigneeExciseNumber,
      country: u.country,
      hl: Math.abs(u.volumeMl) / 100_000,
    })),
    previousFiled: previous ? previous.closing : null,
    capsulesUsed: ledger.capsulesUsed,
    withoutIdentity: [...byKey.values()].filter((f) => !f.hasIdentity).map((f) => f.key),
  });
  const blocking = computed.checks.some((c) => c.blocking);
  const drm: DrmReturn = {
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    exciseNumber: warehouse.exciseNumber,
    interprofession: settings.interprofession,
    month,
    period: month.replace('-', ''),
    deadline: drmDeadline(month),
    neant: computed.neant,
    products: computed.products.map((p) => ({
      key: p.key,
      identity: {
        inaoCode: p.identity.inaoCode ?? null,
        certification: p.identity.certification ?? null,
        genre: p.identity.genre ?? null,
        appellation: p.identity.appellation ?? null,
        mention: p.identity.mention ?? null,
        lieu: p.identity.lieu ?? null,
        couleur: p.identity.couleur ?? null,
        cepage: p.identity.cepage ?? null,
        complement: p.identity.complement ?? null,
        label: p.identity.label,
      },
      regime: p.regime,
      exciseCategory: p.exciseCategory,
      opening: p.opening,
      entries: p.entries.map(({ centiHl: _c, ...l }) => l),
      exits: p.exits.map(({ centiHl: _c, ...l }) => l),
      totalEntries: p.totalEntries,
      totalExits: p.totalExits,
      closing: p.closing,
      dutyCents: p.dutyCents,
      dutyRate: p.dutyRate,
      dutyHl: p.dutyHl,
    })),
    dutyCents: computed.dutyCents,
    crd: computed.crd,
    undischarged: computed.undischarged,
    checks: computed.checks,
    canFile: !filed && !blocking,
    filing: filed ? toFiling(filed) : null,
  };
  return { drm, computed };
}

/** GET: a bonded warehouse's return for an ended month. */
export async function getDrm(actor: StockActor, tx: TenantTx, q: { warehouseId: string; month: string }) {
  const warehouse = await drmWarehouse(actor, tx, q.warehouseId);
  ended(q.month);
  return computeReturn(actor, tx, warehouse, q.month);
}
