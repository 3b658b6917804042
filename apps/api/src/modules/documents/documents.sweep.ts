import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Sweeper } from '../jobs/index.ts';
import { failDocument } from './documents.job.ts';
import { generateDocumentQueue } from './documents.queue.ts';
import { documents } from './documents.table.ts';

/** A document younger than this is never swept: its job may not be visible yet (decision 0074). */
const SWEEP_GRACE_SECONDS = 120;

export const STRANDED_DOCUMENT = 'la tâche qui le préparait s’est arrêtée ; demandez-le à nouveau';

/**
 * The documents sweeper (issue 25, defect 13): a PDF still 'pending' or 'processing' whose job
 * no longer waits, runs or awaits a retry (its tries spent by crashes) is marked failed with a
 * French reason, instead of showing « en cours » for ever.
 */
export function sweepDocuments(db: Db): Sweeper {
  return async (jobs) => {
    const stuck = await db
      .select({
        id: documents.id,
        shopId: documents.shopId,
        invoiceId: documents.invoiceId,
        requestedBy: documents.requestedBy,
      })
      .from(documents)
      .where(
        and(
          inArray(documents.status, ['pending', 'processing']),
          lt(documents.createdAt, sql`now() - make_interval(secs => ${SWEEP_GRACE_SECONDS})`),
        ),
      )
      .limit(500);
    for (const row of stuck) {
      if (await jobs.alive(generateDocumentQueue, row.id)) continue;
      const shop = { id: row.shopId };
      await failDocument(
        db,
        { user: { id: row.requestedBy ?? row.shopId }, shop, shops: [shop] },
        row,
        STRANDED_DOCUMENT,
      );
    }
  };
}
