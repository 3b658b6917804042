import { ALL_ROUTES } from '@cuvee/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, shopIdOf } from '../clients/clients.fixtures.ts';
import { noDocumentJobs } from '../invoices/invoices.fixtures.ts';
import { enterOrder } from '../orders/orders.entered.fixtures.ts';

/*
 * The books' routes (issue 26): a payment reversed keeps both entries; no route edits or
 * deletes an entry; every route refuses a member without the right (403) and another shop's
 * owner (403); bad input is refused in French and changes nothing; a closed month takes no
 * entry. Entries under 50 concurrent issues and payments stay balanced and gapless (on
 * PostgreSQL with TEST_DATABASE_URL, separate connections).
 */

let t: TestApp;
let owner: string;
let shop: string;
let other: string;

const as = (jwt: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  req(t, method, url, { jwt, shop, body });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  as(owner, method, url, body);

const n = async (q: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
const books = async () => ({
  entries: await n(sql`select count(*)::int as n from accounting_entries`),
  lines: await n(sql`select count(*)::int as n from accounting_entry_lines`),
  accounts: await n(sql`select count(*)::int as n from accounting_accounts`),
  periods: await n(sql`select count(*)::int as n from accounting_periods`),
  payments: await n(sql`select count(*)::int as n from received_payments`),
});

async function issued(day: string, email = 'pro@cuvee.demo') {
  const order = await enterOrder(t, shop, { clientEmail: email });
  const res = await call('POST', '/v1/invoices', { orderId: order.id, issueDate: day });
  expect(res.status).toBe(200);
  return res.body.invoice as { id: string; number: string; payable: number };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  shop = await shopIdOf(t, 'domaine-demo');
  other = await t.login('maison.seconde@cuvee.demo');
  noDocumentJobs(t);
});
afterAll(() => t?.close());

const READS = [
  ['GET', '/v1/accounting/settings'],
  ['GET', '/v1/accounting/accounts'],
  ['GET', '/v1/accounting/journals'],
  ['GET', '/v1/accounting/entries'],
  ['GET', '/v1/accounting/periods'],
] as const;
const EXPORTS = [
  ['GET', '/v1/accounting/fec/check?year=2026'],
  ['GET', '/v1/accounting/fec?year=2026'],
  ['GET', '/v1/accounting/fec/description?year=2026'],
  ['GET', '/v1/accounting/pre-entries?from=2026-01-01&to=2026-01-31'],
  ['POST', '/v1/accounting/periods/close', { month: '2025-01' }],
] as const;
const CODES = [
  [
    'PUT',
    '/v1/accounting/settings',
    { clientAccounts: 'perClient', cashAccounting: false, fecSeparator: '|', preEntriesLayout: 'generic' },
  ],
  [
    'PUT',
    '/v1/accounting/accounts/sales.product',
    { number: '701000', label: 'Ventes', validFrom: '2026-01-01' },
  ],
  ['PUT', '/v1/accounting/journals/BQ2', { label: 'Banque 2', kind: 'bank' }],
  ['PUT', '/v1/accounting/client-codes/0190a000-0000-7000-8000-000000000000', { code: 'CLI999' }],
] as const;
type Call = readonly [string, string, unknown?];
const run = (jwt: string, [method, url, body]: Call) => as(jwt, method as 'GET', url, body);

describe('who may keep the books', () => {
  it('refuses a collaborator without accessAccounting every route, and changes nothing', async () => {
    const clerk = await memberWith(t, shop, 'commis@cuvee.demo', 'iam', { seeAllOrder: true });
    const before = await books();
    for (const c of [...READS, ...EXPORTS, ...CODES] as Call[])
      expect((await run(clerk.jwt, c)).status, c[1]).toBe(403);
    expect(await books()).toEqual(before);
  });

  it('lets accessAccounting read, close and export, but not change the chart (editAccountingCodes)', async () => {
    const keeper = await memberWith(t, shop, 'compta@cuvee.demo', 'iam', { accessAccounting: true });
    for (const c of READS as readonly Call[]) expect((await run(keeper.jwt, c)).status, c[1]).toBe(200);
    expect((await run(keeper.jwt, EXPORTS[0] as Call)).status).toBe(200);
    for (const c of CODES as readonly Call[]) expect((await run(keeper.jwt, c)).status, c[1]).toBe(403);
    const coder = await memberWith(t, shop, 'codes@cuvee.demo', 'iam', { editAccountingCodes: true });
    expect((await run(coder.jwt, CODES[1] as Call)).status).toBe(200);
    expect((await run(coder.jwt, READS[1] as Call)).status).toBe(200);
    expect((await run(coder.jwt, EXPORTS[4] as Call)).status).toBe(403);
  });

  it("refuses another shop's owner every route of this shop", async () => {
    const before = await books();
    for (const c of [...READS, ...EXPORTS, ...CODES] as Call[]) {
      const res = await run(other, c);
      expect(res.status, c[1]).toBe(403);
    }
    expect(await books()).toEqual(before);
  });
});

describe('bad input changes nothing', () => {
  it('refuses an account not starting with three digits (422), an unknown key (404)', async () => {
    const before = await books();
    const bad = await call('PUT', '/v1/accounting/accounts/sales.product', {
      number: 'AB7070',
      label: 'Ventes',
      validFrom: '2026-01-01',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Le numéro de compte doit commencer par trois chiffres du plan comptable');
    const unknown = await call('PUT', '/v1/accounting/accounts/sales.nothing', {
      number: '7070',
      label: 'Ventes',
      validFrom: '2026-01-01',
    });
    expect(unknown.status).toBe(404);
    expect(await books()).toEqual(before);
  });

  it('refuses an unknown month (400), a month not over (422), a month closed twice (409)', async () => {
    const before = await books();
    const bad = await call('POST', '/v1/accounting/periods/close', { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Le mois est attendu sous la forme AAAA-MM');
    const future = await call('POST', '/v1/accounting/periods/close', { month: '2099-01' });
    expect(future.status).toBe(422);
    expect(future.body.message).toBe(
      'Le mois de janvier 2099 n’est pas terminé : il ne peut pas encore être clôturé',
    );
    expect(await books()).toEqual(before);
    expect((await call('POST', '/v1/accounting/periods/close', { month: '2025-02' })).status).toBe(200);
    const twice = await call('POST', '/v1/accounting/periods/close', { month: '2025-02' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Le mois de février 2025 est déjà clôturé');
  });
});

describe('closed months, reversals, entries never edited', () => {
  it('refuses a payment dated in a closed month (422, nothing written); an invoice moves to the first open day', async () => {
    expect((await call('POST', '/v1/accounting/periods/close', { month: '2026-03' })).status).toBe(200);
    const inv = await issued('2026-03-10');
    const entries = await call('GET', '/v1/accounting/entries?journal=VT');
    const entry = entries.body.entries.find((e: { pieceRef: string }) => e.pieceRef === inv.number);
    expect(entry).toMatchObject({ date: '2026-04-01', pieceDate: '2026-03-10', validDate: '2026-04-01' });
    const before = await books();
    const paid = await call('POST', '/v1/payments', {
      invoiceId: inv.id,
      type: 'check',
      amount: inv.payable,
      paidOn: '2026-03-20',
    });
    expect(paid.status).toBe(422);
    expect(paid.body.message).toBe(
      'La période de mars 2026 est clôturée : aucune écriture ne peut plus y être datée',
    );
    expect(await books()).toEqual(before);
  });

  it('a reversal leaves the payment and its reversal in the books, the invoice unlettered', async () => {
    const inv = await issued('2026-05-04');
    const paid = await call('POST', '/v1/payments', {
      invoiceId: inv.id,
      type: 'transfer',
      amount: inv.payable,
      paidOn: '2026-05-10',
      reference: 'VIR-REV',
    });
    expect(paid.status).toBe(200);
    const lettered = await call('GET', '/v1/accounting/entries?journal=BQ&from=2026-05-10&to=2026-05-10');
    expect(lettered.body.entries[0]).toMatchObject({
      pieceRef: 'VIR-REV',
      lettering: 'full',
      source: 'payment',
    });
    const reversed = await call('POST', `/v1/payments/${paid.body.payment.id}/reverse`, {
      reason: 'Chèque rejeté',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.invoice).toMatchObject({ paid: 0, balance: inv.payable });
    const bank = await call('GET', '/v1/accounting/entries?journal=BQ');
    const mine = bank.body.entries.filter((e: { pieceRef: string }) => e.pieceRef === 'VIR-REV');
    expect(mine.map((e: { source: string }) => e.source).sort()).toEqual(['payment', 'reversal']);
    const original = mine.find((e: { source: string }) => e.source === 'payment');
    const reversal = mine.find((e: { source: string }) => e.source === 'reversal');
    expect(original.reversedBy).toBe(reversal.id);
    expect(reversal.reverses).toBe(original.id);
    expect(reversal.lines.map((l: { debit: number; credit: number }) => [l.debit, l.credit])).toEqual(
      original.lines.map((l: { debit: number; credit: number }) => [l.credit, l.debit]),
    );
    expect(original.lettering).toBe('none');
    const listed = await call('GET', '/v1/payments');
    const payment = listed.body.payments.find((p: { id: string }) => p.id === paid.body.payment.id);
    expect(payment).toMatchObject({ reversalReason: 'Chèque rejeté', reversedAt: expect.any(String) });
  });

  it('offers no route that changes or deletes an entry', async () => {
    const writes = ALL_ROUTES.filter(
      (r) => r.path.startsWith('/v1/accounting/entries') && r.method !== 'GET',
    );
    expect(writes).toEqual([]);
    const [entry] = (await call('GET', '/v1/accounting/entries')).body.entries;
    expect((await call('DELETE', `/v1/accounting/entries/${entry.id}`)).status).toBe(404);
    expect((await call('PUT', `/v1/accounting/entries/${entry.id}`, { label: 'x' })).status).toBe(404);
  });
});

describe('entries under concurrency', () => {
  it('keeps every entry balanced and every journal gapless under 50 issues and payments at once (16 on PGlite)', async () => {
    // 25 + 25 at once on PostgreSQL (separate connections); 8 + 8 on PGlite, whose one connection
    // runs them in turn anyway (decision 0125).
    const each = t.kind === 'postgres' ? 25 : 8;
    const orders = [];
    for (let i = 0; i < each; i++) orders.push(await enterOrder(t, shop, { clientEmail: 'pro@cuvee.demo' }));
    const first = [];
    for (let i = 0; i < each; i++) first.push(await issued('2026-06-01'));
    const answers = await Promise.all([
      ...orders.map((o) => call('POST', '/v1/invoices', { orderId: o.id, issueDate: '2026-06-02' })),
      ...first.map((inv, i) =>
        call('POST', '/v1/payments', {
          invoiceId: inv.id,
          type: i % 2 ? 'check' : 'transfer',
          amount: inv.payable,
          paidOn: '2026-06-03',
        }),
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const unbalanced = await n(sql`select count(*)::int as n from (
      select e.id from accounting_entries e join accounting_entry_lines l on l.entry_id = e.id
      group by e.id, e.debit, e.credit
      having sum(l.debit) <> sum(l.credit) or sum(l.debit) <> e.debit or e.debit <> e.credit) x`);
    expect(unbalanced).toBe(0);
    const gaps =
      (await t.db.execute(sql`select journal_code, fiscal_year, count(*)::int as n, max(seq)::int as top,
      count(distinct seq)::int as distinct_seq from accounting_entries where shop_id = ${shop}
      group by journal_code, fiscal_year`)) as unknown as {
        rows: { journal_code: string; n: number; top: number; distinct_seq: number }[];
      };
    for (const r of gaps.rows)
      expect([r.journal_code, r.n, r.distinct_seq]).toEqual([r.journal_code, r.top, r.top]);
    expect(gaps.rows.map((r) => r.journal_code).sort()).toEqual(expect.arrayContaining(['BQ', 'VT']));
  }, 180_000);
});
