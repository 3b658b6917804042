import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './db/seed/demo.ts';
import { clients } from './modules/clients/index.ts';
import { documentsDir } from './modules/documents/documents.job.ts';
import { documents } from './modules/documents/index.ts';
import { clientRows, FILE_HEADER, toCsv } from './modules/imports/imports.fixtures.ts';
import { clientImports } from './modules/imports/index.ts';
import { currentTerms } from './modules/legal/index.ts';
import { mailOutbox } from './modules/mail/mail.table.ts';
import { modeId, PARIS, shopId, stockedWine } from './modules/orders/orders.fixtures.ts';
import { shops } from './modules/shops/index.ts';
import {
  freePorts,
  http,
  login,
  type Spawned,
  type SpawnedData,
  spawnedData,
  spawnServer,
  until,
} from './test/spawned-server.ts';

/*
 * Issue 25's done-when lines: the API killed (SIGKILL) between a placement's commit and its
 * mail, while 20 PDFs are queued, and while a 500-line client import runs; started again on the
 * same data, every side effect is done, once. The real server in a child process, on a
 * file-backed PGlite folder (or PostgreSQL when TEST_DATABASE_URL is set), a local SMTP sink.
 */

const root = path.resolve(import.meta.dirname, '../../..');
// Free ports from the system, once for the file: the PGlite and PostgreSQL runs may overlap (decision 0141).
let PORT: number;
let SINK_SMTP: number;
let SINK_HTTP: number;
let STALLED_SMTP: number;

let data: SpawnedData;
let server: Spawned | undefined;
let sink: ChildProcess | undefined;
let stalled: Server | undefined;
const stalledSockets: Socket[] = [];
let demo: {
  shopId: string;
  shopMail: string;
  wine: Awaited<ReturnType<typeof stockedWine>>;
  home: string;
  terms: string;
};

// Each step of a long job (an import's batch, a PDF once claimed) pauses 300 ms: the kill lands inside.
const env = (smtpPort: number) => ({
  ...data.env,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  JOB_STEP_PAUSE_MS: '300',
});

/** The subjects of the mails the sink received for an address, as a mail client reads them. */
async function received(to: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${SINK_HTTP}/messages?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: { raw: string }[] };
  return Promise.all(body.messages.map(async (m) => (await simpleParser(m.raw)).subject ?? ''));
}

beforeAll(async () => {
  [PORT, SINK_SMTP, SINK_HTTP] = (await freePorts(3)) as [number, number, number];
  data = await spawnedData();
  const database = await data.open();
  await database.migrate();
  await seedDemo(database.db);
  const id = await shopId(database.db, 'domaine-demo');
  const [shop] = await database.db.select({ identity: shops.identity }).from(shops).where(eq(shops.id, id));
  demo = {
    shopId: id,
    shopMail: shop!.identity!.email!,
    wine: await stockedWine(database.db, id),
    home: await modeId(database.db, id, 'Livraison à domicile'),
    terms: (await currentTerms(database.db, id))!.id,
  };
  await database.close();
  sink = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/testing/smtp-sink.cli.ts'], {
    cwd: root,
    env: { ...process.env, SINK_SMTP_PORT: String(SINK_SMTP), SINK_HTTP_PORT: String(SINK_HTTP) },
  });
  // An SMTP server that accepts a connection and never greets: a mail in flight stays in flight.
  stalled = createServer((socket) => {
    stalledSockets.push(socket);
  });
  await new Promise<void>((resolve) => stalled!.listen(0, '127.0.0.1', resolve));
  STALLED_SMTP = (stalled.address() as { port: number }).port;
  await until('the SMTP sink', 30_000, () => received('nobody@cuvee.test').catch(() => undefined));
}, 120_000);

afterAll(async () => {
  await server?.kill();
  sink?.kill('SIGTERM');
  for (const socket of stalledSockets) socket.destroy();
  stalled?.close();
  await data?.dispose();
});

let orderId: string;
let documentIds: string[];
let importId: string;
let orderMail: string;

type Listed = { documents: { id: string; status: string }[] };
type Progress = {
  import: { status: string; processedRows: number; importedRows: number; rejectedRows: number };
};

/*
 * One crash for the three side effects (decision 0139): the order's mail in flight, 20 PDFs
 * queued with one in hand and a 500-line import past its first batch, all at the moment of the
 * SIGKILL; then one start again, and each case checks its own side effect done once. Three
 * crashes in a row cost two more starts and two more waits for the dead worker's heartbeat to
 * lapse (10–15 s each), and proved nothing the one crash does not.
 */
describe('the API killed (SIGKILL) with side effects in hand, then started again', () => {
  it('is killed with a mail in flight, a PDF in hand and an import past its first batch', {
    timeout: 180_000,
  }, async () => {
    server = await spawnServer(env(STALLED_SMTP), PORT);
    const buyer = await login(server.base, 'client@cuvee.demo');
    const { wine } = demo;
    const placed = await http<{ orders: { id: string; reference: string }[] }>(
      server.base,
      'POST',
      '/v1/orders',
      {
        jwt: buyer,
        body: {
          idempotencyKey: randomUUID(),
          orders: [
            {
              sellerId: demo.shopId,
              lines: [
                {
                  idTmp: `${wine.product.id}:${wine.format.id}`,
                  productId: wine.product.id,
                  formatId: wine.format.id,
                  vintageId: wine.vintageId,
                  quantity: 2,
                },
              ],
              deliveryModeId: demo.home,
              paymentType: 'transfer',
              termsVersionId: demo.terms,
            },
          ],
          deliveryAddress: PARIS,
          acceptTerms: true,
          certifyAdult: true,
        },
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.orders[0]!;
    orderId = order.id;
    orderMail = `Nouvelle commande ${order.reference} — `;
    // The placement committed and a mail is in flight (its SMTP server never answers).
    await until('a mail in flight', 30_000, async () => stalledSockets.length > 0);

    const owner = await login(server.base, 'proprietaire@cuvee.demo');
    const calls = { jwt: owner, shopId: demo.shopId };
    // Half the lines have neither e-mail nor SIRET: a batch written twice would not be refused.
    const rows = clientRows(500, { prefix: 'crash' }).map((row, i) =>
      i % 2 ? row : row.map((cell, c) => (c === 3 || c === 5 ? '' : cell)),
    );
    const form = new FormData();
    form.append('file', new Blob([toCsv([FILE_HEADER, ...rows])], { type: 'text/csv' }), 'clients-crash.csv');
    const uploaded = await fetch(`${server.base}/v1/client-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demo.shopId },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    importId = ((await uploaded.json()) as { import: { id: string } }).import.id;

    documentIds = [];
    for (let i = 0; i < 20; i++) {
      const res = await http<{ documents: { id: string }[] }>(server.base, 'POST', '/v1/documents', {
        ...calls,
        body: { kind: 'order', orderIds: [orderId], deliver: false },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      documentIds.push(res.body.documents[0]!.id);
    }
    const started = await http(server.base, 'POST', `/v1/client-imports/${importId}/start`, calls);
    expect(started.status).toBe(200);

    // Killed while a PDF is being drawn (the others queued) and the import is past its first batch.
    const inHand = await until(
      'a PDF in hand and the first batch',
      60_000,
      async () => {
        const [listed, progress] = await Promise.all([
          http<Listed>(server!.base, 'GET', `/v1/documents?orderId=${orderId}`, calls),
          http<Progress>(server!.base, 'GET', `/v1/client-imports/${importId}`, calls),
        ]);
        const docs = listed.body.documents.filter((d) => documentIds.includes(d.id));
        const drawing = docs.some((d) => d.status === 'processing');
        return drawing && progress.body.import.processedRows >= 50
          ? { docs, progress: progress.body.import }
          : undefined;
      },
      10,
    );
    await server.kill();
    expect(inHand.docs.filter((d) => d.status === 'generated').length).toBeLessThan(20);
    expect(inHand.progress.status).toBe('processing');
    expect(inHand.progress.processedRows).toBeLessThan(500);
    expect((await received(demo.shopMail)).filter((m) => m.startsWith(orderMail))).toEqual([]);

    server = await spawnServer(env(SINK_SMTP), PORT);
  });

  it('delivers the seller’s mail of an order placed just before the crash', {
    timeout: 180_000,
  }, async () => {
    const mails = await until('the seller’s mail after the restart', 120_000, async () => {
      const found = (await received(demo.shopMail)).filter((m) => m.startsWith(orderMail));
      return found.length ? found : undefined;
    });
    expect(mails).toHaveLength(1);
  });

  it('makes 20 queued PDFs, each once, after a crash with one in hand', { timeout: 240_000 }, async () => {
    const after = { jwt: await login(server!.base, 'proprietaire@cuvee.demo'), shopId: demo.shopId };
    const done = await until(
      'the 20 PDFs after the restart',
      180_000,
      async () => {
        const res = await http<Listed>(server!.base, 'GET', `/v1/documents?orderId=${orderId}`, after);
        const docs = res.body.documents.filter((d) => documentIds.includes(d.id));
        return docs.every((d) => d.status === 'generated') ? docs : undefined;
      },
      500,
    );
    expect(done.map((d) => d.status)).toEqual(Array(20).fill('generated'));
  });

  it('completes a 500-line import killed after its first batch, with no duplicate', {
    timeout: 240_000,
  }, async () => {
    const after = { jwt: await login(server!.base, 'proprietaire@cuvee.demo'), shopId: demo.shopId };
    const done = await until(
      'the import after the restart',
      180_000,
      async () => {
        const res = await http<Progress>(server!.base, 'GET', `/v1/client-imports/${importId}`, after);
        return res.body.import.status === 'completed' ? res.body.import : undefined;
      },
      500,
    );
    expect(done).toEqual(
      expect.objectContaining({
        status: 'completed',
        processedRows: 500,
        importedRows: 500,
        rejectedRows: 0,
      }),
    );
  });

  it('wrote each of them once, as the database shows once the server stopped', {
    timeout: 60_000,
  }, async () => {
    await server!.stop();
    server = undefined;
    const database = await data.open();
    try {
      const db = database.db;
      const made = await db.select().from(documents).where(inArray(documents.id, documentIds));
      expect(made).toHaveLength(20);
      expect(made.map((d) => d.status)).toEqual(Array(20).fill('generated'));
      expect(new Set(made.map((d) => d.fileKey)).size).toBe(20);
      for (const d of made) expect(existsSync(path.join(documentsDir(data.dataDir), d.fileKey!))).toBe(true);
      const jobs = (await db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'documents.generate' and state = 'completed'`,
      )) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]!.n).toBe(20);
      const imported = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(clients)
        .where(eq(clients.importId, importId));
      expect(imported[0]!.n).toBe(500);
      const [row] = await db.select().from(clientImports).where(eq(clientImports.id, importId));
      expect(row).toMatchObject({ status: 'completed', processedRows: 500, importedRows: 500 });
      const sellerMails = await db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, `${orderId}:seller-placed`));
      expect(sellerMails).toEqual([{ status: 'sent' }]);
    } finally {
      await database.close();
    }
  });
});
