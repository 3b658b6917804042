import type { BookAddress } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressSummary,
  blankAddress,
  displayPhone,
  entryOf,
  formAddressOf,
  NEW_ADDRESS,
} from './addresses.logic.ts';

const paris = {
  firstname: 'Claire',
  lastname: 'Martin',
  street: '8 rue Oberkampf',
  zipcode: '75011',
  city: 'Paris',
  country: 'FR',
  phone: '+33612345678',
};
const entry = (id: string, over: Partial<BookAddress> = {}): BookAddress => ({
  id,
  kind: 'delivery',
  isDefault: false,
  lastUsedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  address: paris,
  ...over,
});

describe('entryOf', () => {
  it('is the saved entry the form holds, whatever the case and spacing, else a new address', () => {
    const book = [entry('paris'), entry('bill', { kind: 'billing' })];
    expect(entryOf(book, 'delivery', formAddressOf(paris))).toBe('paris');
    expect(
      entryOf(book, 'delivery', { ...formAddressOf(paris), street: '8  RUE Oberkampf ', phone: '' }),
    ).toBe('paris');
    expect(entryOf(book, 'delivery', { ...formAddressOf(paris), street: '9 rue Oberkampf' })).toBe(
      NEW_ADDRESS,
    );
    expect(entryOf(book, 'billing', formAddressOf(paris))).toBe('bill');
    expect(entryOf([], 'delivery', blankAddress())).toBe(NEW_ADDRESS);
  });
});

describe('formAddressOf', () => {
  it('fills every field of the form, keeping the address’s other fields', () => {
    expect(formAddressOf(paris).phone).toBe('06 12 34 56 78');
    expect(formAddressOf({ ...paris, phone: undefined, name: 'Société Martin' })).toEqual({
      ...paris,
      street2: '',
      phone: '',
      name: 'Société Martin',
    });
  });
});

describe('addressLines and addressSummary', () => {
  it('read as a person writes an address', () => {
    expect(addressLines({ ...paris, street2: 'Bâtiment B' }, (c) => (c === 'FR' ? 'France' : c))).toEqual([
      'Claire Martin',
      '8 rue Oberkampf',
      'Bâtiment B',
      '75011 Paris',
      'France',
    ]);
    expect(addressLines({ ...paris, name: 'Société Martin' }, (c) => c)[0]).toBe(
      'Société Martin — Claire Martin',
    );
    expect(addressSummary(paris)).toBe('8 rue Oberkampf, 75011 Paris — Claire Martin');
    expect(addressSummary({ ...paris, name: 'Société Martin' })).toBe(
      '8 rue Oberkampf, 75011 Paris — Société Martin, Claire Martin',
    );
  });
});

describe('displayPhone', () => {
  it('reads a French number the French way, leaves others as stored', () => {
    expect(displayPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(displayPhone('+32470123456')).toBe('+32470123456');
    expect(displayPhone('')).toBe('');
  });
});
