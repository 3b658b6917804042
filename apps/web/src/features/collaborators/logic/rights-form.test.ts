import { describe, expect, it } from 'vitest';
import { rightsBodyOf, rightsValuesOf } from './rights-form.ts';

describe('the rights form', () => {
  it('round-trips the ticked rights and the dates of those only', () => {
    const values = rightsValuesOf(['createOrder', 'seeAllOrder'], { createOrder: '2026-12-31' });
    expect(values.rights.createOrder).toBe(true);
    expect(values.rights.createProduct).toBe(false);
    values.rights.seeAllOrder = false;
    values.until.seeAllOrder = new Date('2027-01-01T00:00:00Z');
    expect(rightsBodyOf(values)).toEqual({ rights: ['createOrder'], until: { createOrder: '2026-12-31' } });
  });
  it('a fully delegated member (null) shows every right ticked', () => {
    expect(Object.values(rightsValuesOf(null).rights).every(Boolean)).toBe(true);
  });
});
