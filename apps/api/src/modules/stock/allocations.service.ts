import type { Allocation, AllocationInput } from '@cuvee/contracts';
import { desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { shopMemberships } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { expireDue, release, reserve } from './reservations.service.ts';
import { type AllocationRow, stockAllocations, stockReservations } from './reservations.table.ts';
import { decodeIdCursor } from './stock.cursor.ts';
import { lineViews, type StockActor } from './stock.lines.ts';
import { stockLines } from './stock.table.ts';

/*
 * Allocations (decision 0032): units set aside for a client, an agent or a channel until a
 * day, as a reservation keyed `allocation:<id>`; past their day they are released by the next
 * stock request of the shop. An agent's allocation notifies the agent
 * (agentCreateNewAllocations).
 */

const NOT_FOUND = 'Allocation introuvable';

export async function allocate(actor: StockActor, tx: TenantTx, input: AllocationInput) {
  if (input.expiresOn < new Date().toISOString().slice(0, 10))
    throw new HttpError(400, "La date de fin de l'allocation est déjà passée");
  const s = scoped(tx, actor);
  let label = input.label ?? '';
  if (input.beneficiaryKind === 'agent') {
    const [agent] = await s
      .select({ userId: shopMemberships.userId })
      .from(shopMemberships)
      .where(eq(shopMemberships.userId, input.agentId!), eq(shopMemberships.role, 'agent'));
    if (!agent) throw new HttpError(404, 'Cet agent ne travaille pas pour la boutique');
    const [u] = await tx
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, agent.userId));
    label = label || [u?.firstname, u?.lastname].filter(Boolean).join(' ');
  }
  const id = uuidv7();
  const key = `allocation:${id}`;
  await reserve(actor, tx, { key, lineId: input.lineId, quantity: input.quantity });
  const [reservation] = await s.selectAll(stockReservations, eq(stockReservations.key, key));
  await s.insert(stockAllocations).values([
    {
      id,
      reservationId: reservation!.id,
      lineId: input.lineId,
      beneficiaryKind: input.beneficiaryKind,
      agentId: input.beneficiaryKind === 'agent' ? input.agentId! : null,
      label,
      quantity: input.quantity,
      expiresOn: input.expiresOn,
      createdBy: actor.user.id,
    },
  ]);
  const allocation = await allocationView(actor, tx, id);
  if (input.beneficiaryKind === 'agent')
    await notify(tx, [
      {
        userId: input.agentId!,
        shopId: s.shopId,
        type: 'agentCreateNewAllocations',
        content: `Nouvelle allocation : ${input.quantity} × ${allocation.line.productName} ${allocation.line.formatLabel}, jusqu'au ${input.expiresOn}`,
        redirectLink: '/dashboard/stocks/allocations',
      },
    ]);
  return { message: "L'allocation a été enregistrée", allocation };
}

export async function releaseAllocation(actor: StockActor, tx: TenantTx, id: string) {
  const [row] = await scoped(tx, actor).selectAll(stockAllocations, eq(stockAllocations.id, id));
  if (!row) throw new HttpError(404, NOT_FOUND);
  await release(actor, tx, `allocation:${id}`);
  return {
    message: "L'allocation a été rendue au stock disponible",
    allocation: await allocationView(actor, tx, id),
  };
}

export async function listAllocations(
  actor: StockActor,
  tx: TenantTx,
  q: { status?: AllocationRow['status'] | undefined; limit: number; cursor?: string | undefined },
) {
  await expireDue(actor, tx);
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(stockAllocations.status, q.status));
  if (q.cursor) conds.push(lt(stockAllocations.id, decodeIdCursor(q.cursor)));
  const rows = await scoped(tx, actor)
    .selectAll(stockAllocations, ...conds)
    .orderBy(desc(stockAllocations.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    allocations: await views(actor, tx, page),
    nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
  };
}

async function allocationView(actor: TenantScope, tx: TenantTx, id: string): Promise<Allocation> {
  const [row] = await scoped(tx, actor).selectAll(stockAllocations, eq(stockAllocations.id, id));
  const [view] = await views(actor, tx, [row!]);
  return view!;
}

async function views(actor: TenantScope, tx: TenantTx, rows: AllocationRow[]): Promise<Allocation[]> {
  if (rows.length === 0) return [];
  const lines = new Map(
    (
      await lineViews(
        actor,
        tx,
      )([
        inArray(
          stockLines.id,
          rows.map((r) => r.lineId),
        ),
      ])
    ).map((l) => [l.id, l]),
  );
  return rows.map((r) => {
    const l = lines.get(r.lineId)!;
    return {
      id: r.id,
      line: {
        id: l.id,
        warehouseName: l.warehouseName,
        productId: l.productId,
        productName: l.productName,
        formatLabel: l.formatLabel,
        vintage: l.vintage,
        lot: l.lot,
      },
      beneficiaryKind: r.beneficiaryKind,
      agentId: r.agentId,
      label: r.label,
      quantity: r.quantity,
      expiresOn: r.expiresOn,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
