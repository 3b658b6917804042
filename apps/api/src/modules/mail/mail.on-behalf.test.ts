import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailCatcher } from '../../test/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { proClient, req, shopIdOf } from '../clients/clients.fixtures.ts';
import { issuedInvoice } from '../documents/documents.fixtures.ts';
import { makeInvoice } from '../receivables/receivables.fixtures.ts';
import { mailOutbox } from './mail.table.ts';

/*
 * Issue 23, finding 7: every mail the platform sends on behalf of a shop says which shop sent
 * it: its name in the subject and the body, Reply-To the shop's address, From the platform's.
 * A real SMTP server on loopback receives what Nodemailer sends (the outbox keeps no headers).
 */

const smtp = mailCatcher();
const received = smtp.received;

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  const smtpUrl = await smtp.listen();
  t = await createTestApp({
    smtpUrl,
    dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-mail-behalf-')),
  });
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

/** The mail as it left (headers) and as the outbox keeps it (subject and texts, decoded). */
async function delivered(to: string) {
  await t.settled();
  const raw = received.find((r) => r.to.includes(to));
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  expect(raw, `no SMTP delivery to ${to}`).toBeDefined();
  const headers = raw!.data.split(/\r?\n\r?\n/)[0]!;
  return { headers, row: row! };
}

function expectOnBehalfOfDemo(m: { headers: string; row: typeof mailOutbox.$inferSelect }) {
  expect(m.headers).toMatch(/^Reply-To: contact@domaine-demo\.fr$/im);
  expect(m.headers).not.toMatch(/^From:.*domaine-demo/im);
  expect(m.row.status).toBe('sent');
  expect(m.row.subject).toContain('Domaine Démo');
  expect(m.row.textBody).toContain('Domaine Démo');
}

it("a document's mail names the shop and answers to its address", async () => {
  const inv = await issuedInvoice(t, demoId, owner);
  const asked = await req(t, 'POST', '/v1/documents', {
    jwt: owner,
    shop: demoId,
    body: { kind: 'invoice', invoiceIds: [inv.id], deliver: false },
  });
  await t.app.deps.jobs.settled();
  const res = await req(t, 'POST', `/v1/documents/${asked.body.documents[0].id}/send`, {
    jwt: owner,
    shop: demoId,
    body: { recipients: ['achats@cave-test.fr'] },
  });
  expect(res.status).toBe(200);
  const m = await delivered('achats@cave-test.fr');
  expectOnBehalfOfDemo(m);
  expect(m.row.htmlBody).toContain('Domaine Démo');
});

it("a client's invitation names the shop and answers to its address", async () => {
  const created = await req(t, 'POST', '/v1/clients', {
    jwt: owner,
    shop: demoId,
    body: proClient({ email: 'invitation.smtp@cave-test.fr', siret: '55210055400013' }),
  });
  expect(created.status).toBe(200);
  const res = await req(t, 'POST', `/v1/clients/${created.body.client.id}/invite`, {
    jwt: owner,
    shop: demoId,
  });
  expect(res.status).toBe(200);
  expectOnBehalfOfDemo(await delivered('invitation.smtp@cave-test.fr'));
});

it('a payment reminder names the shop and answers to its address', async () => {
  const inv = await makeInvoice(t.db, demoId, {
    buyerEmail: 'relance.smtp@cave-test.fr',
    payable: 12_000,
    dueDate: '2026-01-31',
  });
  const res = await req(t, 'POST', '/v1/payments/reminders', {
    jwt: owner,
    shop: demoId,
    body: { invoiceIds: [inv.id] },
  });
  expect(res.status).toBe(200);
  expect(res.body.sent).toBe(1);
  expectOnBehalfOfDemo(await delivered('relance.smtp@cave-test.fr'));
});
