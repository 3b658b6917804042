import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { shopSender } from './mail.shop-rules.ts';
import { mailOutbox } from './mail.table.ts';

export type MailAttachment = { filename: string; content: Buffer; contentType?: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  shopId?: string | null;
  /**
   * A mail sent on behalf of a shop shows the shop's name as its sender (« Domaine Démo via
   * Cuvée ») and answers to the shop's address; the From address stays the platform's (DMARC).
   */
  replyTo?: string | null;
  /** Files sent with the mail over SMTP (a PDF); the outbox keeps the text only. */
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** Records the mail in the outbox, then sends it over SMTP when configured. Never throws. */
  send(mail: Mail): Promise<{ id: string; status: 'sent' | 'outbox' | 'error' }>;
  /**
   * Sends a mail already in the outbox (a queued one, decision 0054) and records the outcome on
   * its row; never throws: answers the SMTP error's text, for the job to retry.
   */
  deliver(id: string, mail: Mail): Promise<{ status: 'sent' | 'outbox' | 'error'; error?: string }>;
  close(): void;
};

export function createMailer(
  db: Db,
  opts: { smtpUrl?: string; from: string; log?: (msg: string) => void },
): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const platform = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(opts.from);
  /** The sender a reader sees: the shop's name via the platform's, at the platform's address. */
  const fromFor = async (shopId: string | null | undefined) => {
    if (!shopId || !platform) return opts.from;
    const { name } = await shopSender(db, shopId);
    return name ? { name: `${name} via ${platform[1] || 'Cuvée'}`, address: platform[2]! } : opts.from;
  };
  const deliver: Mailer['deliver'] = async (id, mail) => {
    if (!transport) {
      await db.update(mailOutbox).set({ status: 'outbox' }).where(eq(mailOutbox.id, id));
      return { status: 'outbox' };
    }
    try {
      await transport.sendMail({
        from: await fromFor(mail.shopId),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, id));
      return { status: 'sent' };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log?.(`SMTP: ${message}`);
      await db
        .update(mailOutbox)
        .set({ status: 'error', error: message.slice(0, 1000) })
        .where(eq(mailOutbox.id, id));
      return { status: 'error', error: message };
    }
  };
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          shopId: mail.shopId ?? null,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          replyTo: mail.replyTo ?? null,
          status: transport ? 'pending' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) return { id, status: 'outbox' };
      const { status } = await deliver(id, mail);
      return { id, status };
    },
    deliver,
    close() {
      transport?.close();
    },
  };
}
