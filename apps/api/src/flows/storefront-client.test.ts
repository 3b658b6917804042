import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { stockedWine } from '../modules/orders/orders.fixtures.ts';
import { demoSeller, shopCart } from '../modules/orders/orders.placement.fixtures.ts';
import { pdfText } from '../test/pdf-text.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

// An order placed from the storefront belongs to the shop's client of its buyer (issue 25,
// defect 4): the client's timeline, outstandings and agent see it, and a professional's
// invoice carries their company, SIRET, VAT number and the 40 € recovery indemnity.

let t: TestApp;
let pro: string;
let owner: string;
let agent: string;
let demo: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await t.login('pro@cuvee.demo');
  agent = await t.login('agent@cuvee.demo');
  ({ owner, demo, wine, home } = await demoSeller(t));
});
afterAll(() => t?.close());

const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { jwt: owner, ...(body !== undefined ? { body } : {}) });

describe('an order placed from the storefront', () => {
  it('belongs to the buyer’s client: timeline, agent, outstandings, and a professional’s invoice', async () => {
    // The professional's record in the shop, followed by the shop's agent.
    const found = await asOwner('GET', '/v1/clients?q=pro%40cuvee.demo');
    const [row] = found.body.clients as { id: string }[];
    const record = (await asOwner('GET', `/v1/clients/${row!.id}`)).body.client;
    expect(record).toMatchObject({ email: 'pro@cuvee.demo', kind: 'professional' });
    const agentId = (await call(t.app, 'GET', '/v1/users/me', { jwt: agent })).body.user.id as string;
    const put = await asOwner('PUT', `/v1/clients/${record.id}`, { ...editable(record), agentId });
    expect(put.status).toBe(200);

    const placed = await call(t.app, 'POST', '/v1/orders', {
      jwt: pro,
      body: shopCart({ sellerId: demo, wine, deliveryModeId: home, quantity: 6 }),
    });
    expect(placed.status).toBe(200);
    const { id: orderId, reference } = placed.body.orders[0] as { id: string; reference: string };

    const order = (await asOwner('GET', `/v1/orders/${orderId}`)).body.order;
    expect(order.client).toMatchObject({ id: record.id });
    expect(order.agent).toMatchObject({ id: agentId });
    // The agent, who works their own clients only, sees it.
    const theirs = await call(t.app, 'GET', `/v1/orders/${orderId}`, { jwt: agent });
    expect(theirs.status).toBe(200);
    const timeline = await asOwner('GET', `/v1/clients/${record.id}/activities`);
    expect(JSON.stringify(timeline.body)).toContain(reference);

    expect((await asOwner('POST', `/v1/orders/${orderId}/actions/validate`)).status).toBe(200);
    const issued = await asOwner('POST', '/v1/invoices', { orderId });
    expect(issued.status).toBe(200);
    const invoice = issued.body.invoice as { id: string; number: string; totalTTC: number };
    await t.settled();

    const owed = await asOwner('GET', `/v1/payments/outstandings?clientId=${record.id}`);
    expect(owed.body.openInvoices.map((i: { id: string }) => i.id)).toContain(invoice.id);

    const text = (await pdfText(await invoicePdf(invoice.id))).replace(/\s+/g, ' ');
    expect(text).toContain(record.company);
    expect(text).toContain(record.siret);
    expect(text).toContain(record.vatNumber);
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });
});

/** What PUT /v1/clients/:id takes back of a record (its own fields, unchanged). */
function editable(c: Record<string, unknown>) {
  const keep = [
    'kind',
    'civility',
    'firstname',
    'lastname',
    'email',
    'phone',
    'company',
    'businessName',
    'companyType',
    'siret',
    'vatNumber',
    'exciseNumber',
    'typology',
    'lang',
    'tags',
    'consentMarketing',
    'notes',
    'paymentMethod',
    'paymentDelay',
    'addresses',
  ];
  return Object.fromEntries(keep.filter((k) => c[k] !== null && c[k] !== undefined).map((k) => [k, c[k]]));
}

async function invoicePdf(invoiceId: string): Promise<Buffer> {
  const list = await asOwner('GET', `/v1/documents?invoiceId=${invoiceId}`);
  const doc = (list.body.documents as { id: string; status: string }[]).find(
    (d) => d.status === 'generated' || d.status === 'completed',
  );
  expect(doc, 'a generated PDF').toBeDefined();
  const file = await t.app.inject({
    method: 'GET',
    url: `/v1/documents/${doc!.id}/file`,
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}
