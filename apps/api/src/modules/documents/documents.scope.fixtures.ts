import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { req, shopIdOf } from '../clients/clients.fixtures.ts';
import { clients } from '../clients/index.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { documents } from './documents.table.ts';

/*
 * Two portfolios of Domaine Démo, each with an invoiced order and its PDFs (finding 3 of issue
 * 23), made through the API as the owner makes them (as db/seed/demo-sales.ts does): the demo's
 * 'Cave des Papilles' is followed by the demo agent, 'La Cave du Coin' is not.
 */

export const AGENT = 'agent@cuvee.demo';
export const OWNER = 'proprietaire@cuvee.demo';
const MINE = 'Cave des Papilles';
const THEIRS = 'La Cave du Coin';

type Side = { orderId: string; invoiceId: string; invoiceDocId: string; orderDocId: string };
export type TwoPortfolios = { shopId: string; mine: Side; theirs: Side };

export async function twoPortfolios(t: TestApp): Promise<TwoPortfolios> {
  const owner = await t.login(OWNER);
  const shopId = await shopIdOf(t, 'domaine-demo');
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await req(t, method, url, { jwt: owner, shop: shopId, ...(body ? { body } : {}) });
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${res.raw}`);
    return res.body;
  };
  const stock = (await call('GET', '/v1/stocks?limit=200')).lines as {
    productId: string;
    formatId: string;
    vintage: string | null;
    available: number;
  }[];
  const line = stock.find((l) => l.available >= 12);
  if (!line) throw new Error('no stocked wine');
  const side = async (company: string): Promise<Side> => {
    // Read only: the demo's client record, whose follower decides the portfolio.
    const [client] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, shopId), eq(clients.company, company)));
    const { order } = await call('POST', '/v1/orders/manage', {
      kind: 'order',
      clientId: client!.id,
      lines: [{ productId: line.productId, formatId: line.formatId, vintage: line.vintage, quantity: 2 }],
      shipping: { label: 'Transporteur', priceCents: 1200 },
    });
    for (const step of ['actions/validate', 'delivery/prepare'])
      await call('POST', `/v1/orders/${order.id}/${step}`, {});
    await call('POST', `/v1/orders/${order.id}/delivery/ship`, { trackingRef: 'XY000001FR', parcels: 1 });
    await call('POST', `/v1/orders/${order.id}/delivery/deliver`, {});
    const { invoice } = await call('POST', '/v1/invoices', { orderId: order.id });
    await t.app.deps.jobs.settled();
    const docs = await call('GET', `/v1/documents?invoiceId=${invoice.id}`);
    const made = await call('POST', '/v1/documents', {
      kind: 'delivery',
      orderIds: [order.id],
      deliver: false,
    });
    return {
      orderId: order.id,
      invoiceId: invoice.id,
      invoiceDocId: docs.documents[0].id,
      orderDocId: made.documents[0].id,
    };
  };
  const result = { shopId, mine: await side(MINE), theirs: await side(THEIRS) };
  await t.app.deps.jobs.settled();
  return result;
}

const countOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** What a refused document request must leave as it was: rows, states, jobs and mails. */
export async function documentsState(t: TestApp) {
  return {
    documents: await countOf(t, sql`select count(*)::int as n from ${documents}`),
    states: await countOf(
      t,
      sql`select count(*)::int as n from ${documents} where status in ('completed', 'processing', 'pending')`,
    ),
    sentInvoices: await countOf(t, sql`select count(*)::int as n from invoices where sent_at is not null`),
    jobs: await countOf(t, sql`select count(*)::int as n from pgboss.job where name = 'documents.generate'`),
    mails: await countOf(t, sql`select count(*)::int as n from ${mailOutbox}`),
  };
}
