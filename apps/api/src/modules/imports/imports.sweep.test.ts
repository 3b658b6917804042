import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app.ts';
import { clients } from '../clients/index.ts';
import { users } from '../users/index.ts';
import { clientRows, FILE_HEADER, toCsv } from './imports.fixtures.ts';
import { importClientsQueue } from './imports.job.ts';
import { STRANDED_IMPORT } from './imports.sweep.ts';
import { clientImports } from './imports.table.ts';
import { upload, useImportsApp } from './imports.test.support.ts';

/*
 * Defect 12 of issue 25: an import left 'processing' by a crash, its job gone (tries spent, or
 * expired), answered 409 to its start and its revert for ever. The sweeper fails it, and it can
 * then be reverted, or started again (resumed after its last committed batch: the resume itself
 * is proven by server.crash.test.ts, the API killed after the first batch).
 */

const app = useImportsApp();

/** An import started, whose job then vanished with the API (its tries spent, or expired). */
async function stranded(prefix: string) {
  const file = toCsv([FILE_HEADER, ...clientRows(120, { prefix })]);
  const id = (await upload(app.t, file, `${prefix}.csv`, app.owner)).json().import.id as string;
  await app.t.db
    .update(clientImports)
    .set({ status: 'processing', startedAt: sql`now() - interval '10 minutes'` })
    .where(eq(clientImports.id, id));
  return id;
}

const get = async (id: string) =>
  (await call(app.t.app, 'GET', `/v1/client-imports/${id}`, { jwt: app.owner })).body.import;
const imported = async (id: string) =>
  (await app.t.db.select({ n: sql<number>`count(*)::int` }).from(clients).where(eq(clients.importId, id)))[0]!
    .n;

describe('an import stranded by a crash', () => {
  it('is failed by the sweeper, then can be started again to the end', async () => {
    const id = await stranded('stranded');
    // Before the sweep: neither started again nor reverted.
    expect(
      (await call(app.t.app, 'POST', `/v1/client-imports/${id}/revert`, { jwt: app.owner })).status,
    ).toBe(409);

    await app.t.app.deps.jobs.sweepNow();
    expect(await get(id)).toMatchObject({ status: 'error', error: STRANDED_IMPORT });

    const again = await call(app.t.app, 'POST', `/v1/client-imports/${id}/start`, { jwt: app.owner });
    expect(again.status).toBe(200);
    expect(again.body.import.status).toBe('processing');
    await app.t.settled();
    expect(await get(id)).toMatchObject({
      status: 'completed',
      processedRows: 120,
      importedRows: 120,
      rejectedRows: 0,
      error: null,
    });
    expect(await imported(id)).toBe(120);
  });

  it('can be reverted once swept', async () => {
    const id = await stranded('reverted');
    await app.t.app.deps.jobs.sweepNow();
    expect((await get(id)).status).toBe('error');
    const reverted = await call(app.t.app, 'POST', `/v1/client-imports/${id}/revert`, { jwt: app.owner });
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe('Import annulé : 0 client supprimé');
    expect((await get(id)).status).toBe('reverted');
  });

  it('is left alone while its job still runs or waits for a retry', async () => {
    const file = toCsv([FILE_HEADER, ...clientRows(60, { prefix: 'alive' })]);
    const id = (await upload(app.t, file, 'alive.csv', app.owner)).json().import.id as string;
    const userId = (await ownerId())!;
    await app.t.app.deps.jobs.start();
    // Started long ago as far as the row says, but its job is queued: not the sweeper's.
    await app.t.db.transaction(async (tx) => {
      await tx
        .update(clientImports)
        .set({ status: 'processing', startedAt: sql`now() - interval '10 minutes'` })
        .where(eq(clientImports.id, id));
      await app.t.app.deps.jobs.send(
        importClientsQueue,
        { importId: id, shopId: app.demoId, userId },
        { tx, key: id, startAfterSeconds: 3600 },
      );
    });
    await app.t.app.deps.jobs.sweepNow();
    expect((await get(id)).status).toBe('processing');
  });
});

async function ownerId() {
  const [owner] = await app.t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'proprietaire@cuvee.demo'));
  return owner?.id;
}
