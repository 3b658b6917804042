import type { ClientActivity } from '@cuvee/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { users } from '../users/users.table.ts';
import { recordClientActivity } from './client-activities.ts';
import { memberName } from './clients.mapper.ts';
import { type ClientActor, notFoundClient, visibleTo } from './clients.rules.ts';
import { clientActivities, clients } from './clients.table.ts';

/** A client's timeline, newest first, by keyset (createdAt|id of the last entry seen). */

const BAD_CURSOR = "Le curseur de pagination n'est pas valide";

/** The id of the cursor's entry: its own row gives the position (microseconds a date text would lose). */
function cursorId(cursor: string): string {
  const id = cursor.split('|').at(-1) ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new HttpError(400, BAD_CURSOR);
  return id;
}

/** 404 unless the actor may see the client. */
async function checkVisible(actor: ClientActor, tx: TenantTx, clientId: string) {
  const [row] = await scoped(tx, actor)
    .select({ id: clients.id, agentId: clients.agentId, displayName: clients.displayName })
    .from(clients)
    .where(eq(clients.id, clientId), visibleTo(actor));
  if (!row) throw notFoundClient();
  return row;
}

export async function clientTimeline(
  actor: ClientActor,
  tx: TenantTx,
  clientId: string,
  q: { limit: number; cursor?: string | undefined },
) {
  await checkVisible(actor, tx, clientId);
  const after = q.cursor ? cursorId(q.cursor) : null;
  const rows = await tx
    .select({ entry: clientActivities, authorName: memberName })
    .from(clientActivities)
    .leftJoin(users, eq(users.id, clientActivities.authorId))
    .where(
      and(
        scoped(tx, actor).owns(clientActivities),
        eq(clientActivities.clientId, clientId),
        after
          ? sql`(${clientActivities.createdAt}, ${clientActivities.id}) < (select a.created_at, a.id from ${clientActivities} a where a.id = ${after})`
          : undefined,
      ),
    )
    .orderBy(desc(clientActivities.createdAt), desc(clientActivities.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const activities: ClientActivity[] = page.map(({ entry, authorName }) => ({
    id: entry.id,
    kind: entry.kind,
    body: entry.body,
    link: entry.link,
    author: entry.authorId ? { id: entry.authorId, name: authorName ?? '' } : null,
    createdAt: entry.createdAt.toISOString(),
  }));
  return {
    activities,
    nextCursor:
      rows.length > q.limit && last ? `${last.entry.createdAt.toISOString()}|${last.entry.id}` : null,
  };
}

export async function addClientNote(
  actor: ClientActor,
  tx: TenantTx,
  clientId: string,
  body: string,
  /** A note taken offline keeps its device's key (decision 0166). */
  idempotencyKey?: string,
) {
  const client = await checkVisible(actor, tx, clientId);
  await recordClientActivity(tx, actor, [
    { clientId, kind: 'note', body, idempotencyKey: idempotencyKey ?? null },
  ]);
  // Whoever follows the client hears of what someone else wrote on it (newActivity).
  if (client.agentId && client.agentId !== actor.user.id) {
    await notify(tx, [
      {
        userId: client.agentId,
        shopId: scoped(tx, actor).shopId,
        type: 'newActivity',
        content: `Nouvelle note sur ${client.displayName}`,
        redirectLink: `/dashboard/clients/${clientId}`,
        subjectId: clientId,
      },
    ]);
  }
  // The list's "recently touched" order and the detail's date follow the timeline.
  await scoped(tx, actor).update(clients).set({ updatedAt: sql`now()` }).where(eq(clients.id, clientId));
  return { message: 'La note a été ajoutée' };
}
