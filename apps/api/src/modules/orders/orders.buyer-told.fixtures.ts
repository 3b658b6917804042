import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ReceivedMail } from '../../test/mail-catcher.ts';
import type { TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { mailOutbox } from '../mail/mail.table.ts';

// What orders.buyer-told.test.ts reads the buyer's mails and PDFs with: the shop's billing
// settings, the outbox, and the PDFs as sent or downloaded.

export const BILLING = {
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPP',
  bankName: 'BNP Paribas Nîmes',
  accountHolder: 'SCEA Domaine Démo',
  chequePayee: 'SCEA Domaine Démo',
  chequeAddress: '12 chemin des Vignes\n30000 Nîmes',
  legalForm: 'SCEA',
  shareCapitalCents: 1_500_000,
  rcs: 'RCS Nîmes 123 456 789',
  paymentTerms: 'Paiement à 30 jours par virement',
};
export const IBAN_GROUPED = 'FR76 3000 4000 0312 3456 7890 143';

/** The mail of `key` ('<order id>:<event>') as the outbox keeps it. */
export async function mailOf(t: TestApp, orderId: string, event: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, `${orderId}:${event}`));
  return row;
}

/** The PDF attached to the raw message sent to `to` with `subject` (base64 part). */
export function attachedPdf(received: readonly ReceivedMail[], to: string, marker: string): Buffer | null {
  const message = received.find((m) => m.to.includes(to) && m.data.includes(marker));
  const part =
    message &&
    /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(message.data);
  return part ? Buffer.from(part[1]!.replace(/\r\n/g, ''), 'base64') : null;
}

/** The newest generated PDF of an order or an invoice ('orderId=…' or 'invoiceId=…'), as the owner downloads it. */
export async function documentPdf(t: TestApp, owner: string, shop: string, query: string): Promise<Buffer> {
  const list = await req(t, 'GET', `/v1/documents?${query}`, { jwt: owner, shop });
  const doc = (list.body.documents as { id: string; status: string }[]).find((d) => d.status === 'generated');
  expect(doc, 'a generated PDF').toBeDefined();
  const file = await t.app.inject({
    method: 'GET',
    url: `/v1/documents/${doc!.id}/file`,
    headers: { authorization: `Bearer ${owner}`, 'x-shop-id': shop },
  });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/** The owner moves the order (`validate`, `refuse`, `ship`…); its jobs have run when this answers. */
export async function move(
  t: TestApp,
  owner: string,
  shop: string,
  orderId: string,
  action: string,
  body?: unknown,
) {
  const res = await req(t, 'POST', `/v1/orders/${orderId}/actions/${action}`, {
    jwt: owner,
    body,
    shop,
  });
  await t.settled();
  return res;
}
