import { describe, expect, it } from 'vitest';
import { addressMatchKey, type BookEntry, proposedAddress, sortAddressBook } from './address-book.ts';

const paris = {
  firstname: 'Claire',
  lastname: 'Martin',
  street: '8 rue Oberkampf',
  zipcode: '75011',
  city: 'Paris',
  country: 'FR',
};

describe('addressMatchKey', () => {
  it('is the same for the same place written with other case and spacing', () => {
    expect(addressMatchKey({ ...paris, street: '  8  RUE oberkampf ', city: 'PARIS' })).toBe(
      addressMatchKey(paris),
    );
    expect(addressMatchKey({ ...paris, street2: '' })).toBe(
      addressMatchKey({ ...paris, street2: undefined }),
    );
  });

  it('ignores the phone and the e-mail, not the recipient nor the street', () => {
    expect(addressMatchKey({ ...paris, phone: '+33612345678' } as typeof paris)).toBe(addressMatchKey(paris));
    expect(addressMatchKey({ ...paris, lastname: 'Dupont' })).not.toBe(addressMatchKey(paris));
    expect(addressMatchKey({ ...paris, street2: 'Bâtiment B' })).not.toBe(addressMatchKey(paris));
    expect(addressMatchKey({ ...paris, country: 'BE' })).not.toBe(addressMatchKey(paris));
  });
});

type E = BookEntry & { id: string };
const entry = (id: string, over: Partial<E> = {}): E => ({
  id,
  kind: 'delivery',
  isDefault: false,
  lastUsedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('proposedAddress', () => {
  it('proposes the address the last order used, over the default', () => {
    const book = [
      entry('default', { isDefault: true, lastUsedAt: '2026-02-01T00:00:00.000Z' }),
      entry('last', { lastUsedAt: '2026-03-01T00:00:00.000Z' }),
      entry('never'),
    ];
    expect(proposedAddress(book, 'delivery')?.id).toBe('last');
  });

  it('before any order, the default, else the newest; none of another kind', () => {
    expect(proposedAddress([entry('a'), entry('b', { isDefault: true })], 'delivery')?.id).toBe('b');
    expect(
      proposedAddress([entry('old'), entry('new', { createdAt: '2026-05-01T00:00:00.000Z' })], 'delivery')
        ?.id,
    ).toBe('new');
    expect(proposedAddress([entry('a')], 'billing')).toBeNull();
    expect(proposedAddress([], 'delivery')).toBeNull();
  });
});

describe('sortAddressBook', () => {
  it('lists delivery then billing, each with its default first, then by last use', () => {
    const book = [
      entry('bill', { kind: 'billing' }),
      entry('used', { lastUsedAt: '2026-03-01T00:00:00.000Z' }),
      entry('default', { isDefault: true }),
      entry('never'),
    ];
    expect(sortAddressBook(book).map((e) => e.id)).toEqual(['default', 'used', 'never', 'bill']);
  });
});
