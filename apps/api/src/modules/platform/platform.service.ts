import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { documentDownloads, maintenances } from './platform.table.ts';

/** The maintenance window in force or coming next; the page blocks only between its dates. */
export async function currentMaintenance(db: DbOrTx, now = new Date()) {
  const [m] = await db
    .select()
    .from(maintenances)
    .where(gt(maintenances.endDate, now))
    .orderBy(asc(maintenances.startDate))
    .limit(1);
  if (!m) return { banner: false, page: false, startDate: null, endDate: null, message: null };
  const running = m.startDate <= now;
  return {
    banner: m.banner,
    page: m.page && running,
    startDate: m.startDate.toISOString(),
    endDate: m.endDate.toISOString(),
    message: m.message,
  };
}

/** Hands each waiting document to its user once. */
export async function takeDocumentsToDownload(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .update(documentDownloads)
    .set({ deliveredAt: new Date() })
    .where(and(eq(documentDownloads.userId, userId), isNull(documentDownloads.deliveredAt)))
    .returning({ url: documentDownloads.url });
  return rows.map((r) => r.url);
}

/** A made document offered to the user who asked for it in their browser (a bulk print). */
export async function offerDownload(tx: TenantTx, scope: TenantScope, userId: string, url: string) {
  await scoped(tx, scope).insert(documentDownloads).values([{ userId, url }]);
}
