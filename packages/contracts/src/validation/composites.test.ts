import { describe, expect, it } from 'vitest';
import {
  addRecipient,
  addressSchema,
  adultCertificationSchema,
  contactSchema,
  emailRecipientsSchema,
  splitSiret,
  termsAcceptedSchema,
} from './composites.ts';
import { MSG } from './messages.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

const address = {
  firstname: 'Hélène',
  lastname: 'Dupont',
  street: '12 rue des Vignes',
  zipcode: '21200',
  city: 'Beaune',
  country: 'fr',
};

function messagesByField(input: unknown): Record<string, string> {
  const result = addressSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('addressSchema', () => {
  it('accepts a complete address, normalising country, zipcode and optional fields', () => {
    const parsed = parsedValue(addressSchema, {
      ...address,
      zipcode: ' 21200 ',
      street2: '',
      phone: '06 12 34 56 78',
      email: 'Helene@Domaine.fr',
      highMountain: false,
      exciseNumber: 'FR012345E1234',
    });
    expect(parsed).toMatchObject({
      country: 'FR',
      zipcode: '21200',
      phone: '+33612345678',
      email: 'helene@domaine.fr',
    });
    expect(parsed.street2).toBeUndefined();
  });

  it('names each missing required field with its own message, all at once', () => {
    expect(messagesByField({})).toEqual({
      firstname: MSG.firstnameRequired,
      lastname: MSG.lastnameRequired,
      street: MSG.streetRequired,
      zipcode: MSG.zipcodeRequired,
      city: MSG.cityRequired,
      country: MSG.countryRequired,
    });
    expect(messagesByField({ ...address, street: '  ', city: '' })).toEqual({
      street: MSG.streetRequired,
      city: MSG.cityRequired,
    });
  });

  it('checks the zipcode against the country, even when another field fails', () => {
    expect(messagesByField({ ...address, zipcode: '2120' })).toEqual({ zipcode: MSG.postalCode });
    expect(messagesByField({ ...address, zipcode: '2120', firstname: '' })).toEqual({
      firstname: MSG.firstnameRequired,
      zipcode: MSG.postalCode,
    });
    expect(parsedValue(addressSchema, { ...address, zipcode: '1000', country: 'BE' }).zipcode).toBe('1000');
  });

  it('refuses a country that is not an ISO code, and invalid optional phone or email', () => {
    expect(messagesByField({ ...address, country: 'France' })).toEqual({ country: MSG.countryCode });
    expect(messagesByField({ ...address, phone: '01 23 45 67 89', email: 'x@' })).toEqual({
      phone: MSG.phone,
      email: MSG.email,
    });
  });
});

describe('contactSchema and SIRET', () => {
  const contact = { firstname: 'Paul', lastname: 'Martin', email: 'paul@cave.fr' };

  it('accepts a contact with an optional SIRET, spaces removed', () => {
    expect(parsedValue(contactSchema, contact).siret).toBeUndefined();
    expect(parsedValue(contactSchema, { ...contact, siret: '732 829 320 00074' }).siret).toBe(
      '73282932000074',
    );
  });
  it('refuses a SIRET that is not 14 digits, and a contact without email', () => {
    expect(messageOf(contactSchema, { ...contact, siret: '7328293200007' })).toBe(MSG.siret);
    expect(messageOf(contactSchema, { ...contact, siret: '7328293200007A' })).toBe(MSG.siret);
    expect(messageOf(contactSchema, { firstname: 'Paul', lastname: 'Martin' })).toBe(MSG.required);
  });
  it('splits a SIRET into SIREN (9) and NIC (5)', () => {
    expect(splitSiret('73282932000074')).toEqual({ siren: '732829320', nic: '00074' });
    expect(splitSiret('732 829 320 00074')).toEqual({ siren: '732829320', nic: '00074' });
    expect(splitSiret('732829320')).toBeUndefined();
  });
});

describe('emailRecipientsSchema', () => {
  it('needs at least one address', () => {
    expect(messageOf(emailRecipientsSchema, [])).toBe(MSG.emailRecipientsRequired);
    expect(messageOf(emailRecipientsSchema, undefined)).toBe(MSG.emailRecipientsRequired);
  });
  it('removes duplicates case-insensitively', () => {
    expect(parsedValue(emailRecipientsSchema, ['a@cave.fr', 'B@cave.fr', 'A@Cave.FR'])).toEqual([
      'a@cave.fr',
      'b@cave.fr',
    ]);
  });
  it('points at the invalid address', () => {
    const issue = emailRecipientsSchema.safeParse(['a@cave.fr', 'nope']).error?.issues[0];
    expect(issue).toMatchObject({ message: MSG.email, path: [1] });
  });
});

describe('addRecipient', () => {
  it('adds a valid address, trimmed and lower-cased', () => {
    expect(addRecipient(['a@cave.fr'], '  B@Cave.fr ')).toEqual({ list: ['a@cave.fr', 'b@cave.fr'] });
  });
  it('refuses an invalid address with the invalid-address message', () => {
    const list = ['a@cave.fr'];
    expect(addRecipient(list, 'b@cave')).toEqual({ list, error: MSG.email });
  });
  it('ignores duplicates (case-insensitive) and blanks, keeping the same list', () => {
    const list = ['A@cave.fr'];
    const duplicate = addRecipient(list, 'a@CAVE.fr');
    expect(duplicate.list).toBe(list);
    expect(duplicate.error).toBeUndefined();
    expect(addRecipient(list, '   ').list).toBe(list);
  });
});

describe('checkbox schemas', () => {
  it('requires the terms of use to be accepted', () => {
    expect(parsedValue(termsAcceptedSchema, true)).toBe(true);
    expect(messageOf(termsAcceptedSchema, false)).toBe(MSG.termsRequired);
    expect(messageOf(termsAcceptedSchema, undefined)).toBe(MSG.termsRequired);
  });
  it('requires the adult certification', () => {
    expect(parsedValue(adultCertificationSchema, true)).toBe(true);
    expect(messageOf(adultCertificationSchema, false)).toBe(MSG.adultCertificationRequired);
  });
});
