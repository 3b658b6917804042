import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, call } from '../../test/test-app.ts';
import { clientActivities, clients } from '../clients/index.ts';
import { notifications } from '../notifications/index.ts';
import { clientRows, FILE_HEADER, toCsv } from './imports.fixtures.ts';

import { countClients, csv500, upload, useImportsApp } from './imports.test.support.ts';

const app = useImportsApp();

describe('the import job', () => {
  let importId: string;
  it('imports 497 of 500 rows and reports the 3 bad lines with French reasons', async () => {
    const before = await countClients(app);
    importId = (await upload(app.t, csv500(), 'clients-500.csv', app.owner)).json().import.id;
    const started = await call(app.t.app, 'POST', `/v1/client-imports/${importId}/start`, { jwt: app.owner });
    expect(started.status).toBe(200);
    expect(started.body.import.status).toBe('processing');
    await app.t.app.deps.jobs.settled();
    const done = await call(app.t.app, 'GET', `/v1/client-imports/${importId}`, { jwt: app.owner });
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
    expect(await countClients(app)).toBe(before + 497);
    const [one] = await app.t.db.select().from(clients).where(eq(clients.email, 'imp.2@clients.test'));
    expect(one).toMatchObject({
      kind: 'professional',
      typology: 'caviste',
      source: 'import',
      importId,
      city: 'Montpellier',
    });
    const timeline = await app.t.db
      .select()
      .from(clientActivities)
      .where(eq(clientActivities.subjectId, importId));
    expect(timeline).toHaveLength(497);
    const [note] = await app.t.db.select().from(notifications).where(eq(notifications.subjectId, importId));
    expect(note).toMatchObject({
      type: 'newImportClients',
      content: 'Import terminé : 497 clients importés, 3 lignes refusées',
      redirectLink: `/dashboard/clients?import=${importId}`,
    });
    const again = await call(app.t.app, 'POST', `/v1/client-imports/${importId}/start`, { jwt: app.owner });
    expect(again.status).toBe(409);
  });

  it('refuses duplicates by e-mail and SIRET, against the shop and within the file', async () => {
    const rows = clientRows(2, { prefix: 'imp' }); // both already imported above
    const fresh = clientRows(1, { prefix: 'neuf' })[0]!;
    fresh[5] = '50000000000000';
    const twin = [...fresh];
    twin[3] = 'autre@clients.test';
    const id = (
      await upload(app.t, toCsv([FILE_HEADER, ...rows, fresh, twin]), 'doublons.csv', app.owner)
    ).json().import.id;
    await call(app.t.app, 'POST', `/v1/client-imports/${id}/start`, { jwt: app.owner });
    await app.t.app.deps.jobs.settled();
    const done = (await call(app.t.app, 'GET', `/v1/client-imports/${id}`, { jwt: app.owner })).body.import;
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
    const seconde = await app.t.login('maison.seconde@cuvee.demo');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/start'],
      ['POST', '/revert'],
    ] as const) {
      expect(
        (await call(app.t.app, method, `/v1/client-imports/${importId}${path}`, { jwt: seconde })).status,
      ).toBe(404);
    }
    const list = await call(app.t.app, 'GET', '/v1/client-imports', { jwt: seconde });
    expect(list.body.imports.map((i: { id: string }) => i.id)).not.toContain(importId);
    const named = await app.t.app.inject({
      method: 'GET',
      url: `/v1/client-imports/${importId}`,
      headers: { ...auth(seconde), 'x-shop-id': app.demoId },
    });
    expect(named.statusCode).toBe(403);
    expect(
      (await call(app.t.app, 'GET', '/v1/client-imports', { jwt: app.owner })).body.imports[0].status,
    ).toBe('completed');
  });

  it('refuses a mapping to a missing column or an unknown field (400, French), then reverts the import', async () => {
    const pending = (await upload(app.t, csv500(), 'encore.csv', app.owner)).json().import.id;
    const outside = await call(app.t.app, 'PUT', `/v1/client-imports/${pending}/mapping`, {
      jwt: app.owner,
      body: { mapping: { lastname: 40 } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("Une colonne choisie n'existe pas dans le fichier");
    const unknown = await call(app.t.app, 'PUT', `/v1/client-imports/${pending}/mapping`, {
      jwt: app.owner,
      body: { mapping: { shoeSize: 1 } },
    });
    expect(unknown.status).toBe(400);
    const none = await call(app.t.app, 'PUT', `/v1/client-imports/${pending}/mapping`, {
      jwt: app.owner,
      body: { mapping: { email: 3 } },
    });
    expect(none.status).toBe(200);
    expect(
      (await call(app.t.app, 'POST', `/v1/client-imports/${pending}/start`, { jwt: app.owner })).body.message,
    ).toBe('Associez une colonne au nom ou à la raison sociale');
    expect(
      (await call(app.t.app, 'POST', `/v1/client-imports/${pending}/revert`, { jwt: app.owner })).status,
    ).toBe(409);

    const before = await countClients(app);
    const reverted = await call(app.t.app, 'POST', `/v1/client-imports/${importId}/revert`, {
      jwt: app.owner,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe('Import annulé : 497 clients supprimés');
    expect(reverted.body.import.status).toBe('reverted');
    expect(await countClients(app)).toBe(before - 497);
  });
});
