import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { documentDownloads } from './platform.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('maintenances', () => {
  it('answers no maintenance by default', async () => {
    const res = await call(t.app, 'GET', '/v1/maintenances');
    expect(res.body).toEqual({
      success: true,
      banner: false,
      page: false,
      startDate: null,
      endDate: null,
      message: null,
    });
  });

  it('lets only an admin plan one: 401, 403, 400 with French messages', async () => {
    const body = { banner: true, page: true, startDate: inMinutes(60), endDate: inMinutes(120) };
    expect((await call(t.app, 'POST', '/v1/admin/maintenances', { body })).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/v1/admin/maintenances', {
          jwt: await t.login('proprietaire@cuvee.demo'),
          body,
        })
      ).status,
    ).toBe(403);
    const admin = await t.login('admin@cuvee.demo');
    const backwards = await call(t.app, 'POST', '/v1/admin/maintenances', {
      jwt: admin,
      body: { ...body, endDate: inMinutes(10) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message.join(' ')).toContain('La date de fin doit être après la date de début');
    const notADate = await call(t.app, 'POST', '/v1/admin/maintenances', {
      jwt: admin,
      body: { ...body, startDate: 'demain' },
    });
    expect(notADate.body.message.join(' ')).toContain("La date indiquée n'est pas correct");
    expect((await call(t.app, 'GET', '/v1/maintenances')).body.banner).toBe(false);
  });

  it('shows the banner before the window and blocks the page during it', async () => {
    const admin = await t.login('admin@cuvee.demo');
    const soon = await call(t.app, 'POST', '/v1/admin/maintenances', {
      jwt: admin,
      body: {
        banner: true,
        page: true,
        startDate: inMinutes(60),
        endDate: inMinutes(120),
        message: 'Mise à jour',
      },
    });
    expect(soon.status).toBe(200);
    const before = await call(t.app, 'GET', '/v1/maintenances');
    expect(before.body).toMatchObject({ banner: true, page: false, message: 'Mise à jour' });
    await call(t.app, 'DELETE', `/v1/admin/maintenances/${soon.body.id}`, { jwt: admin });
    await call(t.app, 'POST', '/v1/admin/maintenances', {
      jwt: admin,
      body: { banner: false, page: true, startDate: inMinutes(-5), endDate: inMinutes(30) },
    });
    const during = await call(t.app, 'GET', '/v1/maintenances');
    expect(during.body.page).toBe(true);
    expect(new Date(during.body.endDate).getTime()).toBeGreaterThan(Date.now());
    const gone = await call(t.app, 'DELETE', `/v1/admin/maintenances/${soon.body.id}`, { jwt: admin });
    expect(gone.status).toBe(404);
  });
});

describe('GET /version.json', () => {
  it('answers the app version', async () => {
    const res = await call(t.app, 'GET', '/version.json');
    expect(res.status).toBe(200);
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('GET /v1/documents/to-download', () => {
  it('hands each waiting document to its own user once', async () => {
    const [client] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'client@cuvee.demo'));
    const [pro] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'pro@cuvee.demo'));
    await t.db.insert(documentDownloads).values([
      { userId: client!.id, url: '/documents/facture-F2026-0001.pdf' },
      { userId: pro!.id, url: '/documents/facture-F2026-0002.pdf' },
    ]);
    const jwt = await t.login('client@cuvee.demo');
    expect((await call(t.app, 'GET', '/v1/documents/to-download', { jwt })).body.urls).toEqual([
      '/documents/facture-F2026-0001.pdf',
    ]);
    expect((await call(t.app, 'GET', '/v1/documents/to-download', { jwt })).body.urls).toEqual([]);
    expect((await call(t.app, 'GET', '/v1/documents/to-download')).status).toBe(401);
  });
});
