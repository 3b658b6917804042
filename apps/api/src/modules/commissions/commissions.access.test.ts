import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith, req, text } from '../clients/clients.fixtures.ts';
import { commissionState, drawnQuarter, type Quarter, quarterShop } from './commissions.fixtures.ts';

/*
 * Issue 28, Build 3 (decisions 0147–0151): who may read and change the agents' commissions, over
 * the worked quarter of domain-facts-wave3 §7 with its statement drawn up (the figures themselves:
 * commissions.worked-example.test.ts). An agent sees their own statements only; another shop sees
 * none of it; a collaborator needs commissionsAnalytics; bad input gets a French 4xx and changes
 * nothing.
 */

let q: Quarter;
let t: Quarter['t'];
let owner: string;
let shopId: string;
let demoId: string;
let demoOwner: string;
let agent: Quarter['agent'];
let other: Quarter['other'];
let statementId: string;
let firstInvoice: string;
const H = () => q.H();
const count = (table: string) => q.count(table);
const state = () => commissionState(q);

beforeAll(async () => {
  q = await quarterShop();
  ({ t, owner, shopId, demoId, demoOwner, agent, other } = q);
  ({ statementId, firstInvoice } = await drawnQuarter(q));
});
afterAll(() => q?.t.close());

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
