import type { AddressInput, BookAddress, BookAddressFields } from '@cuvee/contracts';
import { type AddressKind, addressMatchKey } from '@cuvee/domain/addresses/address-book';

/*
 * The address book's pure parts on the web (issue 24): an entry as form values, the entry the
 * form's values are, an address as lines to read.
 */

/** The choice 'Nouvelle adresse' of the address select. */
export const NEW_ADDRESS = 'new';

/** The fields a person fills for an address (spec §3, §5): every one a string in the form. */
export type AddressFormValues = {
  firstname: string;
  lastname: string;
  street: string;
  street2: string;
  zipcode: string;
  city: string;
  country: string;
  phone: string;
} & Partial<
  Omit<
    AddressInput,
    'firstname' | 'lastname' | 'street' | 'street2' | 'zipcode' | 'city' | 'country' | 'phone'
  >
>;

/** A blank address, in France by default; the names given (the account's) are kept. */
export function blankAddress(names: { firstname?: string; lastname?: string } = {}): AddressFormValues {
  return {
    firstname: names.firstname ?? '',
    lastname: names.lastname ?? '',
    street: '',
    street2: '',
    zipcode: '',
    city: '',
    country: 'FR',
    phone: '',
  };
}

/** A saved address as the form's values (its other §3 fields travel along, unseen). */
export function formAddressOf(address: Partial<BookAddressFields>): AddressFormValues {
  const { firstname, lastname, street, street2, zipcode, city, country, phone, ...rest } = address;
  return {
    ...rest,
    firstname: firstname ?? '',
    lastname: lastname ?? '',
    street: street ?? '',
    street2: street2 ?? '',
    zipcode: zipcode ?? '',
    city: city ?? '',
    country: country ?? 'FR',
    phone: displayPhone(phone ?? ''),
  };
}

/** A phone as a person reads it: a French number stored in E.164 ('+33612345678') as '06 12 34 56 78'. */
export function displayPhone(phone: string): string {
  const french = /^\+33([1-9]\d{8})$/.exec(phone);
  return french ? `0${french[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;
}

/** The book's entry of `kind` the form's values are (the same place), else 'Nouvelle adresse'. */
export function entryOf(
  book: readonly BookAddress[],
  kind: AddressKind,
  values: Partial<AddressFormValues>,
): string {
  const key = addressMatchKey(values);
  return (
    book.find((entry) => entry.kind === kind && addressMatchKey(entry.address) === key)?.id ?? NEW_ADDRESS
  );
}

/** An address as lines to read: the recipient, the street (and its complement), zipcode and city, country. */
export function addressLines(
  address: Partial<BookAddressFields>,
  countryName: (code: string) => string,
): string[] {
  const person = [address.firstname, address.lastname].filter(Boolean).join(' ');
  return [
    address.name && address.name !== person ? `${address.name} — ${person}` : person,
    address.street,
    address.street2,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    address.country ? countryName(address.country) : '',
  ].filter((line): line is string => Boolean(line));
}

/** One line for a select: '8 rue Oberkampf, 75011 Paris — Claire Martin' (a company's name before the person's). */
export function addressSummary(address: Partial<BookAddressFields>): string {
  const person = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const who =
    address.name && address.name !== person ? [address.name, person].filter(Boolean).join(', ') : person;
  const place = [address.street, [address.zipcode, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return who ? `${place} — ${who}` : place;
}
