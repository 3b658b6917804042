import { describe, expect, it } from 'vitest';
import { cartOrderFixture } from './cart.fixtures.ts';
import { UpdateMeBody } from './users.ts';

describe('UpdateMeBody (decision 0026)', () => {
  it('refuses a cart order keyed by a name every object inherits', () => {
    // `__proto__` never reaches a schema: the API's JSON parser refuses it.
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const order = JSON.parse(`{"${key}": 1}`);
      expect(UpdateMeBody.safeParse({ cart: { orders: [order] } }).success, key).toBe(false);
    }
    expect(UpdateMeBody.safeParse({ cart: { orders: [cartOrderFixture()] } }).success).toBe(true);
  });

  it('bounds first and last names at 100 characters', () => {
    expect(UpdateMeBody.safeParse({ firstname: 'é'.repeat(101) }).success).toBe(false);
    expect(UpdateMeBody.safeParse({ lastname: 'é'.repeat(100) }).success).toBe(true);
  });

  it('bounds the cart date', () => {
    expect(UpdateMeBody.safeParse({ cart: { orders: [], lastUpdated: '2'.repeat(41) } }).success).toBe(false);
    expect(
      UpdateMeBody.safeParse({ cart: { orders: [], lastUpdated: new Date().toISOString() } }).success,
    ).toBe(true);
  });
});
