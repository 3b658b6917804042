import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { mailCatcher } from '../../test/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Jobs } from '../jobs/index.ts';
import { INLINE_MAX_BYTES, MAIL_RETRY, queueMail, runMailJob } from './mail.queue.ts';
import { mailOutbox } from './mail.table.ts';

/*
 * Decision 0054: a mail announced to a user is written and enqueued in the caller's transaction.
 * A real SMTP server on loopback receives what the job sends; it can refuse the next deliveries
 * (451, a relay's temporary failure) to see the job try again.
 */

let refuseNext = 0;
const smtp = mailCatcher({
  refuse: () => {
    if (refuseNext <= 0) return undefined;
    refuseNext -= 1;
    const err = new Error('Service momentanément indisponible') as Error & { responseCode: number };
    err.responseCode = 451;
    return err;
  },
});
const received = smtp.received;

let t: TestApp;
let shopId: string;
beforeAll(async () => {
  const smtpUrl = await smtp.listen();
  t = await createTestApp({ smtpUrl });
  const rows = (await t.db.execute(sql`select id from shops where url_shop = 'domaine-demo'`)) as unknown as {
    rows: { id: string }[];
  };
  shopId = rows.rows[0]!.id;
  await t.app.deps.jobs.start();
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});
beforeEach(() => {
  received.length = 0;
  refuseNext = 0;
});

const mail = (to: string, key?: string) => ({
  to,
  subject: 'Votre commande C-000042 a été validée',
  text: 'Bonjour, votre commande a été validée.',
  shopId,
  replyTo: 'contact@domaine-demo.fr',
  ...(key ? { key } : {}),
});

/** A header as a mail client shows it (RFC 2047 encoded words, Q or B, decoded). */
const decodeWords = (header: string) =>
  header.replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );

const rowsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

it('sends a mail queued in a committed transaction, once, answering to the shop', async () => {
  await t.db.transaction(async (tx) => {
    await queueMail(t.app.deps.jobs, tx, mail('valide@exemple.fr'));
  });
  await t.settled();
  expect(received.map((m) => m.to)).toEqual([['valide@exemple.fr']]);
  expect(received[0]!.data).toContain('Reply-To: contact@domaine-demo.fr');
  // The shop's name as the sender a reader sees, at the platform's address.
  const from = /^From: (.*)$/m.exec(received[0]!.data)![1]!;
  expect(decodeWords(from)).toBe('Domaine Démo via Cuvée <no-reply@cuvee.local>');
  const [row] = await rowsTo('valide@exemple.fr');
  expect(row!.status).toBe('sent');
  expect(row!.attempts).toBe(1);
});

it('sends nothing when the transaction that queued the mail rolls back', async () => {
  await t.db
    .transaction(async (tx) => {
      await queueMail(t.app.deps.jobs, tx, mail('annule@exemple.fr'));
      throw new Error('la commande est refusée');
    })
    .catch(() => undefined);
  await t.settled();
  expect(received).toEqual([]);
  expect(await rowsTo('annule@exemple.fr')).toEqual([]);
});

it('sends one mail per key, however often it is queued', async () => {
  for (let i = 0; i < 3; i++)
    await t.db.transaction(async (tx) => {
      await queueMail(t.app.deps.jobs, tx, mail('une-fois@exemple.fr', 'order-1:validated'));
    });
  await t.settled();
  expect(received).toHaveLength(1);
  expect(await rowsTo('une-fois@exemple.fr')).toHaveLength(1);
});

it('tries again when the SMTP server refuses for a while, and records the mail sent', async () => {
  refuseNext = 2;
  await t.db.transaction(async (tx) => {
    await queueMail(t.app.deps.jobs, tx, mail('relais@exemple.fr'));
  });
  await t.settled();
  expect(received.map((m) => m.to)).toEqual([['relais@exemple.fr']]);
  const [row] = await rowsTo('relais@exemple.fr');
  expect(row!.status).toBe('sent');
  expect(row!.attempts).toBe(3);
}, 30_000);

it('sends a stranded mail (queued, its job lost) once the mails sweeper runs, and only once', async () => {
  // Queued ten minutes ago by a process that died before its job was written.
  await t.db.insert(mailOutbox).values({
    toAddress: 'echoue@exemple.fr',
    subject: 'Votre facture F2026-00042',
    textBody: 'Bonjour, voici votre facture.',
    shopId,
    status: 'queued',
    createdAt: new Date(Date.now() - 10 * 60_000),
  });
  // Nothing sends it but the sweeper (a test app runs sweepers only when asked).
  await t.settled();
  expect(received).toEqual([]);
  expect((await rowsTo('echoue@exemple.fr'))[0]!.status).toBe('queued');

  await t.app.deps.jobs.sweepNow();
  await t.settled();
  await t.app.deps.jobs.sweepNow();
  await t.settled();
  // Other sweeps may mail too (the demo's booking of tomorrow, whose reminder is due at some hours):
  // only this address counts here.
  expect(received.map((m) => m.to).filter((to) => to.includes('echoue@exemple.fr'))).toEqual([
    ['echoue@exemple.fr'],
  ]);
  expect((await rowsTo('echoue@exemple.fr'))[0]!.status).toBe('sent');
});

it('waits for a PDF still being made without spending its tries, then leaves with it', async () => {
  const [row] = await t.db
    .insert(mailOutbox)
    .values({
      toAddress: 'attend-le-pdf@exemple.fr',
      subject: 'Votre facture F2026-00043',
      textBody: 'Bonjour, voici votre facture.',
      shopId,
      status: 'queued',
      documentIds: ['6f1c0b6e-8d7a-4d35-9a55-3c1f4f1b2a10'],
    })
    .returning();
  // The PDF takes longer than every try of a refusing SMTP server would last together.
  let pending = MAIL_RETRY.attempts + 2;
  const lookup = async () =>
    pending-- > 0 ? ('pending' as const) : { filename: 'F2026-00043.pdf', content: Buffer.from('%PDF-1.7') };
  const waits: (number | undefined)[] = [];
  const jobs = {
    send: async (_q: unknown, _d: unknown, o: { startAfterSeconds?: number }) => {
      waits.push(o.startAfterSeconds);
      return 'job';
    },
  } as unknown as Jobs;
  // Each run is what the job the previous one enqueued does.
  for (let i = 0; i <= MAIL_RETRY.attempts + 2; i++)
    await runMailJob(t.db, jobs, t.app.deps.mailer, lookup, { mailId: row!.id });
  // A second each time, never the growing delays of a refusal.
  expect(waits).toEqual(Array(MAIL_RETRY.attempts + 2).fill(1));
  const [sent] = await rowsTo('attend-le-pdf@exemple.fr');
  expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  expect(received.map((m) => m.to)).toEqual([['attend-le-pdf@exemple.fr']]);
  expect(received[0]!.data).toContain('F2026-00043.pdf');
});

it('sends the small files the mail carries (decision 0127) and refuses more than the cap', async () => {
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
  await t.db.transaction(async (tx) => {
    await queueMail(t.app.deps.jobs, tx, {
      ...mail('agenda@exemple.fr'),
      files: [
        {
          filename: 'reservation.ics',
          contentType: 'text/calendar; charset=utf-8',
          contentBase64: Buffer.from(ics).toString('base64'),
        },
      ],
    });
  });
  await t.settled();
  expect(received.map((m) => m.to)).toEqual([['agenda@exemple.fr']]);
  expect(received[0]!.data).toContain('filename=reservation.ics');
  expect(received[0]!.data).toContain('Content-Type: text/calendar');
  expect(received[0]!.data.replace(/\r?\n/g, '')).toContain(Buffer.from(ics).toString('base64'));

  const big = Buffer.alloc(INLINE_MAX_BYTES + 1).toString('base64');
  const refused = t.db.transaction(async (tx) => {
    await queueMail(t.app.deps.jobs, tx, {
      ...mail('trop-gros@exemple.fr'),
      files: [{ filename: 'x.bin', contentType: 'application/octet-stream', contentBase64: big }],
    });
  });
  await expect(refused).rejects.toThrow(/exceed/);
  expect(await rowsTo('trop-gros@exemple.fr')).toEqual([]);
});
