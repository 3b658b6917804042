import type { CrdMovement, CrdMovementInput, CrdStock } from '@cuvee/contracts';
import { type CrdColour, crdAccount, crdSigned, type FiscalCategory } from '@cuvee/domain';
import { asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type CrdMovementRow, type CrdStockRow, crdMovements, crdStocks } from './crd.table.ts';
import { afterDayCursor, encodeDayCursor } from './stock.cursor.ts';
import type { StockActor } from './stock.lines.ts';

/*
 * The CRD capsule account (decision 0033): a count per colour, fiscal category and volume,
 * changed in the same transaction as its movement; a use is recorded with the exit of the
 * capsuled bottles; the account of a period is summed from the movements.
 */

type CrdKey = { colour: CrdColour; fiscalCategory: FiscalCategory; volumeMl: number };

export function toCrdStock(r: CrdStockRow): CrdStock {
  return {
    id: r.id,
    colour: r.colour,
    fiscalCategory: r.fiscalCategory,
    volumeMl: r.volumeMl,
    balance: r.balance,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toCrdMovement(r: CrdMovementRow): CrdMovement {
  return {
    id: r.id,
    crdStockId: r.crdStockId,
    kind: r.kind,
    quantity: r.quantity,
    balanceAfter: r.balanceAfter,
    movementId: r.movementId,
    date: r.movementDate,
    reason: r.reason,
    documentRef: r.documentRef,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The capsule stock of a key, created empty the first time. */
async function stockFor(actor: StockActor, tx: TenantTx, key: CrdKey): Promise<CrdStockRow> {
  const s = scoped(tx, actor);
  await s.insert(crdStocks).values([key]).onConflictDoNothing();
  const [row] = await s.selectAll(
    crdStocks,
    eq(crdStocks.colour, key.colour),
    eq(crdStocks.fiscalCategory, key.fiscalCategory),
    eq(crdStocks.volumeMl, key.volumeMl),
  );
  return row!;
}

export async function recordCrd(
  actor: StockActor,
  tx: TenantTx,
  input: Omit<CrdMovementInput, 'date'> & { date?: string | undefined; movementId?: string },
) {
  const s = scoped(tx, actor);
  const stock = await stockFor(actor, tx, input);
  const signed = crdSigned(input.kind, input.quantity);
  const [after] = await s
    .update(crdStocks)
    .set({ balance: sql`${crdStocks.balance} + ${signed}`, updatedAt: new Date() })
    .where(eq(crdStocks.id, stock.id), sql`${crdStocks.balance} + ${signed} >= 0`)
    .returning();
  if (!after) {
    const [now] = await s.selectAll(crdStocks, eq(crdStocks.id, stock.id));
    throw new HttpError(409, `Capsules CRD insuffisantes : il en reste ${now?.balance ?? 0}`);
  }
  const [movement] = await s
    .insert(crdMovements)
    .values([
      {
        crdStockId: stock.id,
        kind: input.kind,
        quantity: input.quantity,
        balanceAfter: after.balance,
        movementId: input.movementId ?? null,
        ...(input.date ? { movementDate: input.date } : {}),
        reason: input.reason ?? null,
        documentRef: input.documentRef ?? null,
        authorId: actor.user.id,
      },
    ])
    .returning();
  return {
    message: 'Le mouvement de capsules a été enregistré',
    movement: toCrdMovement(movement!),
    stock: toCrdStock(after),
  };
}

/** The capsules of an exit of capsuled bottles, linked to its movement. */
export async function useCapsules(
  actor: StockActor,
  tx: TenantTx,
  key: CrdKey,
  bottles: number,
  movementId: string,
  date: string | undefined,
) {
  await recordCrd(actor, tx, { ...key, kind: 'use', quantity: bottles, movementId, date });
}

export async function listCrdStocks(actor: StockActor, tx: TenantTx) {
  const rows = await scoped(tx, actor)
    .selectAll(crdStocks)
    .orderBy(asc(crdStocks.colour), asc(crdStocks.fiscalCategory), asc(crdStocks.volumeMl));
  return rows.map(toCrdStock);
}

export async function listCrdMovements(
  actor: StockActor,
  tx: TenantTx,
  q: { crdStockId?: string | undefined; limit: number; cursor?: string | undefined },
) {
  const conds: (SQL | undefined)[] = [];
  if (q.crdStockId) conds.push(eq(crdMovements.crdStockId, q.crdStockId));
  if (q.cursor) conds.push(afterDayCursor(q.cursor, crdMovements.movementDate, crdMovements.id));
  const rows = await scoped(tx, actor)
    .selectAll(crdMovements, ...conds)
    .orderBy(desc(crdMovements.movementDate), desc(crdMovements.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    movements: page.map(toCrdMovement),
    nextCursor: rows.length > q.limit && last ? encodeDayCursor(last.movementDate, last.id) : null,
  };
}

/** The DRM's CRD account of each stock over [from, to]. */
export async function crdAccounts(actor: StockActor, tx: TenantTx, q: { from: string; to: string }) {
  const s = scoped(tx, actor);
  const stocks = await listCrdStocks(actor, tx);
  const moves = await s.selectAll(crdMovements, lte(crdMovements.movementDate, q.to));
  return stocks.map((stock) => {
    const own = moves.filter((m) => m.crdStockId === stock.id);
    const before = own
      .filter((m) => m.movementDate < q.from)
      .reduce((n, m) => n + crdSigned(m.kind, m.quantity), 0);
    const during = own.filter((m) => m.movementDate >= q.from);
    return { stock, ...crdAccount(before, during) };
  });
}
