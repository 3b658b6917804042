import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { proClient, req, shopIdOf, text } from '../clients/clients.fixtures.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { modeId, stockedWine } from './orders.fixtures.ts';
import { orders } from './orders.table.ts';

// The quote desk of orders.quotes*.test.ts: the demo shop's owner, a professional client with
// its e-mail, and the helpers that enter, send and answer a quote through the API.

export const EMAIL = 'achats@cave-du-devis.fr';
export const NOTE = 'Marge serrée : ne pas descendre plus bas';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type QuoteDesk = Awaited<ReturnType<typeof quoteDesk>>;

export async function quoteDesk() {
  const t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-quotes-')) });
  const owner = await t.login('proprietaire@cuvee.demo');
  const other = await t.login('maison.seconde@cuvee.demo');
  const demo = await shopIdOf(t, 'domaine-demo');
  const wine = await stockedWine(t.db, demo);
  const carrierId = await modeId(t.db, demo, 'Livraison à domicile');
  const created = await req(t, 'POST', '/v1/clients', {
    jwt: owner,
    shop: demo,
    body: proClient({ company: 'Cave du Devis', email: EMAIL, siret: undefined }),
  });
  expect(created.status, text(created.body.message)).toBe(200);
  const clientId: string = created.body.client.id;
  const line = (over: Record<string, unknown> = {}) => ({
    productId: wine.product.id,
    formatId: wine.format.id,
    vintage: wine.line.vintage,
    quantity: 6,
    ...over,
  });

  async function enterQuote(over: Record<string, unknown> = {}) {
    const res = await req(t, 'POST', '/v1/orders/manage', {
      jwt: owner,
      shop: demo,
      body: {
        kind: 'quote',
        clientId,
        lines: [line()],
        shipping: { modeId: carrierId, label: 'Livraison à domicile', priceCents: 1500 },
        validUntil: inDays(30),
        notes: NOTE,
        ...over,
      },
    });
    expect(res.status, text(res.body.message)).toBe(200);
    return res.body.order as { id: string; reference: string; totalTTC: number };
  }

  /** The newest quote mail to the client, once its job ran, and the token of its link. */
  async function sentQuote(id: string, body: Record<string, unknown> = {}) {
    const res = await req(t, 'POST', `/v1/orders/${id}/send`, { jwt: owner, shop: demo, body });
    expect(res.status, text(res.body.message)).toBe(200);
    await t.app.deps.jobs.settled();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, EMAIL), like(mailOutbox.subject, 'Devis %')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail!.textBody.match(/\/quotes\/([\w-]+)/)![1]!;
    return { res, mail: mail!, token };
  }

  const answer = (token: string, what: 'accept' | 'refuse', body?: unknown) =>
    req(t, 'POST', `/v1/quotes/answer/${token}/${what}`, { body: body ?? {} });
  const view = (token: string) => req(t, 'GET', `/v1/quotes/answer/${token}`);
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  return {
    t,
    owner,
    other,
    demo,
    wine,
    carrierId,
    clientId,
    line,
    enterQuote,
    sentQuote,
    answer,
    view,
    orderRow,
  };
}
