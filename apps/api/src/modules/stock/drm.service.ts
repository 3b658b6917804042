import type { DrmFiling, DrmReturn, FiscalIdentity } from '@cuvee/contracts';
import {
  computeDrm,
  type DrinkType,
  type DrmComputed,
  type DrmMovementSum,
  type DrmProductFacts,
  type DrmRegime,
  deName,
  drmCatalogueOn,
  drmDeadline,
  exciseCategoryOf,
  fiscalKey,
  monthBounds,
  monthEnded,
  monthName,
  NO_DRM_LINE,
  previousMonth,
  regimeOf,
  todayInFrance,
} from '@cuvee/domain';
import { and, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { products } from '../products/index.ts';
import { crdAccounts } from './crd.service.ts';
import { crdMovements } from './crd.table.ts';
import { drmSettings } from './drm.settings.ts';
import { type DrmFilingRow, drmFilings } from './drm.table.ts';
import { actorName, type StockActor, WAREHOUSE_NOT_FOUND } from './stock.lines.ts';
import { stockMovements, type WarehouseRow, warehouses } from './stock.table.ts';

/*
 * The month's DRM of a bonded warehouse (decisions 0093–0095): the ledger's movements summed in
 * SQL per product, regime, type and document, grouped into fiscal columns and rounded once in
 * packages/domain; the shop's CRD account; the e-AD not discharged at the month's end; the checks;
 * filing, which locks the warehouse's movements through the month's end.
 */

/** A bonded warehouse of the shop (another shop's is not found). */
async function drmWarehouse(
  actor: StockActor,
  tx: TenantTx,
  id: string,
  lock = false,
): Promise<WarehouseRow> {
  const q = scoped(tx, actor).selectAll(warehouses, eq(warehouses.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new HttpError(404, WAREHOUSE_NOT_FOUND);
  if (row.exciseStatus !== 'suspended')
    throw new HttpError(
      422,
      `L'entrepôt « ${row.name} » est en droits acquittés : la DRM se dépose pour un entrepôt en suspension de droits`,
    );
  return row;
}

function ended(month: string) {
  if (!monthEnded(month, todayInFrance()))
    throw new HttpError(
      422,
      `Le mois ${deName(monthName(month))} n'est pas terminé : sa DRM se prépare à partir du 1er du mois suivant`,
    );
}

const toFiling = (r: DrmFilingRow): DrmFiling => ({
  month: r.month,
  filedAt: r.filedAt.toISOString(),
  filedBy: r.filedByName,
  dutyCents: r.dutyCents,
});

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

/**
 * Marks a month filed: refused (422) while a blocking check fails, 409 when already filed; the
 * warehouse's movements lock through the month's end (the warehouse row is locked first, so a
 * movement being recorded finishes before the return is computed, or waits and is refused).
 */
export async function fileDrm(actor: StockActor, tx: TenantTx, q: { warehouseId: string; month: string }) {
  const warehouse = await drmWarehouse(actor, tx, q.warehouseId, true);
  ended(q.month);
  const { drm, computed } = await computeReturn(actor, tx, warehouse, q.month);
  if (drm.filing)
    throw new HttpError(
      409,
      `La DRM ${deName(monthName(q.month))} de « ${warehouse.name} » est déjà déposée`,
    );
  const blocking = drm.checks.filter((c) => c.blocking);
  if (blocking.length > 0)
    throw new HttpError(
      422,
      `La DRM ne peut pas être déposée : ${blocking.map((c) => c.message).join(' ; ')}`,
    );
  const s = scoped(tx, actor);
  await s.insert(drmFilings).values([
    {
      warehouseId: warehouse.id,
      month: q.month,
      dutyCents: drm.dutyCents,
      closing: computed.products.map((p) => ({
        productKey: p.key,
        regime: p.regime as DrmRegime,
        closing: Math.round(p.closing * 100),
      })),
      snapshot: drm as unknown as Record<string, unknown>,
      filedBy: actor.user.id,
      filedByName: actorName(actor),
    },
  ]);
  const { to } = monthBounds(q.month);
  await s
    .update(warehouses)
    .set({ lockedThrough: sql`greatest(coalesce(${warehouses.lockedThrough}, ${to}::date), ${to}::date)` })
    .where(eq(warehouses.id, warehouse.id));
  const after = await computeReturn(actor, tx, warehouse, q.month);
  return {
    message: `La DRM ${deName(monthName(q.month))} est marquée déposée : les mouvements de ce mois sont verrouillés`,
    drm: after.drm,
  };
}

/** The last twelve ended months of a warehouse: deadline, filing, late. */
export async function drmMonths(actor: StockActor, tx: TenantTx, warehouseId: string) {
  const warehouse = await drmWarehouse(actor, tx, warehouseId);
  const today = todayInFrance();
  // A month before the warehouse's books began (its creation, or its earliest movement when
  // the opening stock was dated earlier) has nothing to file: never listed, never late.
  const [first] = await scoped(tx, actor)
    .select({ day: sql<string | null>`min(${stockMovements.movementDate})::text` })
    .from(stockMovements)
    .where(eq(stockMovements.warehouseId, warehouse.id));
  const created = warehouse.createdAt.toISOString().slice(0, 7);
  const since = first?.day && first.day.slice(0, 7) < created ? first.day.slice(0, 7) : created;
  const months: string[] = [];
  let m = previousMonth(today.slice(0, 7));
  for (let i = 0; i < 12 && m >= since; i++, m = previousMonth(m)) months.push(m);
  const filings = await scoped(tx, actor).selectAll(
    drmFilings,
    eq(drmFilings.warehouseId, warehouse.id),
    inArray(drmFilings.month, months),
  );
  return {
    months: months.map((month) => {
      const f = filings.find((x) => x.month === month);
      const deadline = drmDeadline(month);
      return { month, deadline, filing: f ? toFiling(f) : null, late: !f && today > deadline };
    }),
    lockedThrough: warehouse.lockedThrough,
  };
}

/** Marks a shipment's e-AD discharged (the report of receipt came back). */
export async function dischargeMovement(actor: StockActor, tx: TenantTx, id: string, date: string) {
  const s = scoped(tx, actor);
  const [row] = await s.selectAll(stockMovements, eq(stockMovements.id, id));
  if (!row) throw new HttpError(404, 'Mouvement introuvable');
  if (!row.documentNumber || row.quantity >= 0)
    throw new HttpError(422, "Ce mouvement n'est pas une expédition accompagnée d'un DAE : rien à apurer");
  if (date < row.movementDate)
    throw new HttpError(422, "L'apurement ne peut pas précéder la date d'expédition");
  if (date > todayInFrance()) throw new HttpError(422, "La date d'apurement ne peut pas être dans le futur");
  await s
    .update(stockMovements)
    .set({ dischargedOn: date })
    .where(and(eq(stockMovements.id, id)));
  return { message: `Le DAE ${row.documentNumber} est apuré`, movementId: id, dischargedOn: date };
}
