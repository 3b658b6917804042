import { describe, expect, it } from 'vitest';
import { ClientAddressInput, ClientInput } from '../clients.ts';
import { MSG } from './messages.ts';
import { contactPhoneSchema } from './phone-landline.fields.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

const address = (phone: string) => ({
  firstname: 'Anne',
  lastname: 'Durand',
  street: '2 rue du Port',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  phone,
});

describe('a client record takes a landline (spec §3 Contact), the delivery contact a mobile (§5)', () => {
  it('reads French and neighbouring landlines and mobiles into E.164', () => {
    expect(parsedValue(contactPhoneSchema, '04 67 12 34 56')).toBe('+33467123456');
    expect(parsedValue(contactPhoneSchema, '01 42 68 53 00')).toBe('+33142685300');
    expect(parsedValue(contactPhoneSchema, '+32 2 511 11 11')).toBe('+3225111111');
    expect(parsedValue(contactPhoneSchema, '06 12 34 56 78')).toBe('+33612345678');
  });

  it('still refuses other countries and garbage with the §5 message', () => {
    for (const bad of ['+81 3 1234 5678', '04 67 12', 'bonjour', '04 67 12 34 56 le matin']) {
      expect(messageOf(contactPhoneSchema, bad)).toBe(MSG.phone);
    }
  });

  it("takes a caviste's landline on the record and on its billing address, not on its delivery address", () => {
    const client = ClientInput.safeParse({
      kind: 'professional',
      lastname: 'Martin',
      company: 'Cave du Port',
      typology: 'caviste',
      phone: '04 67 12 34 56',
      addresses: [{ kind: 'billing', address: address('04 67 12 34 56') }],
    });
    expect(client.success).toBe(true);
    expect(client.data?.phone).toBe('+33467123456');
    const delivery = ClientAddressInput.safeParse({ kind: 'delivery', address: address('04 67 12 34 56') });
    expect(delivery.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address.phone', MSG.phone],
    ]);
    expect(
      ClientAddressInput.safeParse({ kind: 'delivery', address: address('06 12 34 56 78') }).success,
    ).toBe(true);
  });
});
