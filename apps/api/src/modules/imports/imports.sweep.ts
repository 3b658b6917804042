import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Sweeper } from '../jobs/index.ts';
import { failImport, importClientsQueue } from './imports.job.ts';
import { clientImports } from './imports.table.ts';

/** An import younger than this is never swept: its job may not be visible yet (decision 0074). */
export const SWEEP_GRACE_SECONDS = 120;

export const STRANDED_IMPORT =
  "L'import s'est interrompu : relancez-le pour le reprendre où il s'est arrêté, ou annulez-le";

/**
 * The imports sweeper (issue 25, defect 12): an import still 'processing' whose job no longer
 * waits, runs or awaits a retry (its tries spent by crashes, or the job lost) is marked failed,
 * so that it can be started again (it resumes after its last committed batch) or reverted.
 * Read as the system: it looks across shops; each row is then failed in its own shop's scope.
 */
export function sweepImports(db: Db): Sweeper {
  return async (jobs) => {
    const stuck = await db
      .select({ id: clientImports.id, shopId: clientImports.shopId, createdBy: clientImports.createdBy })
      .from(clientImports)
      .where(
        and(
          eq(clientImports.status, 'processing'),
          lt(clientImports.startedAt, sql`now() - make_interval(secs => ${SWEEP_GRACE_SECONDS})`),
        ),
      );
    for (const row of stuck) {
      if (await jobs.alive(importClientsQueue, row.id)) continue;
      const scope = {
        user: { id: row.createdBy ?? row.shopId },
        shop: { id: row.shopId },
        shops: [{ id: row.shopId }],
      };
      await failImport(db, scope, row.id, STRANDED_IMPORT);
    }
  };
}
