import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, proClient, req, shopIdOf } from '../clients/clients.fixtures.ts';
import { makeOrder, noDocumentJobs } from '../invoices/invoices.fixtures.ts';

/*
 * The quarter of the worked example of domain-facts-wave3 §7 (issue 28, decisions 0147–0151),
 * built through the API in the second demo shop (whose invoices may still be dated in July): an
 * agent at 10 % of HT on paid invoices, their two clients' invoices of Q3 2026 (2,400.00 and
 * 1,150.00 HT), a credit note of 150.00 HT, another agent's sale and an invoice paid in October.
 */

export type Quarter = Awaited<ReturnType<typeof quarterShop>>;

/** The shop, its owner, the demo shop's owner and two agents of the shop. */
export async function quarterShop() {
  const t: TestApp = await createTestApp();
  const shopId = await shopIdOf(t, 'maison-seconde');
  const q = {
    t,
    shopId,
    demoId: await shopIdOf(t, 'domaine-demo'),
    owner: await t.login('maison.seconde@cuvee.demo'),
    demoOwner: await t.login('proprietaire@cuvee.demo'),
    agent: await memberWith(t, shopId, 'jean.commission@exemple.fr', 'agent', null),
    other: await memberWith(t, shopId, 'paul.commission@exemple.fr', 'agent', null),
    H: () => ({ shop: shopId }),
    count: async (table: string) =>
      Number(
        (
          (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      ),
  };
  noDocumentJobs(t);
  return q;
}

/** What the commissions' routes may change: rules, statements, notifications. */
export const commissionState = async (q: Quarter) => [
  await q.count('commission_rules'),
  await q.count('commission_statements'),
  await q.count('notifications'),
];

async function agentClient(q: Quarter, email: string, agentId: string) {
  const res = await req(q.t, 'POST', '/v1/clients', {
    jwt: q.owner,
    ...q.H(),
    body: proClient({ email, agentId, siret: undefined, company: `Cave ${email.split('@')[0]}` }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An invoice of `ht` cents HT for the agent's client, dated `issueDate`. */
async function invoiceOf(q: Quarter, ht: number, issueDate: string, clientEmail: string) {
  const order = await makeOrder(q.t, q.shopId, {
    clientEmail,
    lines: [{ quantity: 1, unitHt: ht, vatRateBp: 2000 }],
  });
  const res = await req(q.t, 'POST', '/v1/invoices', {
    jwt: q.owner,
    ...q.H(),
    body: { orderId: order.id, issueDate },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoice as { id: string; number: string; payable: number };
}

async function pay(q: Quarter, invoiceId: string, amount: number, paidOn: string) {
  const res = await req(q.t, 'POST', '/v1/payments', {
    jwt: q.owner,
    ...q.H(),
    body: { invoiceId, type: 'transfer', amount, paidOn },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The agent's rate, the quarter's invoices, the credit note and the payments, as the facts tell. */
export async function workedQuarter(q: Quarter) {
  const { agent, other } = q;
  const rule = await req(q.t, 'POST', `/v1/commissions/agents/${agent.id}/rules`, {
    jwt: q.owner,
    ...q.H(),
    body: { validFrom: '2026-01-01', basis: 'invoicesPaid', rateBp: 1000 },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(200);
  await agentClient(q, 'cave.commission@exemple.fr', agent.id);
  await agentClient(q, 'cave.autre@exemple.fr', other.id);

  const a = await invoiceOf(q, 240_000, '2026-07-06', 'cave.commission@exemple.fr');
  const b = await invoiceOf(q, 115_000, '2026-08-03', 'cave.commission@exemple.fr');
  // Another agent's sale, and an invoice of ours paid in October: neither in this statement.
  const c = await invoiceOf(q, 90_000, '2026-08-04', 'cave.autre@exemple.fr');
  const d = await invoiceOf(q, 50_000, '2026-09-10', 'cave.commission@exemple.fr');
  // The credit note of 150.00 HT (180.00 TTC) on the second invoice, in September.
  const credit = await req(q.t, 'POST', `/v1/invoices/${b.id}/credit-note`, {
    jwt: q.owner,
    ...q.H(),
    body: { amountCents: 18_000, reason: 'Casse au transport', issueDate: '2026-09-12' },
  });
  expect(credit.status, JSON.stringify(credit.body)).toBe(200);
  await pay(q, a.id, 100_000, '2026-07-20');
  await pay(q, a.id, a.payable - 100_000, '2026-08-10');
  await pay(q, b.id, b.payable - 18_000, '2026-09-25');
  await pay(q, c.id, c.payable, '2026-08-20');
  await pay(q, d.id, d.payable, '2026-10-02');
  return { rule, a, b, credit: credit.body.invoice as { id: string; number: string } };
}

/** The worked quarter with the agent's Q3 2026 statement drawn up. */
export async function drawnQuarter(q: Quarter) {
  const worked = await workedQuarter(q);
  const drawn = await req(q.t, 'POST', '/v1/commissions/statements', {
    jwt: q.owner,
    ...q.H(),
    body: { agentId: q.agent.id, quarter: '2026-T3' },
  });
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
  return { ...worked, statementId: drawn.body.statement.id as string, firstInvoice: worked.a.id };
}
