import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { defineQueue, type Jobs } from '../jobs/index.ts';
import type { MailAttachment, Mailer } from './mail.service.ts';
import { sweepMails } from './mail.sweep.ts';
import { type InlineAttachment, mailOutbox } from './mail.table.ts';

/*
 * A mail the user is told about (decision 0054): its outbox row is written in the caller's
 * transaction and its `mail.send` job enqueued in the same one, so the mail exists exactly when
 * what it announces does. The job sends it once the PDFs it names are made, and tries again
 * later when the document is not ready yet or the SMTP server fails; a sent row is never sent
 * again (a job run twice finds it 'sent').
 */

export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The shop the mail is sent for (its outbox row; none for the platform's own mails). */
  shopId?: string | null;
  /** The shop's address, when sent on its behalf. */
  replyTo?: string | null;
  /** PDFs of the documents table: the mail leaves once each is ready, with them attached. */
  documentIds?: string[];
  /** Small files carried by the mail itself (an .ics, a QR code): at most INLINE_MAX_BYTES in all. */
  files?: InlineAttachment[];
  /** One mail per key ('<order id>:validated'): queueing it again does nothing. */
  key?: string;
};

export type MailJob = { mailId: string };
export const sendMailQueue = defineQueue<MailJob>('mail.send');

/** A document to attach: made, not yet made, or failed for good. */
export type AttachmentLookup = (
  documentId: string,
) => Promise<MailAttachment | 'pending' | { failed: string }>;

/** Told once a mail's documents left with it (the documents module marks them sent). */
export type DocumentsMailed = (documentIds: string[]) => Promise<void>;

/** Sending tries: an SMTP server that refused waits and retries, longer each time. */
export const MAIL_RETRY = { attempts: 8, firstDelaySeconds: 1, maxDelaySeconds: 300 } as const;

/** How long a mail waits for a PDF still being made before it looks again (not a try). */
export const DOCUMENT_WAIT_SECONDS = 1;

/** The inline files' cap (decoded bytes, all together): the outbox is no file store (decision 0127). */
export const INLINE_MAX_BYTES = 256 * 1024;

export async function queueMail(jobs: Jobs, tx: Tx | TenantTx, mail: QueuedMail): Promise<{ id: string }> {
  const inline = mail.files ?? [];
  const bytes = inline.reduce((n, a) => n + Buffer.byteLength(a.contentBase64, 'base64'), 0);
  if (bytes > INLINE_MAX_BYTES)
    throw new Error(`Inline attachments of ${bytes} bytes exceed ${INLINE_MAX_BYTES}: make them documents`);
  const values = {
    shopId: mail.shopId ?? null,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    documentIds: mail.documentIds ?? [],
    attachments: inline,
    idempotencyKey: mail.key ?? null,
    status: 'queued' as const,
  };
  const [row] = await (tx as Tx)
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  if (!row) {
    // Queued before under this key: the first one stands.
    const [known] = await (tx as Tx)
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, mail.key!));
    return { id: known!.id };
  }
  await jobs.send(sendMailQueue, { mailId: row.id }, { tx: tx as Tx, key: row.id });
  return { id: row.id };
}

/** Whether a mail was queued under this key (a job retried after its mail was queued). */
export async function isMailQueued(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, key));
  return Boolean(row);
}

const retryDelay = (attempts: number) =>
  Math.min(MAIL_RETRY.firstDelaySeconds * 2 ** (attempts - 1), MAIL_RETRY.maxDelaySeconds);

/**
 * The job: reads the row as the system (a worker has no request), gathers its PDFs, sends.
 * 'error' is final only after the last try; before it, the row stays 'queued' with its error.
 */
export async function runMailJob(
  db: Db,
  jobs: Jobs,
  mailer: Mailer,
  attachment: AttachmentLookup,
  data: MailJob,
  mailed?: DocumentsMailed,
): Promise<void> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, data.mailId));
  if (row?.status !== 'queued') return;

  // The PDFs first. One still being made is not a failed try: the mail looks again in a second,
  // so it leaves as soon as its PDF is ready, however long that took (the document's own job,
  // retries and sweeper bound the wait: it ends ready or failed).
  const attachments: MailAttachment[] = [];
  for (const documentId of row.documentIds) {
    const found = await attachment(documentId);
    if (found === 'pending') {
      await db
        .update(mailOutbox)
        .set({ error: 'Le document joint est en cours de génération' })
        .where(eq(mailOutbox.id, row.id));
      await jobs.send(sendMailQueue, data, { startAfterSeconds: DOCUMENT_WAIT_SECONDS, key: row.id });
      return;
    }
    if ('failed' in found) {
      await db
        .update(mailOutbox)
        .set({ status: 'error', error: found.failed })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    attachments.push(found);
  }
  for (const a of row.attachments)
    attachments.push({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    });

  const [counted] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, row.id))
    .returning({ attempts: mailOutbox.attempts });
  const attempts = counted!.attempts;
  const again = async (error: string) => {
    if (attempts >= MAIL_RETRY.attempts) {
      await db.update(mailOutbox).set({ status: 'error', error }).where(eq(mailOutbox.id, row.id));
      return;
    }
    await db.update(mailOutbox).set({ status: 'queued', error }).where(eq(mailOutbox.id, row.id));
    await jobs.send(sendMailQueue, data, { startAfterSeconds: retryDelay(attempts), key: row.id });
  };
  const outcome = await mailer.deliver(row.id, {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    shopId: row.shopId,
    replyTo: row.replyTo,
    ...(attachments.length ? { attachments } : {}),
  });
  if (outcome.status === 'error') await again(outcome.error ?? "Le serveur d'envoi a refusé le message");
  // Sent, or kept in the outbox where no SMTP server is set (development): the documents left.
  else if (row.documentIds.length) await mailed?.(row.documentIds);
}

/** Registers the worker of the mail queue (the app does, once). */
export function registerMailJobs(
  db: Db,
  jobs: Jobs,
  mailer: Mailer,
  attachment: AttachmentLookup,
  mailed?: DocumentsMailed,
) {
  jobs.register(sendMailQueue, (data) => runMailJob(db, jobs, mailer, attachment, data, mailed));
  jobs.sweep('mails', sweepMails(db));
}
