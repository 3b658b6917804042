import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { type ImportedClient, insertImportedClients, takenEmailsAndSirets } from '../clients/index.ts';
import { defineQueue, type JobAttempt } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { readRow } from './imports.rows.ts';
import { shopTypologies } from './imports.service.ts';
import { clientImports, type ImportReject } from './imports.table.ts';

/** The queue of client imports: one job per started import. */
export const importClientsQueue = defineQueue<{ importId: string; shopId: string; userId: string }>(
  'clients.import',
);

/**
 * Rows per transaction: at most 500, and a tenth of the file for smaller ones (at least 50), so
 * that the screen's bar moves in about ten steps whatever the file's size.
 */
export const batchSizeFor = (rows: number) => Math.min(500, Math.max(50, Math.ceil(rows / 10)));
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`;

/**
 * Runs an import: each row validated (contracts' ClientInput), duplicates by e-mail and SIRET
 * refused against the shop and within the file, the rest inserted ~500 a transaction with their
 * addresses and an 'imported' timeline entry; progress is written after each batch for the
 * screen's polling, and the uploader is notified at the end.
 */
export async function runClientImport(
  db: Db,
  data: { importId: string; shopId: string; userId: string },
  attempt: Pick<JobAttempt, 'lastAttempt'> = { lastAttempt: true },
  /** config.jobStepPauseMs: the crash tests' pause after each batch (0: none). */
  stepPauseMs = 0,
) {
  const scope: TenantScope = {
    user: { id: data.userId },
    shop: { id: data.shopId },
    shops: [{ id: data.shopId }],
  };
  const [job] = await inTenant(db, scope, (tx) =>
    scoped(tx, scope).selectAll(clientImports, eq(clientImports.id, data.importId)),
  );
  // Finished by an earlier try, or reverted: nothing to do.
  if (job?.status !== 'processing') return;
  try {
    const typologies = await shopTypologies(db, data.shopId);
    const BATCH = batchSizeFor(job.rows.length);
    // Resumed after its last committed batch (a try killed with the API, decision 0073): the
    // counts and rejects are the batch's own, committed with it; the file's e-mails and SIRETs
    // seen so far are read again from the rows before it.
    const resumeAt = job.processedRows;
    const seenEmails = new Set<string>();
    const seenSirets = new Set<string>();
    for (const cells of job.rows.slice(0, resumeAt)) {
      const read = readRow(cells, job.mapping, typologies);
      if (!read.ok) continue;
      if (read.values.email) seenEmails.add(read.values.email.toLowerCase());
      if (read.values.siret) seenSirets.add(read.values.siret);
    }
    const rejects: ImportReject[] = [...job.rejects];
    let imported = job.importedRows;
    for (let start = resumeAt; start < job.rows.length; start += BATCH) {
      const batch = job.rows.slice(start, start + BATCH);
      await inTenant(db, scope, async (tx) => {
        const s = scoped(tx, scope);
        const read = batch.map((cells, i) => ({
          line: start + i + 2,
          result: readRow(cells, job.mapping, typologies),
        }));
        const valid = read.flatMap((r) => (r.result.ok ? [{ line: r.line, values: r.result.values }] : []));
        for (const r of read) if (!r.result.ok) rejects.push({ line: r.line, reasons: r.result.reasons });
        const emails = valid.flatMap((v) => (v.values.email ? [v.values.email.toLowerCase()] : []));
        const sirets = valid.flatMap((v) => (v.values.siret ? [v.values.siret] : []));
        const taken = await takenEmailsAndSirets(tx, scope, emails, sirets);
        const accepted: ImportedClient[] = [];
        for (const v of valid) {
          const email = v.values.email?.toLowerCase();
          const siret = v.values.siret;
          const reasons: string[] = [];
          if (email && taken.emails.has(email))
            reasons.push(`Doublon : un client de la boutique a déjà l'e-mail ${email}`);
          else if (email && seenEmails.has(email))
            reasons.push(`Doublon : l'e-mail ${email} figure déjà plus haut dans le fichier`);
          if (siret && taken.sirets.has(siret))
            reasons.push(`Doublon : un client de la boutique a déjà le SIRET ${siret}`);
          else if (siret && seenSirets.has(siret))
            reasons.push(`Doublon : le SIRET ${siret} figure déjà plus haut dans le fichier`);
          if (email) seenEmails.add(email);
          if (siret) seenSirets.add(siret);
          if (reasons.length) rejects.push({ line: v.line, reasons });
          else accepted.push({ id: uuidv7(), line: v.line, values: v.values });
        }
        // A client created meanwhile with the same e-mail or SIRET: skipped, reported below.
        const written = await insertImportedClients(
          tx,
          scope,
          { importId: job.id, fileName: job.fileName, createdBy: data.userId },
          accepted,
        );
        for (const a of accepted) {
          if (!written.has(a.id))
            rejects.push({
              line: a.line,
              reasons: ["Doublon : l'e-mail ou le SIRET vient d'être enregistré"],
            });
        }
        imported += written.size;
        rejects.sort((a, b) => a.line - b.line);
        // The batch commits with its progress, and only where the import still stands where
        // this try read it: a try whose claim lapsed (another one resumed it) writes nothing.
        const [progressed] = await s
          .update(clientImports)
          .set({
            processedRows: Math.min(start + BATCH, job.rows.length),
            importedRows: imported,
            rejectedRows: rejects.length,
            rejects,
          })
          .where(
            eq(clientImports.id, job.id),
            eq(clientImports.status, 'processing'),
            eq(clientImports.processedRows, start),
          )
          .returning({ id: clientImports.id });
        if (!progressed) throw new ImportOvertaken();
      });
      if (stepPauseMs) await sleep(stepPauseMs);
    }
    await inTenant(db, scope, async (tx) => {
      const [completed] = await scoped(tx, scope)
        .update(clientImports)
        .set({ status: 'completed', finishedAt: new Date() })
        .where(and(eq(clientImports.id, job.id), eq(clientImports.status, 'processing')))
        .returning({ id: clientImports.id });
      // The uploader hears of it once, with the completion.
      if (completed) await notifyDone(tx, data, job.id, imported, rejects.length);
    });
  } catch (err) {
    if (err instanceof ImportOvertaken) return;
    // A retry follows (pg-boss, decision 0072): it resumes after the last committed batch.
    if (!attempt.lastAttempt) throw err;
    await failImport(db, scope, job.id, "L'import s'est interrompu sur une erreur inattendue");
    throw err;
  }
}

/** Another try moved the import on (or it was failed or reverted meanwhile): this one stops. */
class ImportOvertaken extends Error {}

async function notifyDone(
  tx: TenantTx,
  data: { shopId: string; userId: string },
  importId: string,
  imported: number,
  rejected: number,
) {
  await notify(tx, [
    {
      userId: data.userId,
      shopId: data.shopId,
      type: 'newImportClients',
      content: `Import terminé : ${plural(imported, 'client importé', 'clients importés')}, ${plural(rejected, 'ligne refusée', 'lignes refusées')}`,
      redirectLink: `/dashboard/clients?import=${importId}`,
      subjectId: importId,
    },
  ]);
}

/** Marks a started import failed: it can then be started again (it resumes) or reverted. */
export async function failImport(db: Db, scope: TenantScope, importId: string, error: string) {
  await inTenant(db, scope, (tx) =>
    scoped(tx, scope)
      .update(clientImports)
      .set({ status: 'error', error, finishedAt: new Date() })
      .where(eq(clientImports.id, importId), eq(clientImports.status, 'processing')),
  );
}
