import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailCatcher } from '../../test/mail-catcher.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from './mail.table.ts';

/** How long the server takes to accept a mail: a slow relay, as real ones sometimes are. */
const SMTP_DELAY_MS = 1500;

// A real SMTP server on loopback receives what Nodemailer sends.
const smtp = mailCatcher({ delayMs: SMTP_DELAY_MS });
const received = smtp.received;

let t: TestApp;
beforeAll(async () => {
  const smtpUrl = await smtp.listen();
  t = await createTestApp({ smtpUrl });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

const timedReset = async (email: string) => {
  const started = performance.now();
  const res = await call(t.app, 'POST', '/v1/auth/reset-password/request', { body: { email } });
  return { res, ms: performance.now() - started };
};

it('sends the reset mail over SMTP and records it as sent', async () => {
  const { res } = await timedReset('client@cuvee.demo');
  expect(res.status).toBe(200);
  await t.settled();
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['client@cuvee.demo']);
  expect(received[0]!.data).toContain('/auth/resetpwd?token=3D');
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'client@cuvee.demo'));
  expect(row!.status).toBe('sent');
});

it('answers a real address as fast as an unknown one: the answer does not wait for the mail (decision 0027)', async () => {
  const real = await timedReset('proprietaire@cuvee.demo');
  const unknown = await timedReset('personne@inconnu.fr');
  expect(real.res.body).toEqual(unknown.res.body);
  // Sending takes the relay's 1.5 s; neither answer waits for it.
  expect(real.ms).toBeLessThan(SMTP_DELAY_MS / 2);
  expect(unknown.ms).toBeLessThan(SMTP_DELAY_MS / 2);
  await t.settled();
  expect(received.map((m) => m.to[0])).toContain('proprietaire@cuvee.demo');
  expect(received.map((m) => m.to[0])).not.toContain('personne@inconnu.fr');
});
