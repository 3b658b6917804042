import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stockRoutes } from '@cuvee/contracts';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInFrance } from '../modules/invoices/index.ts';
import { shopId, stockedWine } from '../modules/orders/orders.fixtures.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { callRoute } from '../test/test-calls.ts';

// Defect 10 (issue 25): what a buyer or a member typed reaches every export inert — shown as
// text, never run as a formula — in CSV and in XLSX, through the one spreadsheet helper.

const REASON = '=HYPERLINK("http://x","y")';
const NAME = '-1+HYPERLINK("http://x")';

let t: TestApp;
let owner: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-sheets-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const csvLines = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');
/** Every cell of the first sheet, as read back by the library the imports read with. */
const xlsxCells = async (bytes: Buffer) => (await readSheet(bytes)).flat().map((c) => String(c ?? ''));
const download = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner}` } });
/** No cell of the CSV starts a formula: each field, unquoted, starts with none of = + - @. */
const liveCsvFormula = (body: string, text: string) =>
  csvLines(body).some((line) =>
    line.split(';').some((f) => f.replace(/^"/, '').replaceAll('""', '"').startsWith(text.slice(0, 8))),
  );

describe('every export shows typed formulas as text', () => {
  it("the stock journal: a movement's reason", async () => {
    const demo = await shopId(t.db, 'domaine-demo');
    const wine = await stockedWine(t.db, demo);
    const line = {
      warehouseId: wine.line.warehouseId,
      formatId: wine.format.id,
      vintage: wine.line.vintage,
      lot: 'L-FORMULE',
    };
    for (const body of [
      { ...line, kind: 'bottling' as const, quantity: 6 },
      { ...line, kind: 'breakage' as const, quantity: 1, reason: REASON },
    ]) {
      const moved = await callRoute(t.app, stockRoutes.recordMovement, { jwt: owner, body });
      expect(moved.status).toBe(200);
    }
    const csv = await download('/v1/stocks/movements/export?format=csv&lot=L-FORMULE');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain(`;"'=HYPERLINK(""http://x"",""y"")";`);
    expect(liveCsvFormula(csv.body, REASON)).toBe(false);
    // The quantity stays a number.
    expect(csv.body).toMatch(/;-1;-1;/);
    const xlsx = await download('/v1/stocks/movements/export?format=xlsx&lot=L-FORMULE');
    const rows = await readSheet(xlsx.rawPayload);
    expect(rows[1]).toContain(`'${REASON}`);
    expect(rows[1]).toContain(-1);
  });

  it("a buyer's first name in the shop's client export and in the sales export", async () => {
    const registered = await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: {
        email: 'formule@exemple.fr',
        password: 'Secret1',
        firstname: NAME,
        lastname: NAME,
        shopCode: 'DEMO2026',
        acceptTerms: true,
      },
    });
    expect(registered.status).toBe(200);
    await t.settled();
    const csv = await download('/v1/clients/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const row = csvLines(csv.body).find((l) => l.includes('HYPERLINK'));
    expect(row).toContain(`;"'${NAME.replaceAll('"', '""')}";`);
    expect(liveCsvFormula(csv.body, NAME)).toBe(false);
    const xlsx = await download('/v1/clients/export?format=xlsx');
    const cells = await xlsxCells(xlsx.rawPayload);
    expect(cells).toContain(`'${NAME}`);
    expect(cells.some((c) => c.startsWith(NAME.slice(0, 3)))).toBe(false);

    // Staff enter an order for that client; the sales export names them.
    const client = (await call(t.app, 'GET', '/v1/clients?q=formule', { jwt: owner })).body.clients?.[0];
    expect(client?.id).toBeDefined();
    const demo = await shopId(t.db, 'domaine-demo');
    const wine = await stockedWine(t.db, demo);
    const order = await call(t.app, 'POST', '/v1/orders/manage', {
      jwt: owner,
      body: {
        kind: 'order',
        clientId: client.id,
        lines: [
          {
            productId: wine.product.id,
            formatId: wine.format.id,
            vintage: wine.line.vintage,
            quantity: 1,
            discountBp: 0,
          },
        ],
      },
    });
    expect(order.status).toBe(200);
    const today = todayInFrance();
    for (const format of ['csv', 'xlsx'] as const) {
      const started = await call(t.app, 'POST', '/v1/sales-exports', {
        jwt: owner,
        body: { kind: 'orders', format, from: today, to: today },
      });
      expect(started.status).toBe(200);
      await t.settled();
      const file = await download(`/v1/sales-exports/${started.body.export.id}/file`);
      expect(file.statusCode).toBe(200);
      if (format === 'csv') {
        const row = csvLines(file.body).find((l) => l.startsWith(`${order.body.order.reference};`))!;
        expect(row).toContain(`;"'${NAME.replaceAll('"', '""')} ${NAME.replaceAll('"', '""')}";`);
        expect(liveCsvFormula(file.body, NAME)).toBe(false);
        // Amounts stay numbers with a decimal comma.
        expect(row).toMatch(/;\d+,\d\d;\d+,\d\d;\d+,\d\d$/);
      } else {
        const rows = await readSheet(file.rawPayload);
        const row = rows.find((r) => r[0] === order.body.order.reference)!;
        expect(row[2]).toBe(`'${NAME} ${NAME}`);
        expect(typeof row[9]).toBe('number');
      }
    }
  });
});
