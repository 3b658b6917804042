import type { PriceGridRow } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { gridChanges, invalidCells, shownCell, withEdit } from './price-grid.ts';

const row: PriceGridRow = {
  formatId: '0190a0b0-0000-7000-8000-0000000000f1',
  productId: 'p1',
  productName: 'Les Galets Rouge',
  precision: null,
  status: 'online',
  vatType: 'standard',
  nameInShop: null,
  unity: 'Litre(s)',
  unityValue: 0.75,
  price: 1290,
  typologies: { caviste: { price: 850 }, restaurateur: { visible: false } },
};

describe('price grid edits', () => {
  it('shows the stored cell until it is edited', () => {
    expect(shownCell(row, 'caviste', {})).toEqual({ price: '8,50', visible: true });
    expect(shownCell(row, 'restaurateur', {})).toEqual({ price: '', visible: false });
    const edits = withEdit({}, row, 'caviste', { price: '9,10' });
    expect(shownCell(row, 'caviste', edits)).toEqual({ price: '9,10', visible: true });
  });

  it('forgets an edit that goes back to the stored value', () => {
    let edits = withEdit({}, row, 'caviste', { price: '9' });
    edits = withEdit(edits, row, 'caviste', { price: '8,5' });
    expect(edits).toEqual({});
    edits = withEdit({}, row, 'restaurateur', { visible: true });
    edits = withEdit(edits, row, 'restaurateur', { visible: false });
    expect(edits).toEqual({});
  });

  it('sends cents, null for an emptied price, and the visibility', () => {
    let edits = withEdit({}, row, 'caviste', { price: '' });
    edits = withEdit(edits, row, 'restaurateur', { price: '10,20', visible: true });
    edits = withEdit(edits, row, 'particulier', { visible: false });
    expect(gridChanges(edits)).toEqual([
      { formatId: row.formatId, typology: 'caviste', price: null },
      { formatId: row.formatId, typology: 'restaurateur', price: 1020, visible: true },
      { formatId: row.formatId, typology: 'particulier', visible: false },
    ]);
  });

  it('flags prices that are not amounts', () => {
    const edits = withEdit({}, row, 'caviste', { price: 'huit' });
    expect(invalidCells(edits)).toEqual([`${row.formatId}|caviste`]);
  });
});
