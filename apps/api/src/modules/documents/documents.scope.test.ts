import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { AGENT, documentsState, type TwoPortfolios, twoPortfolios } from './documents.scope.fixtures.ts';

// Finding 3 of issue 23: a sales agent reads, makes and sends the PDFs of their own clients'
// orders and invoices only; another portfolio's answer 404, as the order itself does
// (decision 0046's scope), and nothing changes: no document, job, mail or state.

let t: TestApp;
let agent: string;
let p: TwoPortfolios;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-docs-scope-')) });
  p = await twoPortfolios(t);
  agent = await t.login(AGENT);
}, 120_000);
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  req(t, method, url, { jwt: agent, shop: p.shopId, ...(body === undefined ? {} : { body }) });

describe("an agent and the documents of another agent's clients", { timeout: 120_000 }, () => {
  it('the order itself answers 404 to the agent, their own 200', async () => {
    expect((await as('GET', `/v1/orders/${p.theirs.orderId}`)).status).toBe(404);
    expect((await as('GET', `/v1/orders/${p.mine.orderId}`)).status).toBe(200);
  });

  it('lists: 404 for the order and the invoice of another portfolio; their own listed', async () => {
    for (const q of [`orderId=${p.theirs.orderId}`, `invoiceId=${p.theirs.invoiceId}`]) {
      const res = await as('GET', `/v1/documents?${q}`);
      expect(res.status, q).toBe(404);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).not.toContain(p.theirs.invoiceDocId);
    }
    const mine = await as('GET', `/v1/documents?orderId=${p.mine.orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.documents.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining([p.mine.invoiceDocId, p.mine.orderDocId]),
    );
    expect((await as('GET', `/v1/documents?invoiceId=${p.mine.invoiceId}`)).status).toBe(200);
  });

  it('downloads: 404 for the PDFs of another portfolio; their own served', async () => {
    for (const id of [p.theirs.invoiceDocId, p.theirs.orderDocId]) {
      const res = await as('GET', `/v1/documents/${id}/file`);
      expect(res.status).toBe(404);
      expect(res.raw.startsWith('%PDF')).toBe(false);
    }
    const mine = await as('GET', `/v1/documents/${p.mine.invoiceDocId}/file`);
    expect(mine.status).toBe(200);
    expect(mine.raw.startsWith('%PDF-')).toBe(true);
  });

  it('generation: 404 for another portfolio, alone or mixed with their own; nothing queued', async () => {
    const before = await documentsState(t);
    const refused = [
      { kind: 'order', orderIds: [p.theirs.orderId] },
      { kind: 'delivery', orderIds: [p.mine.orderId, p.theirs.orderId] },
      { kind: 'invoice', invoiceIds: [p.theirs.invoiceId] },
      { kind: 'invoice', invoiceIds: [p.mine.invoiceId, p.theirs.invoiceId] },
    ];
    for (const body of refused) {
      const res = await as('POST', '/v1/documents', body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await documentsState(t)).toEqual(before);
    const mine = await as('POST', '/v1/documents', { kind: 'order', orderIds: [p.mine.orderId] });
    expect(mine.status).toBe(200);
    await t.app.deps.jobs.settled();
    const downloads = await as('GET', '/v1/documents/to-download');
    expect(JSON.stringify(downloads.body)).toContain(mine.body.documents[0].id);
  });

  it('sending: 404 for the PDFs of another portfolio; no mail, no state changed', async () => {
    const before = await documentsState(t);
    for (const id of [p.theirs.invoiceDocId, p.theirs.orderDocId]) {
      const res = await as('POST', `/v1/documents/${id}/send`, { recipients: ['contact@lacaveducoin.fr'] });
      expect(res.status).toBe(404);
    }
    await t.settled();
    expect(await documentsState(t)).toEqual(before);
    const mine = await as('POST', `/v1/documents/${p.mine.invoiceDocId}/send`, {
      recipients: ['contact@cavedespapilles.fr'],
    });
    expect(mine.status).toBe(200);
  });

  it('to-download never hands the agent a PDF of another portfolio', async () => {
    const owner = await t.login('proprietaire@cuvee.demo');
    const theirs = await req(t, 'GET', `/v1/documents?orderId=${p.theirs.orderId}`, {
      jwt: owner,
      shop: p.shopId,
    });
    const ids: string[] = theirs.body.documents.map((d: { id: string }) => d.id);
    expect(ids).toEqual(expect.arrayContaining([p.theirs.invoiceDocId, p.theirs.orderDocId]));
    await t.app.deps.jobs.settled();
    const downloads = await as('GET', '/v1/documents/to-download');
    expect(downloads.status).toBe(200);
    for (const id of ids) expect(JSON.stringify(downloads.body)).not.toContain(id);
  });
});
