/*
 * The buyer's address book (spec §3 Address, issue 24): the rules both sides need — when two
 * addresses are the same place, which address the checkout proposes, the book's order.
 */

/** What an address of the book is for. */
export const ADDRESS_KINDS = ['delivery', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The most addresses a book keeps per kind (a placement past it lets the least recently used go). */
export const ADDRESS_BOOK_MAX_PER_KIND = 20;

/** The fields that say where an address is: the same values are the same entry of the book. */
export type AddressPlace = {
  name?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  street?: string | null | undefined;
  street2?: string | null | undefined;
  zipcode?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
};

const PLACE_FIELDS = [
  'name',
  'firstname',
  'lastname',
  'street',
  'street2',
  'zipcode',
  'city',
  'country',
] as const;

/** A text as compared: Unicode-normalised, trimmed, spaces collapsed, case ignored. */
const folded = (value: string | null | undefined) =>
  (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');

/**
 * The key under which the book keeps an address: two addresses with the same recipient, street,
 * zipcode, city and country (ignoring case and spacing) are one entry; a phone or an e-mail is
 * not part of it (a new phone updates the entry, it does not add one).
 */
export function addressMatchKey(address: AddressPlace): string {
  return PLACE_FIELDS.map((field) => folded(address[field])).join('\u001f');
}

/** An entry of the book as the rules need it. */
export type BookEntry = {
  kind: AddressKind;
  isDefault: boolean;
  /** ISO date of the last order placed with it, null when none. */
  lastUsedAt: string | null;
  createdAt: string;
};

const newest = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/**
 * The address the checkout proposes for `kind`: the last one an order used; before any order,
 * the default one; else the newest. Null when the book has none of that kind.
 */
export function proposedAddress<T extends BookEntry>(book: readonly T[], kind: AddressKind): T | null {
  const mine = book.filter((entry) => entry.kind === kind);
  const used = mine
    .filter((entry) => entry.lastUsedAt !== null)
    .sort((a, b) => newest(a.lastUsedAt, b.lastUsedAt));
  return (
    used[0] ??
    mine.find((entry) => entry.isDefault) ??
    [...mine].sort((a, b) => newest(a.createdAt, b.createdAt))[0] ??
    null
  );
}

/** The book's order: per kind (delivery first), the default, then the most recently used, then the newest. */
export function sortAddressBook<T extends BookEntry>(book: readonly T[]): T[] {
  return [...book].sort(
    (a, b) =>
      ADDRESS_KINDS.indexOf(a.kind) - ADDRESS_KINDS.indexOf(b.kind) ||
      Number(b.isDefault) - Number(a.isDefault) ||
      newest(a.lastUsedAt, b.lastUsedAt) ||
      newest(a.createdAt, b.createdAt),
  );
}
