import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { clients } from '../clients/index.ts';
import { shops } from '../shops/index.ts';
import { clientRows, FILE_HEADER, toCsv } from './imports.fixtures.ts';
import { clientImports } from './imports.table.ts';

/** What the import tests share: the demo app, the owner's session, Domaine Démo's id. */
export type ImportsApp = { t: TestApp; owner: string; demoId: string };

/**
 * Registers the suite's set-up: the demo, the owner signed in, and a collaborator who sees every
 * client but may not create any (iam.sans.creation@cuvee.test). Fields are set once it has run.
 */
export function useImportsApp(): ImportsApp {
  const app = {} as ImportsApp;
  beforeAll(async () => {
    app.t = await createTestApp();
    app.owner = await app.t.login('proprietaire@cuvee.demo');
    const [demo] = await app.t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.urlShop, 'domaine-demo'));
    app.demoId = demo!.id;
    const iam = await makeUser(app.t.db, { role: 'iam', email: 'iam.sans.creation@cuvee.test' });
    await addMembership(app.t.db, {
      shopId: app.demoId,
      userId: iam.id,
      role: 'iam',
      authorizations: { seeAllClient: true },
    });
  });
  afterAll(() => app.t?.close());
  return app;
}

/** A multipart upload of one file to POST /v1/client-imports. */
export function upload(
  t: TestApp,
  content: Buffer | string,
  filename: string,
  jwt?: string,
  type = 'text/csv',
) {
  const boundary = '----cuvee-import-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/v1/client-imports',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(jwt ? auth(jwt) : {}) },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

export const countClients = async ({ t, demoId }: ImportsApp) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(clients).where(eq(clients.shopId, demoId)))[0]!
    .n;
export const countImports = async ({ t }: ImportsApp) =>
  (await t.db.select({ id: clientImports.id }).from(clientImports)).length;
/** 500 rows of our default template, three of them bad (lines 12, 202, 402). */
export const csv500 = () => toCsv([FILE_HEADER, ...clientRows(500, { bad: true })]);
