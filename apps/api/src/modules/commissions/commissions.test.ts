import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, proClient, req, shopIdOf, text } from '../clients/clients.fixtures.ts';
import { makeOrder, noDocumentJobs } from '../invoices/invoices.fixtures.ts';
import { sendCommissionReminders } from './commissions.reminders.ts';

/*
 * Issue 28, Build 3 (decisions 0147–0151): the worked example of domain-facts-wave3 §7 — 10 % of
 * HT on paid invoices, Q3 2026: 2,400.00 + 1,150.00 − 150.00 (credit note) → 340.00 € due by
 * 31 October 2026 — from invoices, a credit note and payments made through the API, in a shop
 * whose invoices may still be dated in July (the second demo shop has none).
 */

let t: TestApp;
let owner: string;
let shopId: string;
let demoId: string;
let demoOwner: string;
let agent: { id: string; jwt: string };
let other: { id: string; jwt: string };
let statementId: string;
let firstInvoice: string;
const H = () => ({ shop: shopId });

beforeAll(async () => {
  t = await createTestApp();
  shopId = await shopIdOf(t, 'maison-seconde');
  demoId = await shopIdOf(t, 'domaine-demo');
  owner = await t.login('maison.seconde@cuvee.demo');
  demoOwner = await t.login('proprietaire@cuvee.demo');
  agent = await memberWith(t, shopId, 'jean.commission@exemple.fr', 'agent', null);
  other = await memberWith(t, shopId, 'paul.commission@exemple.fr', 'agent', null);
  noDocumentJobs(t);
});
afterAll(() => t?.close());

const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );
const state = async () => [
  await count('commission_rules'),
  await count('commission_statements'),
  await count('notifications'),
];

async function agentClient(email: string, agentId: string) {
  const res = await req(t, 'POST', '/v1/clients', {
    jwt: owner,
    ...H(),
    body: proClient({ email, agentId, siret: undefined, company: `Cave ${email.split('@')[0]}` }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An invoice of `ht` cents HT for the agent's client, dated `issueDate`. */
async function invoiceOf(ht: number, issueDate: string, clientEmail: string) {
  const order = await makeOrder(t, shopId, {
    clientEmail,
    lines: [{ quantity: 1, unitHt: ht, vatRateBp: 2000 }],
  });
  const res = await req(t, 'POST', '/v1/invoices', {
    jwt: owner,
    ...H(),
    body: { orderId: order.id, issueDate },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoice as { id: string; number: string; payable: number };
}

async function pay(invoiceId: string, amount: number, paidOn: string) {
  const res = await req(t, 'POST', '/v1/payments', {
    jwt: owner,
    ...H(),
    body: { invoiceId, type: 'transfer', amount, paidOn },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the worked example of domain-facts-wave3 §7', () => {
  it('reproduces 340.00 € due by 31 October 2026 from the API', async () => {
    const rule = await req(t, 'POST', `/v1/commissions/agents/${agent.id}/rules`, {
      jwt: owner,
      ...H(),
      body: { validFrom: '2026-01-01', basis: 'invoicesPaid', rateBp: 1000 },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    expect(rule.body.message).toMatch(/Taux de 10 % enregistré/);
    await agentClient('cave.commission@exemple.fr', agent.id);
    await agentClient('cave.autre@exemple.fr', other.id);

    const a = await invoiceOf(240_000, '2026-07-06', 'cave.commission@exemple.fr');
    firstInvoice = a.id;
    const b = await invoiceOf(115_000, '2026-08-03', 'cave.commission@exemple.fr');
    // Another agent's sale, and an invoice of ours paid in October: neither in this statement.
    const c = await invoiceOf(90_000, '2026-08-04', 'cave.autre@exemple.fr');
    const d = await invoiceOf(50_000, '2026-09-10', 'cave.commission@exemple.fr');
    // The credit note of 150.00 HT (180.00 TTC) on the second invoice, in September.
    const credit = await req(t, 'POST', `/v1/invoices/${b.id}/credit-note`, {
      jwt: owner,
      ...H(),
      body: { amountCents: 18_000, reason: 'Casse au transport', issueDate: '2026-09-12' },
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    await pay(a.id, 100_000, '2026-07-20');
    await pay(a.id, a.payable - 100_000, '2026-08-10');
    await pay(b.id, b.payable - 18_000, '2026-09-25');
    await pay(c.id, c.payable, '2026-08-20');
    await pay(d.id, d.payable, '2026-10-02');

    const preview = await req(t, 'GET', `/v1/commissions/agents/${agent.id}/statement?quarter=2026-T3`, {
      jwt: owner,
      ...H(),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.statement).toMatchObject({
      id: null,
      status: 'preview',
      baseCents: 340_000,
      commissionCents: 34_000,
      dueOn: '2026-10-31',
    });

    const drawn = await req(t, 'POST', '/v1/commissions/statements', {
      jwt: owner,
      ...H(),
      body: { agentId: agent.id, quarter: '2026-T3' },
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const s = drawn.body.statement;
    statementId = s.id;
    expect(s).toMatchObject({
      quarter: '2026-T3',
      baseCents: 340_000,
      commissionCents: 34_000,
      dueOn: '2026-10-31',
    });
    expect(
      s.elements.map((e: { number: string; htCents: number; earnedOn: string }) => [
        e.number,
        e.htCents,
        e.earnedOn,
      ]),
    ).toEqual([
      [a.number, 240_000, '2026-08-10'],
      [b.number, 115_000, '2026-09-25'],
      [credit.body.invoice.number, -15_000, '2026-09-25'],
    ]);
    expect(drawn.body.message.replace(/[\u202f\u00a0]/g, ' ')).toContain(
      '340,00 € à payer au plus tard le 31/10/2026',
    );

    // The CSV lists every element; the PDF is a PDF.
    const csv = await req(t, 'GET', `/v1/commissions/statements/${statementId}/file?format=csv`, {
      jwt: owner,
      ...H(),
    });
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain(a.number);
    expect(csv.raw).toContain(credit.body.invoice.number);
    expect(csv.raw).toContain('-150,00');
    expect(csv.raw).toContain('Commission due;;;;;;340,00');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/commissions/statements/${statementId}/file?format=pdf`,
      headers: { authorization: `Bearer ${owner}`, 'x-shop-id': shopId },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Drawn up once; the October payment waits for the fourth quarter.
    const again = await req(t, 'POST', '/v1/commissions/statements', {
      jwt: owner,
      ...H(),
      body: { agentId: agent.id, quarter: '2026-T3' },
    });
    expect(again.status).toBe(409);
    const q4 = await req(t, 'GET', `/v1/commissions/agents/${agent.id}/statement?quarter=2026-T4`, {
      jwt: owner,
      ...H(),
    });
    expect(q4.body.statement.baseCents).toBe(50_000);
  });

  it('reminds the owners before the deadline once, and tells the agent when paid', async () => {
    const before = await count("notifications where type = 'commissionDelay'");
    const sent = await sendCommissionReminders(t.db, '2026-10-25');
    expect(sent.reminded).toBeGreaterThanOrEqual(1);
    expect(await count("notifications where type = 'commissionDelay'")).toBeGreaterThan(before);
    const once = await sendCommissionReminders(t.db, '2026-10-26');
    expect(once.reminded).toBe(0);

    const board = await req(t, 'GET', '/v1/commissions/board?quarter=2026-T3', { jwt: owner, ...H() });
    expect(board.status).toBe(200);
    const mine = board.body.rows.find((r: { agent: { id: string } }) => r.agent.id === agent.id);
    expect(mine).toMatchObject({ statementId, status: 'late', commissionCents: 34_000, rateBp: 1000 });

    const paid = await req(t, 'POST', `/v1/commissions/statements/${statementId}/pay`, {
      jwt: owner,
      ...H(),
      body: { reference: 'VIR-2026-10' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.statement.status).toBe('paid');
    const told = (await t.db.execute(
      sql`select content from notifications where type = 'commissionPaid' and user_id = ${agent.id}`,
    )) as unknown as { rows: { content: string }[] };
    expect(told.rows[0]?.content.replace(/[\u202f\u00a0]/g, ' ')).toContain('340,00 €');
    const twice = await req(t, 'POST', `/v1/commissions/statements/${statementId}/pay`, {
      jwt: owner,
      ...H(),
      body: {},
    });
    expect(twice.status).toBe(409);

    const file = await req(t, 'GET', '/v1/commissions/board/file?quarter=2026-T3&format=csv', {
      jwt: owner,
      ...H(),
    });
    expect(file.status).toBe(200);
    expect(file.raw).toContain('jean.commission@exemple.fr');
    expect(file.raw).toContain('Payé');
  });
});

describe('the agent', () => {
  it('sees their own statements only', async () => {
    const mine = await req(t, 'GET', '/v1/commissions/mine', { jwt: agent.jwt, ...H() });
    expect(mine.status).toBe(200);
    expect(mine.body.statements.map((s: { id: string }) => s.id)).toEqual([statementId]);
    expect(
      (await req(t, 'GET', `/v1/commissions/mine/${statementId}`, { jwt: agent.jwt, ...H() })).status,
    ).toBe(200);
    const csv = await req(t, 'GET', `/v1/commissions/mine/${statementId}/file?format=csv`, {
      jwt: agent.jwt,
      ...H(),
    });
    expect(csv.status).toBe(200);
    // Another agent: none of theirs, and this one answers 404.
    expect((await req(t, 'GET', '/v1/commissions/mine', { jwt: other.jwt, ...H() })).body.statements).toEqual(
      [],
    );
    const notTheirs = await req(t, 'GET', `/v1/commissions/mine/${statementId}`, { jwt: other.jwt, ...H() });
    expect(notTheirs.status).toBe(404);
    expect(text(notTheirs.body.message)).toBe('Ce relevé de commissions est introuvable');
    expect(
      (await req(t, 'GET', `/v1/commissions/mine/${statementId}/file?format=pdf`, { jwt: other.jwt, ...H() }))
        .status,
    ).toBe(404);
    // The owner's board and rules are not theirs.
    for (const url of [
      '/v1/commissions/board',
      `/v1/commissions/agents/${agent.id}/rules`,
      `/v1/commissions/statements/${statementId}/file?format=csv`,
    ])
      expect((await req(t, 'GET', url, { jwt: agent.jwt, ...H() })).status, url).toBe(403);
  });
});

describe('access', () => {
  const ownerRoutes = () =>
    [
      ['GET', '/v1/commissions/board'],
      ['GET', '/v1/commissions/board/file?format=csv'],
      ['GET', `/v1/commissions/agents/${agent.id}/rules`],
      [
        'POST',
        `/v1/commissions/agents/${agent.id}/rules`,
        { validFrom: '2027-01-01', basis: 'invoicesPaid', rateBp: 900 },
      ],
      ['GET', `/v1/commissions/agents/${agent.id}/statement`],
      ['POST', '/v1/commissions/statements', { agentId: agent.id, quarter: '2026-T2' }],
      ['POST', `/v1/commissions/statements/${statementId}/pay`, {}],
      ['GET', `/v1/commissions/statements/${statementId}/file?format=pdf`],
      ['GET', '/v1/commissions/mine'],
      ['GET', `/v1/commissions/mine/${statementId}`],
      ['GET', `/v1/commissions/mine/${statementId}/file?format=csv`],
    ] as const;

  it('answers 401 without a session on every route', async () => {
    for (const [method, url, body] of ownerRoutes())
      expect((await req(t, method, url, { body, ...H() })).status, url).toBe(401);
  });

  it('answers 403 to a collaborator without commissionsAnalytics, and to the agent on the owner routes', async () => {
    const iam = await memberWith(t, shopId, 'iam.sans.commissions@exemple.fr', 'iam', { seeAllOrder: true });
    const before = await state();
    for (const [method, url, body] of ownerRoutes().slice(0, 8)) {
      expect((await req(t, method, url, { jwt: iam.jwt, body, ...H() })).status, url).toBe(403);
      expect((await req(t, method, url, { jwt: agent.jwt, body, ...H() })).status, url).toBe(403);
    }
    // A reader may read, not write.
    const reader = await memberWith(t, shopId, 'iam.lecture@exemple.fr', 'iam', {
      commissionsAnalytics: true,
    });
    expect((await req(t, 'GET', '/v1/commissions/board', { jwt: reader.jwt, ...H() })).status).toBe(200);
    const refused = await req(t, 'POST', `/v1/commissions/statements/${statementId}/pay`, {
      jwt: reader.jwt,
      ...H(),
      body: {},
    });
    expect(refused.status).toBe(403);
    // The owner routes are no agent's either (the agent's own are).
    for (const [method, url, body] of ownerRoutes().slice(8))
      expect((await req(t, method, url, { jwt: owner, body, ...H() })).status, url).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('another shop sees none of it: 404 on its agent and its statement, nothing changed', async () => {
    const before = await state();
    const demo = { jwt: demoOwner, shop: demoId };
    expect((await req(t, 'GET', `/v1/commissions/agents/${agent.id}/rules`, demo)).status).toBe(404);
    expect((await req(t, 'GET', `/v1/commissions/agents/${agent.id}/statement`, demo)).status).toBe(404);
    const rule = await req(t, 'POST', `/v1/commissions/agents/${agent.id}/rules`, {
      ...demo,
      body: { validFrom: '2027-01-01', basis: 'invoicesPaid', rateBp: 900 },
    });
    expect(rule.status).toBe(404);
    expect(text(rule.body.message)).toBe("Cet agent commercial n'existe pas dans cette boutique");
    expect(
      (
        await req(t, 'POST', '/v1/commissions/statements', {
          ...demo,
          body: { agentId: agent.id, quarter: '2026-T2' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await req(t, 'POST', `/v1/commissions/statements/${statementId}/pay`, { ...demo, body: {} })).status,
    ).toBe(404);
    expect(
      (await req(t, 'GET', `/v1/commissions/statements/${statementId}/file?format=csv`, demo)).status,
    ).toBe(404);
    const board = await req(t, 'GET', '/v1/commissions/board?quarter=2026-T3', demo);
    expect(board.body.rows.map((r: { agent: { id: string } }) => r.agent.id)).not.toContain(agent.id);
    // The owner of the demo shop naming the second shop: refused by the access table.
    expect((await req(t, 'GET', '/v1/commissions/board', { jwt: demoOwner, shop: shopId })).status).toBe(403);
    expect(await state()).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers a French 4xx and changes nothing', async () => {
    const before = await state();
    const cases: [string, string, unknown, number, RegExp][] = [
      [
        'POST',
        `/v1/commissions/agents/${'00000000-0000-4000-8000-000000000000'}/rules`,
        { validFrom: '2026-01-01', basis: 'invoicesPaid', rateBp: 1000 },
        404,
        /n'existe pas/,
      ],
      [
        'POST',
        `/v1/commissions/agents/${agent.id}/rules`,
        { validFrom: '2026-01-01', basis: 'invoicesPaid', rateBp: 1200 },
        409,
        /existe déjà/,
      ],
      [
        'POST',
        `/v1/commissions/agents/${agent.id}/rules`,
        { validFrom: '2026-01-01', basis: 'tout', rateBp: 1200 },
        400,
        /base du contrat/,
      ],
      [
        'POST',
        `/v1/commissions/agents/${agent.id}/rules`,
        { validFrom: '2026-02-01', basis: 'invoicesPaid', rateBp: 12.5 },
        400,
        /points de base/,
      ],
      [
        'POST',
        `/v1/commissions/agents/${agent.id}/rules`,
        { validFrom: '2026-02-01', basis: 'invoicesPaid', rateBp: 20_000 },
        400,
        /100 %/,
      ],
      [
        'POST',
        `/v1/commissions/agents/${other.id}/rules`,
        { validFrom: '2026-02-01', basis: 'invoicesPaid', rateBp: 800, typology: 'chr' },
        409,
        /taux général/,
      ],
      ['POST', '/v1/commissions/statements', { agentId: agent.id, quarter: '2026-Q3' }, 400, /AAAA-T1/],
      [
        'POST',
        '/v1/commissions/statements',
        { agentId: agent.id, quarter: '2099-T1' },
        422,
        /n'est pas terminé/,
      ],
      ['POST', '/v1/commissions/statements', { agentId: other.id, quarter: '2026-T2' }, 422, /pas de taux/],
      ['GET', '/v1/commissions/board?quarter=T3', undefined, 400, /AAAA-T1/],
      ['GET', `/v1/commissions/statements/${statementId}/file?format=docx`, undefined, 400, /csv ou pdf/],
      [
        'POST',
        `/v1/commissions/statements/${'00000000-0000-4000-8000-000000000000'}/pay`,
        {},
        404,
        /introuvable/,
      ],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await req(t, method as 'GET' | 'POST', url, { jwt: owner, body, ...H() });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(text(res.body.message), url).toMatch(message);
    }
    // A credit note dated before its invoice, or after today: refused, nothing issued.
    const invoicesBefore = await count('invoices');
    for (const [issueDate, message] of [
      ['2026-06-30', /ne peut pas précéder sa facture/],
      ['2099-01-01', /postérieure à aujourd'hui/],
    ] as const) {
      const res = await req(t, 'POST', `/v1/invoices/${firstInvoice}/credit-note`, {
        jwt: owner,
        ...H(),
        body: { amountCents: 1_000, reason: 'Geste commercial', issueDate },
      });
      expect(res.status).toBe(422);
      expect(text(res.body.message)).toMatch(message);
    }
    expect(await count('invoices')).toBe(invoicesBefore);
    expect(await state()).toEqual(before);
  });
});
