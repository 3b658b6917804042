import type { TenantScope, TenantTx } from '../../db/tenant.ts';
import { scoped } from '../../db/tenant.ts';
import { type ClientActivityKind, clientActivities } from './clients.table.ts';

export type ClientActivityEntry = {
  clientId: string;
  kind: ClientActivityKind;
  /** What the timeline shows, in French (the product's language for stored texts). */
  body: string;
  /** The page it points to ('/dashboard/tasks?id=…', '/dashboard/orders/…'), if any. */
  link?: string | null;
  subjectId?: string | null;
  /** A note taken offline: the device's key (tour mode, decision 0166). */
  idempotencyKey?: string | null;
};

/**
 * Adds entries to clients' timelines, in the caller's transaction: other modules (tasks, imports,
 * orders and invoices later) record what happened to a client through this one door.
 */
export async function recordClientActivity(
  tx: TenantTx,
  scope: TenantScope,
  entries: readonly ClientActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await scoped(tx, scope)
    .insert(clientActivities)
    .values(
      entries.map((entry) => ({
        clientId: entry.clientId,
        kind: entry.kind,
        body: entry.body,
        link: entry.link ?? null,
        subjectId: entry.subjectId ?? null,
        authorId: scope.user.id,
        idempotencyKey: entry.idempotencyKey ?? null,
      })),
    );
}
