import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { auth, call } from '../../test/test-app.ts';
import { clientRows, FILE_HEADER } from './imports.fixtures.ts';

import { countImports, csv500, upload, useImportsApp } from './imports.test.support.ts';

const app = useImportsApp();

describe('POST /v1/client-imports (upload and preview)', () => {
  it('refuses anonymous callers, buyers, agents and a collaborator without createClient; nothing stored', async () => {
    const before = await countImports(app);
    expect((await upload(app.t, csv500(), 'clients.csv')).statusCode).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'iam.sans.creation@cuvee.test']) {
      expect((await upload(app.t, csv500(), 'clients.csv', await app.t.login(email))).statusCode).toBe(403);
    }
    expect(await countImports(app)).toBe(before);
  });

  it('answers 415 for a non-multipart body or a PDF, 413 beyond 10 MB, 400 for an empty file', async () => {
    const before = await countImports(app);
    const json = await call(app.t.app, 'POST', '/v1/client-imports', { jwt: app.owner, body: { a: 1 } });
    expect(json.status).toBe(415);
    const pdf = await upload(
      app.t,
      Buffer.from('%PDF-1.7\0binary'),
      'clients.pdf',
      app.owner,
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Le fichier doit être un CSV ou un classeur XLSX');
    const big = await upload(app.t, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.csv', app.owner);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Le fichier ne doit pas dépasser 10 Mo');
    const empty = await upload(app.t, 'Nom;Prénom\r\n', 'vide.csv', app.owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le fichier ne contient aucune ligne de clients');
    expect(await countImports(app)).toBe(before);
  });

  it('detects our default columns and previews 20 rows with their errors', async () => {
    const res = await upload(app.t, csv500(), 'clients.csv', app.owner);
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
    const res = await upload(
      app.t,
      Buffer.from(`${header}\r\n${row}\r\n`, 'latin1'),
      'export-isagri.csv',
      app.owner,
    );
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
    const exported = await app.t.app.inject({
      method: 'GET',
      url: '/v1/clients/export?format=csv',
      headers: auth(app.owner),
    });
    expect(exported.statusCode).toBe(200);
    const res = await upload(app.t, exported.rawPayload, 'export-clients.csv', app.owner);
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
      app.t,
      book,
      'clients.xlsx',
      app.owner,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().import).toMatchObject({ totalRows: 3, integration: 'default' });
    expect(res.json().import.preview.map((p: { errors: string[] }) => p.errors)).toEqual([[], [], []]);
  });
});
