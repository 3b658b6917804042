import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, text } from '../clients/clients.fixtures.ts';
import { clientByEmail, makeInvoice, makeOrder, shopIdOf } from './receivables.fixtures.ts';
import { salesExports } from './receivables.table.ts';

let t: TestApp;
let owner: string;
let demoId: string;
let inv: { id: string; number: string };
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-exports-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t.db, 'domaine-demo');
  const pro = await clientByEmail(t.db, demoId, 'pro@cuvee.demo');
  await makeOrder(t.db, demoId, pro.id, 4_200);
  inv = await makeInvoice(t.db, demoId, {
    clientId: pro.id,
    payable: 12_345,
    issueDate: '2026-01-15',
    dueDate: '2026-02-14',
  });
  for (const [amount, paidOn, reference] of [
    [1_000, '2026-01-20', '=HYPERLINK("x")'],
    [2_345, '2026-01-25', 'VIR 2'],
  ] as const) {
    const res = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: { invoiceId: inv.id, type: 'transfer', amount, paidOn, reference },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const exportsCount = async () =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from ${salesExports}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('sales exports', () => {
  it('exports payments as CSV through a job with its progress, in French', async () => {
    const res = await req(t, 'POST', '/v1/sales-exports', {
      jwt: owner,
      body: { kind: 'payments', format: 'csv', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("L'export est en préparation");
    expect(res.body.export).toMatchObject({
      status: 'pending',
      fileName: 'reglements-2026-01-01-2026-01-31.csv',
    });
    await t.app.deps.jobs.settled();
    const done = await req(t, 'GET', `/v1/sales-exports/${res.body.export.id}`, { jwt: owner });
    expect(done.body.export).toMatchObject({ status: 'completed', total: 2, done: 2 });
    const file = await req(t, 'GET', `/v1/sales-exports/${res.body.export.id}/file`, { jwt: owner });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.raw.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date;Client;Facture;Moyen;Montant;Référence');
    expect(lines[1]).toContain(`;${inv.number};Virement bancaire;10,00;`);
    // A formula-looking reference is neutralised for spreadsheets.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toMatch(/^2026-01-25;.*;23,45;VIR 2$/);
  });

  it('exports invoices and orders as XLSX', async () => {
    for (const kind of ['invoices', 'orders'] as const) {
      const res = await req(t, 'POST', '/v1/sales-exports', {
        jwt: owner,
        body: { kind, format: 'xlsx', from: '2026-01-01', to: '2099-12-31' },
      });
      expect(res.status).toBe(200);
      await t.app.deps.jobs.settled();
      const done = await req(t, 'GET', `/v1/sales-exports/${res.body.export.id}`, { jwt: owner });
      expect(done.body.export.status).toBe('completed');
      expect(done.body.export.total).toBeGreaterThanOrEqual(1);
      const file = await t.app.inject({
        method: 'GET',
        url: `/v1/sales-exports/${res.body.export.id}/file`,
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('refuses 401, 403 (buyer, collaborator without seeAllOrder), another shop and bad input', async () => {
    const before = await exportsCount();
    const body = { kind: 'payments', format: 'csv', from: '2026-01-01', to: '2026-01-31' };
    expect((await req(t, 'POST', '/v1/sales-exports', { body })).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await req(t, 'POST', '/v1/sales-exports', { jwt: buyer, shop: demoId, body })).status).toBe(403);
    const member = await memberWith(t, demoId, 'sans.ventes@cuvee.test', 'iam', { seeAllPayment: true });
    expect((await req(t, 'POST', '/v1/sales-exports', { jwt: member.jwt, body })).status).toBe(403);
    const reversed = await req(t, 'POST', '/v1/sales-exports', {
      jwt: owner,
      body: { ...body, from: '2026-02-01', to: '2026-01-01' },
    });
    expect(reversed.status).toBe(400);
    expect(text(reversed.body.message)).toContain('La date de fin doit être après la date de début');
    const kind = await req(t, 'POST', '/v1/sales-exports', { jwt: owner, body: { ...body, kind: 'stocks' } });
    expect(text(kind.body.message)).toContain("Ce type d'export est inconnu");
    expect(await exportsCount()).toBe(before);
    const mine = await req(t, 'POST', '/v1/sales-exports', { jwt: owner, body });
    await t.app.deps.jobs.settled();
    const seconde = await t.login('maison.seconde@cuvee.demo');
    expect((await req(t, 'GET', `/v1/sales-exports/${mine.body.export.id}`, { jwt: seconde })).status).toBe(
      404,
    );
    expect(
      (await req(t, 'GET', `/v1/sales-exports/${mine.body.export.id}/file`, { jwt: seconde })).status,
    ).toBe(404);
  });
});
