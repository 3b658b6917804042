import type { NotificationType } from '@cuvee/domain';
import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notifications } from './notifications.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = cursor.split('|');
  const createdAt = new Date(iso ?? '');
  // A date the database can store (years 1 to 9999 here) and a uuid, or the query would fail.
  const year = createdAt.getUTCFullYear();
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime()) || year < 1 || year > 9999)
    throw new HttpError(400, "Le curseur de pagination n'est pas valide");
  return { createdAt, id };
}

/** A page of the user's notifications, newest first (keyset on created_at, id). */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  q: { filter: 'all' | 'unseen'; limit: number; cursor?: string | undefined },
) {
  const conds = [eq(notifications.userId, userId)];
  if (q.filter === 'unseen') conds.push(eq(notifications.seen, false));
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    conds.push(
      or(
        lt(notifications.createdAt, c.createdAt),
        and(eq(notifications.createdAt, c.createdAt), lt(notifications.id, c.id)),
      )!,
    );
  }
  const [rows, [unseen]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(...conds))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit + 1),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.seen, false))),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    notifications: page.map((n) => ({
      id: n.id,
      type: n.type,
      content: n.content,
      seen: n.seen,
      createdAt: n.createdAt.toISOString(),
      redirectLink: n.redirectLink,
      shopId: n.shopId,
      subjectId: n.subjectId,
    })),
    unseenCount: unseen?.n ?? 0,
    nextCursor: rows.length > q.limit && last ? `${last.createdAt.toISOString()}|${last.id}` : null,
  };
}

/** Marks the caller's own notifications as seen; ids of other users' notifications change nothing. */
export async function markAsSeen(db: DbOrTx, userId: string, ids: string[] | 'all'): Promise<number> {
  const where =
    ids === 'all'
      ? and(eq(notifications.userId, userId), eq(notifications.seen, false))
      : and(eq(notifications.userId, userId), inArray(notifications.id, ids), eq(notifications.seen, false));
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(where)
    .returning({ id: notifications.id });
  return rows.length;
}

/** Notifies each of these users (one row each). */
export async function notify(
  db: DbOrTx,
  n: {
    userId: string;
    shopId?: string | null;
    type: NotificationType | `${string}payment${string}` | `payment${string}`;
    content: string;
    redirectLink?: string | null;
    subjectId?: string | null;
  }[],
) {
  if (n.length === 0) return;
  await db.insert(notifications).values(
    n.map((one) => ({
      ...one,
      shopId: one.shopId ?? null,
      redirectLink: one.redirectLink ?? null,
      subjectId: one.subjectId ?? null,
    })),
  );
}
