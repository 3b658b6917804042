import { checkFec } from '@cuvee/domain';
import { WORKED_FEC, WORKED_FEC_CHECK } from '@cuvee/domain/accounting/fec.vectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { proClient, req, shopIdOf } from '../clients/clients.fixtures.ts';
import { noDocumentJobs } from '../invoices/invoices.fixtures.ts';
import { enterOrder } from '../orders/orders.entered.fixtures.ts';

/*
 * The worked FEC of domain-facts-wave3 §3, made as a producer would: the shop's SIRET and chart
 * set through the API, three clients, their three invoices issued (a shipping line, a 10 %
 * discount), a transfer recorded against the first; the FEC downloaded equals the facts' file
 * line for line (the product's invoice numbers in place of the facts' ones), and the product's
 * check passes it.
 */

let t: TestApp;
let owner: string;
let shop: string;
const numbers: string[] = [];
let firstInvoiceId = '';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  req(t, method, url, { jwt: owner, shop, body });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  shop = await shopIdOf(t, 'domaine-demo');
  noDocumentJobs(t);
  const me = await call('PUT', '/v1/shops/me', { identity: { siret: '12345678200010' } });
  expect(me.status).toBe(200);
  const accounts: [string, string, string][] = [
    ['sales.product', '701000', 'Ventes de produits finis'],
    ['sales.shipping', '708500', 'Ports et frais accessoires facturés'],
    ['sales.discount', '709000', 'Rabais, remises et ristournes accordés'],
    ['vatCollected.2000', '445710', 'TVA collectée'],
  ];
  for (const [key, number, label] of accounts) {
    const res = await call('PUT', `/v1/accounting/accounts/${key}`, {
      number,
      label,
      validFrom: '2026-01-01',
    });
    expect(res.status).toBe(200);
  }
  const stories = [
    {
      company: 'Cave Dupont SARL',
      email: 'compta@cave-dupont.fr',
      day: '2026-10-05',
      lines: [{ quantity: 48, unitHt: 1000, vatRateBp: 2000 }],
      shippingHt: 0,
    },
    {
      company: 'Martin Léa',
      email: 'lea.martin@exemple.fr',
      day: '2026-10-12',
      lines: [{ quantity: 6, unitHt: 1000, vatRateBp: 2000 }],
      shippingHt: 1200,
    },
    {
      company: 'Bernard Paul',
      email: 'paul.bernard@exemple.fr',
      day: '2026-10-20',
      lines: [{ quantity: 12, unitHt: 900, vatRateBp: 2000, discountBp: 1000 }],
      shippingHt: 0,
    },
  ];
  for (const [i, s] of stories.entries()) {
    const client = await call('POST', '/v1/clients', {
      ...proClient({ company: s.company, email: s.email, siret: undefined }),
    });
    expect(client.status).toBe(200);
    const order = await enterOrder(t, shop, {
      clientEmail: s.email,
      lines: s.lines,
      shippingHt: s.shippingHt,
    });
    const issued = await call('POST', '/v1/invoices', { orderId: order.id, issueDate: s.day });
    expect(issued.status).toBe(200);
    numbers.push(issued.body.invoice.number);
    if (i === 0) firstInvoiceId = issued.body.invoice.id;
  }
  const paid = await call('POST', '/v1/payments', {
    invoiceId: firstInvoiceId,
    type: 'transfer',
    amount: 57600,
    paidOn: '2026-10-26',
    reference: 'VIR-2026-0001',
  });
  expect(paid.status).toBe(200);
});
afterAll(() => t?.close());

const expected = () => numbers.reduce((text, n, i) => text.replaceAll(`F2026-0000${i + 1}`, n), WORKED_FEC);

describe('the FEC of a fiscal year (domain-facts-wave3 §3)', () => {
  it('reproduces the worked file line for line, named by the SIREN and the closing day', async () => {
    const res = await call('GET', '/v1/accounting/fec?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="123456782FEC20261231.txt"');
    expect(res.raw.split('\r\n')).toEqual(expected().split('\r\n'));
    expect(res.raw).toBe(expected());
    const report = checkFec(res.raw, { from: '20260101', to: '20261231' });
    expect(report.errors).toEqual([]);
    expect(report.totals).toEqual({ debit: 136584, credit: 136584 });
  });

  it("answers the product's check: no error, the lines and totals", async () => {
    const res = await call('GET', '/v1/accounting/fec/check?year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...WORKED_FEC_CHECK,
      errors: [],
      warnings: [],
    });
  });

  it("the check fails a '.' decimal mark or a line of 17 fields", async () => {
    const lines = expected().split('\r\n');
    const dotted = [...lines];
    dotted[2] = dotted[2]!.replace('0,00|480,00', '0.00|480.00');
    expect(checkFec(dotted.join('\r\n')).errors).toEqual([
      'ligne 3 : Debit n’est pas un montant à virgule (0.00)',
      'ligne 3 : Credit n’est pas un montant à virgule (480.00)',
      expect.stringContaining('déséquilibrée'),
      expect.stringContaining('Le fichier est déséquilibré'),
    ]);
    const short = [...lines];
    short[4] = short[4]!.split('|').slice(0, 17).join('|');
    expect(checkFec(short.join('\r\n')).errors[0]).toBe('ligne 5 : 17 champs au lieu de 18');
  });

  it('shows the journals with both entries lettered A on the transfer day', async () => {
    const res = await call('GET', `/v1/accounting/entries?account=411&lettered=yes`);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { number: string }) => e.number)).toEqual(['BQ000001', 'VT000001']);
    expect(res.body.totals).toEqual({ debit: 115200, credit: 115200, entries: 2 });
    for (const e of res.body.entries) expect(e.lettering).toBe('full');
    const open = await call('GET', '/v1/accounting/entries?lettered=no');
    expect(open.body.entries.map((e: { number: string }) => e.number)).toEqual(['VT000003', 'VT000002']);
  });

  it('writes the description file and the 21-field variant for cash accounting', async () => {
    const d = await call('GET', '/v1/accounting/fec/description?year=2026');
    expect(d.status).toBe(200);
    expect(d.raw).toContain('Séparateur de champs : barre verticale « | »');
    expect(d.raw).toContain('16. ValidDate (Date AAAAMMJJ)');
    const set = await call('PUT', '/v1/accounting/settings', {
      clientAccounts: 'collective',
      cashAccounting: true,
      fecSeparator: '|',
      preEntriesLayout: 'generic',
    });
    expect(set.status).toBe(200);
    const fec = await call('GET', '/v1/accounting/fec?year=2026');
    const lines = fec.raw.split('\r\n');
    expect(lines[0]).toBe(`${WORKED_FEC.split('\r\n')[0]}|DateRglt|ModeRglt|NatOp`);
    expect(lines.at(-1)).toBe(`${expected().split('\r\n').at(-1)}|20261026|transfer|`);
    expect(lines[1]!.split('|')).toHaveLength(21);
    expect(checkFec(fec.raw).errors).toEqual([]);
    await call('PUT', '/v1/accounting/settings', {
      clientAccounts: 'collective',
      cashAccounting: false,
      fecSeparator: '|',
      preEntriesLayout: 'generic',
    });
  });

  it('exports the pre-entries of the period as CSV in the generic layout', async () => {
    const res = await call('GET', '/v1/accounting/pre-entries?from=2026-10-01&to=2026-10-31&format=csv');
    expect(res.status).toBe(200);
    const rows = res.raw.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe(
      'Journal;Date;N° écriture;Pièce;Compte;Compte auxiliaire;Libellé;Débit;Crédit;Lettrage',
    );
    expect(rows[1]).toBe(
      `VT;05/10/2026;VT000001;${numbers[0]};411000;CLI001;Facture ${numbers[0]} Cave Dupont SARL;576,00;0,00;A`,
    );
    expect(rows).toHaveLength(14);
  });
});
