import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { req } from '../clients/clients.fixtures.ts';
import { type Quarter, quarterShop, workedQuarter } from './commissions.fixtures.ts';
import { sendCommissionReminders } from './commissions.reminders.ts';

/*
 * Issue 28, Build 3 (decisions 0147–0151): the worked example of domain-facts-wave3 §7 — 10 % of
 * HT on paid invoices, Q3 2026: 2,400.00 + 1,150.00 − 150.00 (credit note) → 340.00 € due by
 * 31 October 2026 — from invoices, a credit note and payments made through the API; then the
 * reminder before the deadline and the payment. Access and bad input: commissions.access.test.ts.
 */

let q: Quarter;
let t: Quarter['t'];
let owner: string;
let shopId: string;
let agent: Quarter['agent'];
let statementId: string;
const H = () => q.H();
const count = (table: string) => q.count(table);

beforeAll(async () => {
  q = await quarterShop();
  ({ t, owner, shopId, agent } = q);
});
afterAll(() => q?.t.close());

describe('the worked example of domain-facts-wave3 §7', () => {
  it('reproduces 340.00 € due by 31 October 2026 from the API', async () => {
    const { rule, a, b, credit } = await workedQuarter(q);
    expect(rule.body.message).toMatch(/Taux de 10 % enregistré/);

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
      [credit.number, -15_000, '2026-09-25'],
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
    expect(csv.raw).toContain(credit.number);
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
