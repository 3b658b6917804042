import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';

// The settings' 'billing' section (issue 24): the owner's bank details, cheque payee and legal
// mentions, checked by the server (the IBAN's mod-97 check digits), for their own shop only.

let t: TestApp;
let otherJwt: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await registerValidated(t, 'seller', {
    email: 'facturation-seconde@exemple.fr',
    password: 'Secret1',
    firstname: 'Léa',
    lastname: 'Seconde',
    shopName: 'Maison Facturation',
    acceptTerms: true,
  });
  otherJwt = seller.jwt;
});
afterAll(() => t?.close());

const URL = '/v1/shops/me/billing';
const FULL = {
  iban: 'fr76 3000 4000 0312 3456 7890 143',
  bic: 'bnpafrpp',
  bankName: 'BNP Paribas Beaune',
  accountHolder: 'SCEA Domaine Démo',
  chequePayee: 'SCEA Domaine Démo',
  chequeAddress: '12 rue des Vignes\n21200 Beaune',
  legalForm: 'SCEA',
  shareCapitalCents: 1_500_000,
  rcs: 'RCS Dijon 123 456 789',
  paymentTerms: 'Paiement à 30 jours par virement',
};

describe('GET/PUT /v1/shops/me/billing', () => {
  it('starts empty, then keeps what the owner saves, the IBAN compact and upper case', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const before = await call(t.app, 'GET', URL, { jwt: otherJwt });
    expect(before.status).toBe(200);
    expect(before.body.billing).toMatchObject({ iban: null, chequePayee: null, shareCapitalCents: null });

    const saved = await call(t.app, 'PUT', URL, { jwt, body: FULL });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Les informations de facturation ont été enregistrées');
    expect(saved.body.billing).toEqual({
      ...FULL,
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPP',
    });
    const read = await call(t.app, 'GET', URL, { jwt });
    expect(read.body.billing.iban).toBe('FR7630004000031234567890143');
    expect(read.body.billing.rcs).toBe('RCS Dijon 123 456 789');
  });

  it('refuses a wrong IBAN check digit, a wrong length, a BIC of 9 and an RCS without SIREN, in French, changing nothing', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { iban: 'FR7630004000031234567890144' },
        'iban',
        "L'IBAN n'est pas valide : sa clé de contrôle ne correspond pas, vérifiez chaque caractère",
      ],
      [
        { iban: 'FR76300040000312345678901' },
        'iban',
        "L'IBAN de ce pays compte 27 caractères : vérifiez qu'il n'en manque aucun",
      ],
      [
        { iban: '7630004000031234567890143' },
        'iban',
        "L'IBAN n'est pas valide : il commence par le code du pays et 2 chiffres (ex. FR76 3000 4000 0312 3456 7890 143)",
      ],
      [{ bic: 'BNPAFRPPX' }, 'bic', 'Le BIC doit compter 8 ou 11 caractères (ex. BNPAFRPP ou BNPAFRPPXXX)'],
      [{ rcs: 'RCS Dijon' }, 'rcs', 'Indiquez la ville du greffe et le SIREN (ex. RCS Beaune 123 456 789)'],
      [{ shareCapitalCents: 12.5 }, 'shareCapitalCents', 'Doit être un nombre'],
      [{ accountHolder: '' }, 'accountHolder', "Indiquez le titulaire du compte de l'IBAN"],
      [{ chequePayee: null }, 'chequePayee', "Indiquez à l'ordre de qui les chèques sont libellés"],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t.app, 'PUT', URL, { jwt, body: { ...FULL, ...change } });
      expect(res.status, field).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(`${field} : ${message}`);
    }
    const read = await call(t.app, 'GET', URL, { jwt });
    expect(read.body.billing.iban).toBe('FR7630004000031234567890143');
    expect(read.body.billing.bic).toBe('BNPAFRPP');
  });

  it('accepts another SEPA IBAN typed with spaces, and a blank field clears its value', async () => {
    const jwt = await t.login('proprietaire@cuvee.demo');
    const res = await call(t.app, 'PUT', URL, {
      jwt,
      body: { ...FULL, iban: 'DE89 3704 0044 0532 0130 00', bic: '', rcs: '  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.billing).toMatchObject({ iban: 'DE89370400440532013000', bic: null, rcs: null });
    await call(t.app, 'PUT', URL, { jwt, body: FULL });
  });

  it('is the owner’s: 401 anonymous, 403 for a restricted iam, a buyer and an agent', async () => {
    expect((await call(t.app, 'GET', URL)).status).toBe(401);
    for (const email of ['collaborateur@cuvee.demo', 'client@cuvee.demo', 'agent@cuvee.demo']) {
      const jwt = await t.login(email);
      expect((await call(t.app, 'GET', URL, { jwt })).status, email).toBe(403);
      expect((await call(t.app, 'PUT', URL, { jwt, body: FULL })).status, email).toBe(403);
    }
  });

  it('keeps each shop’s own: another shop’s owner neither reads nor changes Domaine Démo’s', async () => {
    const mine = await call(t.app, 'PUT', URL, {
      jwt: otherJwt,
      body: { iban: 'BE68 5390 0754 7034', accountHolder: 'Maison Facturation' },
    });
    expect(mine.status).toBe(200);
    const demo = await call(t.app, 'GET', URL, { jwt: await t.login('proprietaire@cuvee.demo') });
    expect(demo.body.billing.iban).toBe('FR7630004000031234567890143');
    const other = await call(t.app, 'GET', URL, { jwt: otherJwt });
    expect(other.body.billing).toMatchObject({ iban: 'BE68539007547034', chequePayee: null, rcs: null });
  });
});
