import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { auth, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientActivities, clients } from '../clients/index.ts';
import { notifications } from '../notifications/index.ts';
import { shops } from '../shops/index.ts';
import { clientRows, FILE_HEADER, toCsv } from './imports.fixtures.ts';
import { clientImports } from './imports.table.ts';

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  demoId = demo!.id;
  // A collaborator who sees every client but may not create any.
  const iam = await makeUser(t.db, { role: 'iam', email: 'iam.sans.creation@cuvee.test' });
  await addMembership(t.db, {
    shopId: demoId,
    userId: iam.id,
    role: 'iam',
    authorizations: { seeAllClient: true },
  });
});
afterAll(() => t?.close());

function upload(content: Buffer | string, filename: string, jwt?: string, type = 'text/csv') {
  const boundary = '----cuvee-import-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/v1/client-imports',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(jwt ? auth(jwt) : {}) },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
const countClients = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(clients).where(eq(clients.shopId, demoId)))[0]!
    .n;
const countImports = async () => (await t.db.select({ id: clientImports.id }).from(clientImports)).length;
const csv500 = () => toCsv([FILE_HEADER, ...clientRows(500, { bad: true })]);

describe('POST /v1/client-imports (upload and preview)', () => {
  it('refuses anonymous callers, buyers, agents and a collaborator without createClient; nothing stored', async () => {
    const before = await countImports();
    expect((await upload(csv500(), 'clients.csv')).statusCode).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'iam.sans.creation@cuvee.test']) {
      expect((await upload(csv500(), 'clients.csv', await t.login(email))).statusCode).toBe(403);
    }
    expect(await countImports()).toBe(before);
  });

  it('answers 415 for a non-multipart body or a PDF, 413 beyond 10 MB, 400 for an empty file', async () => {
    const before = await countImports();
    const json = await call(t.app, 'POST', '/v1/client-imports', { jwt: owner, body: { a: 1 } });
    expect(json.status).toBe(415);
    const pdf = await upload(Buffer.from('%PDF-1.7\0binary'), 'clients.pdf', owner, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Le fichier doit être un CSV ou un classeur XLSX');
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.csv', owner);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Le fichier ne doit pas dépasser 10 Mo');
    const empty = await upload('Nom;Prénom\r\n', 'vide.csv', owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le fichier ne contient aucune ligne de clients');
    expect(await countImports()).toBe(before);
  });

  it('detects our default columns and previews 20 rows with their errors', async () => {
    const res = await upload(csv500(), 'clients.csv', owner);
    expect(res.statusCode).toBe(200);
    const imp = res.json().import;
    expect(imp).toMatchObject({
      integration: 'default',
      status: 'pending',
      totalRows: 500,
      fileName: 'clients.csv',
    });
    expect(imp.mapping).toEqual({
      company: 0,
      lastname: 1,
      firstname: 2,
      email: 3,
      phone: 4,
      siret: 5,
      street: 6,
      zipcode: 7,
      city: 8,
      country: 9,
      typology: 10,
    });
    expect(imp.preview).toHaveLength(20);
    expect(imp.preview[0]).toMatchObject({
      line: 2,
      errors: [],
      values: { company: 'Cave imp 1', typology: 'restaurateur' },
    });
    expect(imp.preview[10]).toMatchObject({
      line: 12,
      errors: ['SIRET : Le numéro SIRET doit contenir 14 chiffres'],
    });
  });

  it('maps Isagri-like headers and reads Windows-1252 with commas', async () => {
    const header =
      'Code client,Raison sociale,Civilité,Nom,Prénom,Adresse 1,Adresse 2,CP,Ville,Pays,Téléphone,Portable,Email,N° SIRET,N° TVA intracom,Catégorie';
    const row =
      'C001,Cave Étoilée,Mme,Lefèvre,Hélène,3 rue des Prés,,69002,Lyon,France,06 12 34 56 78,,helene@etoilee.test,12345678900011,FR00123456789,Caviste';
    const res = await upload(Buffer.from(`${header}\r\n${row}\r\n`, 'latin1'), 'export-isagri.csv', owner);
    expect(res.statusCode).toBe(200);
    const imp = res.json().import;
    expect(imp.integration).toBe('isagri');
    expect(imp.mapping).toMatchObject({
      company: 1,
      civility: 2,
      lastname: 3,
      firstname: 4,
      street: 5,
      street2: 6,
      zipcode: 7,
      city: 8,
      email: 12,
      siret: 13,
      vatNumber: 14,
      typology: 15,
    });
    expect(imp.preview[0]).toMatchObject({
      errors: [],
      values: { company: 'Cave Étoilée', firstname: 'Hélène' },
    });
  });

  it('reads our own export back: the default template, every exported field mapped', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/v1/clients/export?format=csv',
      headers: auth(owner),
    });
    expect(exported.statusCode).toBe(200);
    const res = await upload(exported.rawPayload, 'export-clients.csv', owner);
    expect(res.statusCode).toBe(200);
    const imp = res.json().import;
    expect(imp.integration).toBe('default');
    expect(imp.mapping).toEqual({
      kind: 1,
      civility: 2,
      firstname: 3,
      lastname: 4,
      company: 5,
      siret: 6,
      vatNumber: 7,
      email: 8,
      phone: 9,
      city: 10,
      typology: 11,
      paymentDelay: 12,
      tags: 13,
      consentMarketing: 17,
    });
    expect(imp.preview.length).toBeGreaterThan(0);
  });

  it('reads an XLSX workbook', async () => {
    const book = await writeXlsxFile([FILE_HEADER, ...clientRows(3, { prefix: 'xlsx' })]).toBuffer();
    const res = await upload(
      book,
      'clients.xlsx',
      owner,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().import).toMatchObject({ totalRows: 3, integration: 'default' });
    expect(res.json().import.preview.map((p: { errors: string[] }) => p.errors)).toEqual([[], [], []]);
  });
});

describe('the import job', () => {
  let importId: string;
  it('imports 497 of 500 rows and reports the 3 bad lines with French reasons', async () => {
    const before = await countClients();
    importId = (await upload(csv500(), 'clients-500.csv', owner)).json().import.id;
    const started = await call(t.app, 'POST', `/v1/client-imports/${importId}/start`, { jwt: owner });
    expect(started.status).toBe(200);
    expect(started.body.import.status).toBe('processing');
    await t.app.deps.jobs.settled();
    const done = await call(t.app, 'GET', `/v1/client-imports/${importId}`, { jwt: owner });
    expect(done.body.import).toMatchObject({
      status: 'completed',
      processedRows: 500,
      importedRows: 497,
      rejectedRows: 3,
    });
    expect(
      done.body.import.rejects.map((r: { line: number; reasons: string[] }) => [r.line, r.reasons]),
    ).toEqual([
      [12, ['SIRET : Le numéro SIRET doit contenir 14 chiffres']],
      [202, ['E-mail : Le mail est incorrect']],
      [402, ['Typologie inconnue : « Inconnue »']],
    ]);
    expect(done.body.import.rejects[0].cells[0]).toBe('Cave imp 11');
    expect(await countClients()).toBe(before + 497);
    const [one] = await t.db.select().from(clients).where(eq(clients.email, 'imp.2@clients.test'));
    expect(one).toMatchObject({
      kind: 'professional',
      typology: 'caviste',
      source: 'import',
      importId,
      city: 'Montpellier',
    });
    const timeline = await t.db
      .select()
      .from(clientActivities)
      .where(eq(clientActivities.subjectId, importId));
    expect(timeline).toHaveLength(497);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.subjectId, importId));
    expect(note).toMatchObject({
      type: 'newImportClients',
      content: 'Import terminé : 497 clients importés, 3 lignes refusées',
      redirectLink: `/dashboard/clients?import=${importId}`,
    });
    const again = await call(t.app, 'POST', `/v1/client-imports/${importId}/start`, { jwt: owner });
    expect(again.status).toBe(409);
  });

  it('refuses duplicates by e-mail and SIRET, against the shop and within the file', async () => {
    const rows = clientRows(2, { prefix: 'imp' }); // both already imported above
    const fresh = clientRows(1, { prefix: 'neuf' })[0]!;
    fresh[5] = '50000000000000';
    const twin = [...fresh];
    twin[3] = 'autre@clients.test';
    const id = (await upload(toCsv([FILE_HEADER, ...rows, fresh, twin]), 'doublons.csv', owner)).json().import
      .id;
    await call(t.app, 'POST', `/v1/client-imports/${id}/start`, { jwt: owner });
    await t.app.deps.jobs.settled();
    const done = (await call(t.app, 'GET', `/v1/client-imports/${id}`, { jwt: owner })).body.import;
    expect(done).toMatchObject({ status: 'completed', importedRows: 1, rejectedRows: 3 });
    expect(done.rejects[0].reasons[0]).toBe(
      "Doublon : un client de la boutique a déjà l'e-mail imp.1@clients.test",
    );
    expect(done.rejects[2]).toMatchObject({
      line: 5,
      reasons: ['Doublon : le SIRET 50000000000000 figure déjà plus haut dans le fichier'],
    });
  });

  it("keeps another shop's imports out of sight and out of reach", async () => {
    const seconde = await t.login('maison.seconde@cuvee.demo');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/start'],
      ['POST', '/revert'],
    ] as const) {
      expect(
        (await call(t.app, method, `/v1/client-imports/${importId}${path}`, { jwt: seconde })).status,
      ).toBe(404);
    }
    const list = await call(t.app, 'GET', '/v1/client-imports', { jwt: seconde });
    expect(list.body.imports.map((i: { id: string }) => i.id)).not.toContain(importId);
    const named = await t.app.inject({
      method: 'GET',
      url: `/v1/client-imports/${importId}`,
      headers: { ...auth(seconde), 'x-shop-id': demoId },
    });
    expect(named.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/v1/client-imports', { jwt: owner })).body.imports[0].status).toBe(
      'completed',
    );
  });

  it('refuses a mapping to a missing column or an unknown field (400, French), then reverts the import', async () => {
    const pending = (await upload(csv500(), 'encore.csv', owner)).json().import.id;
    const outside = await call(t.app, 'PUT', `/v1/client-imports/${pending}/mapping`, {
      jwt: owner,
      body: { mapping: { lastname: 40 } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("Une colonne choisie n'existe pas dans le fichier");
    const unknown = await call(t.app, 'PUT', `/v1/client-imports/${pending}/mapping`, {
      jwt: owner,
      body: { mapping: { shoeSize: 1 } },
    });
    expect(unknown.status).toBe(400);
    const none = await call(t.app, 'PUT', `/v1/client-imports/${pending}/mapping`, {
      jwt: owner,
      body: { mapping: { email: 3 } },
    });
    expect(none.status).toBe(200);
    expect(
      (await call(t.app, 'POST', `/v1/client-imports/${pending}/start`, { jwt: owner })).body.message,
    ).toBe('Associez une colonne au nom ou à la raison sociale');
    expect((await call(t.app, 'POST', `/v1/client-imports/${pending}/revert`, { jwt: owner })).status).toBe(
      409,
    );

    const before = await countClients();
    const reverted = await call(t.app, 'POST', `/v1/client-imports/${importId}/revert`, { jwt: owner });
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe('Import annulé : 497 clients supprimés');
    expect(reverted.body.import.status).toBe('reverted');
    expect(await countClients()).toBe(before - 497);
  });
});
