import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { baseURL } from '../playwright.config.ts';

/*
 * The mails the product sent over SMTP to the local sink its e2e server runs
 * (apps/api/src/testing/smtp-sink.cli.ts, on the server's port + 3000), parsed as a mail client
 * reads them: subject, text, and attachments with their bytes.
 */

export type ReceivedMail = {
  subject: string;
  from: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

const sinkUrl = () => `http://127.0.0.1:${Number(new URL(baseURL).port) + 3000}`;

export async function receivedMails(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${sinkUrl()}/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`SMTP sink: ${res.status}`);
  const { messages } = (await res.json()) as { messages: { raw: string }[] };
  return Promise.all(
    messages.map(async ({ raw }) => {
      const mail = await simpleParser(raw);
      return {
        subject: mail.subject ?? '',
        from: mail.from?.text ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content,
        })),
      };
    }),
  );
}

/** The mail to `to` whose subject matches, once it arrived (mails follow the moves, through a queue). */
export async function mailArrived(to: string, subject: RegExp | string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  const matches = (s: string) => (typeof subject === 'string' ? s === subject : subject.test(s));
  await expect
    .poll(
      async () => {
        found = (await receivedMails(to)).find((m) => matches(m.subject));
        return found?.subject ?? null;
      },
      { timeout: 30_000, message: `mail « ${subject} » to ${to}` },
    )
    .not.toBeNull();
  return found!;
}
