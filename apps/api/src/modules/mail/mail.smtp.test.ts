import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from './mail.table.ts';

/** How long the server takes to accept a mail: a slow relay, as real ones sometimes are. */
const SMTP_DELAY_MS = 1500;

// A real SMTP server on loopback receives what Nodemailer sends.
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let data = '';
    stream.on('data', (c: Buffer) => {
      data += c.toString();
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      setTimeout(done, SMTP_DELAY_MS);
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
