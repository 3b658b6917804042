import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from './mail.table.ts';

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
      done();
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

it('sends the reset mail over SMTP and records it as sent', async () => {
  const res = await call(t.app, 'POST', '/v1/auth/reset-password/request', {
    body: { email: 'client@cuvee.demo' },
  });
  expect(res.status).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['client@cuvee.demo']);
  expect(received[0]!.data).toContain('/auth/resetpwd?token=3D');
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'client@cuvee.demo'));
  expect(row!.status).toBe('sent');
});
