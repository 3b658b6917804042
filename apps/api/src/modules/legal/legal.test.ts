import { legalDocumentUrl } from '@cuvee/domain/legal/legal-kinds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreload } from '../../flows/page-preload.flow.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { legalDocuments } from './legal.table.ts';

// The shop's legal documents (issue 24): versions that never change once published, a draft per
// document, the platform's model filled with the shop's identity, the published ones for anyone,
// and each shop's documents its own.

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

const publish = (kind: string, body: unknown, jwt = owner) =>
  call(t.app, 'POST', `/v1/legal-documents/${kind}/versions`, { jwt, body: { body } });
const text = (message: unknown) => [message].flat().join(' ');

describe('publishing versions', () => {
  it('numbers each publication and never changes an earlier version', async () => {
    const first = await publish('privacy', '## Vos données\n\nPremière rédaction.');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Politique de confidentialité : version 1 publiée');
    expect(first.body.document).toMatchObject({
      kind: 'privacy',
      version: 1,
      publishedBy: 'Claire Vigneron',
    });
    const second = await publish('privacy', '## Vos données\n\nSeconde rédaction.');
    expect(second.body.document.version).toBe(2);

    const list = await call(t.app, 'GET', '/v1/legal-documents', { jwt: owner });
    expect(list.status).toBe(200);
    const privacy = list.body.documents.find((d: { kind: string }) => d.kind === 'privacy');
    expect(privacy.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const one = await call(t.app, 'GET', '/v1/legal-documents/privacy/versions/1', { jwt: owner });
    expect(one.body.document.body).toBe('## Vos données\n\nPremière rédaction.');

    // Anyone reads the latest on the shop's pages, and an earlier one by its number.
    const shown = await call(t.app, 'GET', '/v1/shops/domaine-demo/legal-documents/privacy');
    expect(shown.status).toBe(200);
    expect(shown.body.document).toMatchObject({
      version: 2,
      current: true,
      body: '## Vos données\n\nSeconde rédaction.',
    });
    expect(shown.body.published).toContain('privacy');
    const older = await call(t.app, 'GET', '/v1/shops/DEMO2026/legal-documents/privacy?version=1');
    expect(older.body.document).toMatchObject({ version: 1, current: false });

    // The database itself refuses to rewrite a published version.
    await expect(
      t.db
        .update(legalDocuments)
        .set({ body: 'réécrit' })
        .where(and(eq(legalDocuments.kind, 'privacy'), eq(legalDocuments.version, 1))),
    ).rejects.toThrow();
    const again = await call(t.app, 'GET', '/v1/legal-documents/privacy/versions/1', { jwt: owner });
    expect(again.body.document.body).toBe('## Vos données\n\nPremière rédaction.');
  });

  it('refuses to publish the text already in force, and an empty text, in French', async () => {
    await publish('withdrawal', 'Quatorze jours.');
    const same = await publish('withdrawal', 'Quatorze jours.');
    expect(same.status).toBe(422);
    expect(same.body.message).toBe(
      'Ce texte est déjà celui de la version 1 publiée : modifiez-le avant de publier',
    );
    const empty = await publish('withdrawal', '   ');
    expect(empty.status).toBe(400);
    expect(text(empty.body.message)).toContain('Ce champ ne peut pas être vide');
    const unknown = await publish('contrat', 'texte');
    expect(unknown.status).toBe(400);
    expect(text(unknown.body.message)).toContain("Ce document légal n'existe pas");
    const missing = await call(t.app, 'GET', '/v1/legal-documents/withdrawal/versions/9', { jwt: owner });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Cette version du document n'existe pas");
  });
});

describe("the shop's legal page", () => {
  it('carries the document its query asks for, as the page asks it (rendered on the server)', async () => {
    const preload = await pagePreload(t.db, '/domaine-demo/legal-notice', '?doc=privacy&version=1', '');
    expect(preload?.missing).toBeNull();
    const answer = preload?.answers[legalDocumentUrl('domaine-demo', 'privacy', 1)] as {
      document: { version: number; body: string; current: boolean };
    };
    expect(answer.document).toMatchObject({
      version: 1,
      current: false,
      body: '## Vos données\n\nPremière rédaction.',
    });
    const notice = await pagePreload(t.db, '/shops/DEMO2026/legal-notice', '', '');
    expect(notice?.answers).toHaveProperty([legalDocumentUrl('DEMO2026', 'legal_notice', null)]);
  });
});

describe('drafts and the model', () => {
  it('keeps a draft without publishing it, and lets it go once published', async () => {
    const saved = await call(t.app, 'PUT', '/v1/legal-documents/legal_notice/draft', {
      jwt: owner,
      body: { body: 'Directeur de la publication : Claire Vigneron' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Brouillon enregistré');
    let notice = (await call(t.app, 'GET', '/v1/legal-documents', { jwt: owner })).body.documents.find(
      (d: { kind: string }) => d.kind === 'legal_notice',
    );
    expect(notice).toMatchObject({
      versions: [],
      draft: { body: 'Directeur de la publication : Claire Vigneron' },
    });
    const shown = await call(t.app, 'GET', '/v1/shops/domaine-demo/legal-documents/legal_notice');
    expect(shown.body.document).toBeNull();

    await publish('legal_notice', 'Directeur de la publication : Claire Vigneron');
    notice = (await call(t.app, 'GET', '/v1/legal-documents', { jwt: owner })).body.documents.find(
      (d: { kind: string }) => d.kind === 'legal_notice',
    );
    expect(notice.draft).toBeNull();
    expect(notice.versions).toHaveLength(1);
  });

  it("fills the model of the terms of sale with the shop's identity", async () => {
    const model = await call(t.app, 'GET', '/v1/legal-documents/cgv/model', { jwt: owner });
    expect(model.status).toBe(200);
    expect(model.body.body).toContain('SCEA Domaine Démo');
    expect(model.body.body).toContain('123 456 789 00017');
    expect(model.body.body).toContain('12 chemin des Vignes, 30000 Nîmes');
    expect(model.body.body).toContain("L'abus d'alcool est dangereux pour la santé");
    expect(model.body.body).toContain('> **Modèle à relire.**');
  });

  it('publishes the model as the terms of sale of a shop opened by registration', async () => {
    const seller = await registerValidated(t, 'seller', {
      email: 'cave.neuve@exemple.fr',
      password: 'Secret1',
      firstname: 'Inès',
      lastname: 'Neuve',
      shopName: 'Cave Neuve',
      acceptTerms: true,
    });
    const me = await call(t.app, 'GET', '/v1/shops/me', { jwt: seller.jwt });
    const shown = await call(t.app, 'GET', `/v1/shops/${me.body.shop.urlShop}/legal-documents/cgv`);
    expect(shown.status).toBe(200);
    expect(shown.body.document).toMatchObject({ version: 1, current: true });
    expect(shown.body.document.body).toContain('Cave Neuve');
    expect(shown.body.document.body).toContain('[à compléter : numéro SIRET]');
    const mine = await call(t.app, 'GET', '/v1/legal-documents', { jwt: seller.jwt });
    const cgv = mine.body.documents.find((d: { kind: string }) => d.kind === 'cgv');
    expect(cgv.versions).toEqual([
      expect.objectContaining({ version: 1, publishedBy: null, unreviewedModel: true }),
    ]);
  });
});

describe('who may read and write', () => {
  it('is 401 anonymous, 403 to a buyer and an agent; a collaborator reads but may not publish', async () => {
    expect((await call(t.app, 'GET', '/v1/legal-documents')).status).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo'])
      expect((await call(t.app, 'GET', '/v1/legal-documents', { jwt: await t.login(email) })).status).toBe(
        403,
      );
    const iam = await t.login('collaborateur@cuvee.demo');
    expect((await call(t.app, 'GET', '/v1/legal-documents', { jwt: iam })).status).toBe(200);
    expect((await publish('cgv', 'Mes conditions', iam)).status).toBe(403);
  });

  it("keeps each shop's documents its own", async () => {
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const demo = (await call(t.app, 'GET', '/v1/shops/me', { jwt: owner })).body.shop.id as string;
    // Naming Domaine Démo is refused; its own list has none of Domaine Démo's versions.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/legal-documents/cgv/versions',
      headers: { authorization: `Bearer ${seconde}`, 'x-shop-id': demo },
      payload: { body: 'Conditions de Maison Seconde' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Vous n'avez pas accès aux documents légaux de cette boutique");
    const own = await call(t.app, 'GET', '/v1/legal-documents', { jwt: seconde });
    expect(own.status).toBe(200);
    expect(own.body.documents.flatMap((d: { versions: unknown[] }) => d.versions)).toEqual([]);
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/legal-documents/privacy/versions/1',
      headers: { authorization: `Bearer ${seconde}` },
    });
    expect(read.statusCode).toBe(404);
  });
});
