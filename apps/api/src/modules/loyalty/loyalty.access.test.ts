import { expiryDay, todayInFrance } from '@cuvee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoSeller } from '../orders/orders.placement.fixtures.ts';
import { expirePoints } from './loyalty.expiry.ts';
import { newBuyer, paidInvoice, programmeBody, type Seller, saveProgramme } from './loyalty.fixtures.ts';

// The loyalty routes' walls (issue 29): another shop's client is not found (404), a member
// without the right is refused (403), bad input is a French 400 that changes nothing; the
// owner's manual adjustment names its author and reason; points expire once.

let t: TestApp;
let s: Seller;
let clientId: string;
let buyer: string;
let seconde: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await demoSeller(t);
  seconde = await t.login('maison.seconde@cuvee.demo');
  await saveProgramme(t, s.owner, programmeBody(s.wine));
  const b = await newBuyer(t, 'Acces');
  buyer = b.jwt;
  clientId = (await paidInvoice(t, s, buyer, 2)).clientId;
});
afterAll(() => t?.close());

const ledger = async () =>
  (await call(t.app, 'GET', `/v1/loyalty/clients/${clientId}`, { jwt: s.owner })).body;

describe('who may read and change points', () => {
  it('another shop: its owner finds no such client (404), and cannot name this shop (403)', async () => {
    const other = await call(t.app, 'GET', `/v1/loyalty/clients/${clientId}`, { jwt: seconde });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Ce client n'existe pas");
    const adjust = await call(t.app, 'POST', `/v1/loyalty/clients/${clientId}/adjustments`, {
      jwt: seconde,
      body: { points: 10, reason: 'Geste' },
    });
    expect(adjust.status).toBe(404);
    const named = await t.app.inject({
      method: 'GET',
      url: '/v1/loyalty/programme',
      headers: { authorization: `Bearer ${seconde}`, 'x-shop-id': s.demo },
    });
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe("Vous n'avez pas accès au programme de fidélité de cette boutique");
    // Its own programme is its own: none yet.
    const own = await call(t.app, 'GET', '/v1/loyalty/programme', { jwt: seconde });
    expect(own.body.programme).toMatchObject({ active: false, tiers: [], rewards: [] });
  });

  it('a buyer cannot reach the owner routes (403); a guest is asked to sign in (401)', async () => {
    expect((await call(t.app, 'GET', `/v1/loyalty/clients/${clientId}`, { jwt: buyer })).status).toBe(403);
    expect(
      (await call(t.app, 'PUT', '/v1/loyalty/programme', { jwt: buyer, body: programmeBody(s.wine) })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', `/v1/account/loyalty/${s.demo}`)).status).toBe(401);
  });

  it('a collaborator without the clients right cannot read or adjust (403)', async () => {
    const chai = await t.login('chai@cuvee.demo');
    const read = await call(t.app, 'GET', `/v1/loyalty/clients/${clientId}`, { jwt: chai });
    expect(read.status).toBe(403);
    const settings = await call(t.app, 'PUT', '/v1/loyalty/programme', {
      jwt: chai,
      body: programmeBody(s.wine),
    });
    expect(settings.status).toBe(403);
  });
});

describe('bad input changes nothing', () => {
  it('refuses a negative rate, a reward for a tier that does not exist, a product of another shop', async () => {
    const before = (await call(t.app, 'GET', '/v1/loyalty/programme', { jwt: s.owner })).body.programme;
    const negative = await call(t.app, 'PUT', '/v1/loyalty/programme', {
      jwt: s.owner,
      body: programmeBody(s.wine, { pointsPerEuro: -1 }),
    });
    expect(negative.status).toBe(400);
    expect(String(negative.body.message)).toContain('Au moins 0,01 point par euro');
    const base = programmeBody(s.wine);
    const noTier = await call(t.app, 'PUT', '/v1/loyalty/programme', {
      jwt: s.owner,
      body: { ...base, rewards: [{ ...base.rewards[0], tierName: 'Platine' }] },
    });
    expect(noTier.status).toBe(400);
    expect(String(noTier.body.message)).toContain("Une récompense est réservée à un palier qui n'existe pas");
    const foreign = await call(t.app, 'PUT', '/v1/loyalty/programme', {
      jwt: seconde,
      body: programmeBody(s.wine),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Un produit offert n'existe pas dans votre catalogue");
    expect((await call(t.app, 'GET', '/v1/loyalty/programme', { jwt: s.owner })).body.programme).toEqual(
      before,
    );
    expect((await call(t.app, 'GET', '/v1/loyalty/programme', { jwt: seconde })).body.programme.active).toBe(
      false,
    );
  });

  it('refuses an adjustment of 0 points, without a reason, or below what the client holds', async () => {
    const before = await ledger();
    const url = `/v1/loyalty/clients/${clientId}/adjustments`;
    const zero = await call(t.app, 'POST', url, { jwt: s.owner, body: { points: 0, reason: 'Rien' } });
    expect(zero.status).toBe(400);
    expect(String(zero.body.message)).toContain('Indiquez un nombre de points différent de 0');
    const noReason = await call(t.app, 'POST', url, { jwt: s.owner, body: { points: 5, reason: '' } });
    expect(noReason.status).toBe(400);
    const tooMany = await call(t.app, 'POST', url, {
      jwt: s.owner,
      body: { points: -(before.account.balance + 1), reason: 'Erreur de saisie' },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      `Le client n'a que ${before.account.balance} point(s) : vous ne pouvez pas lui en retirer ${before.account.balance + 1}`,
    );
    const badId = await call(t.app, 'GET', '/v1/loyalty/clients/pas-un-id', { jwt: s.owner });
    expect(badId.status).toBe(400);
    expect(await ledger()).toEqual(before);
  });
});

describe('manual adjustments and expiry', () => {
  it('an adjustment names its author and reason; the sweep expires what is left, once', async () => {
    const before = await ledger();
    const added = await call(t.app, 'POST', `/v1/loyalty/clients/${clientId}/adjustments`, {
      jwt: s.owner,
      body: { points: 25, reason: 'Geste commercial après un retard' },
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('25 point(s) ajouté(s)');
    expect(added.body.entries[0]).toMatchObject({
      cause: 'adjustment',
      points: 25,
      reason: 'Geste commercial après un retard',
      expiresOn: expiryDay(todayInFrance(), 12),
    });
    expect(added.body.entries[0].author).toBeTruthy();
    const balance = before.account.balance + 25;
    expect(added.body.account.balance).toBe(balance);

    // Nothing has expired today; 12 months and a day later everything has, once.
    expect(await expirePoints(t.db, todayInFrance())).toBe(0);
    const later = expiryDay(expiryDay(todayInFrance(), 12), 1);
    expect(await expirePoints(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expirePoints(t.db, later)).toBe(0);
    const after = await ledger();
    expect(after.entries[0]).toMatchObject({ cause: 'expiry', points: -balance });
    expect(after.account).toMatchObject({ balance: 0, earned: before.account.earned + 25 });
    expect(after.entries.filter((e: { cause: string }) => e.cause === 'expiry')).toHaveLength(1);
  });
});
