import { describe, expect, it } from 'vitest';
import { booking, DEMO, line, rate, SECONDE } from './cart.fixtures.ts';
import { cartItemCount, cartReducer, EMPTY_CART } from './cart.reducer.ts';
import { CART_MAX_QUANTITY, type Cart, type CartAction } from './cart.types.ts';

const run = (cart: Cart, ...actions: CartAction[]) => actions.reduce(cartReducer, cart);
const add = (id: string, quantity?: number, over = {}, seller = DEMO): CartAction => ({
  type: 'add',
  seller,
  line: line(id, over),
  quantity,
});
const A = { idTmp: 'a', isFromFidelity: false };
const quantities = (cart: Cart) =>
  cart.orders.map((o) => [
    o.seller.id,
    o.products.map((l) => `${l.idTmp}${l.isFromFidelity ? '*' : ''}×${l.quantity}`),
  ]);

describe('cart reducer: products (spec §4)', () => {
  const cases: Array<{ name: string; actions: CartAction[]; expected: ReturnType<typeof quantities> }> = [
    {
      name: 'the first add creates the seller’s order',
      actions: [add('a')],
      expected: [['shop-demo', ['a×1']]],
    },
    {
      name: 'the same idTmp and origin raises the quantity by 1',
      actions: [add('a'), add('a')],
      expected: [['shop-demo', ['a×2']]],
    },
    { name: 'adding n raises it by n', actions: [add('a'), add('a', 5)], expected: [['shop-demo', ['a×6']]] },
    {
      name: 'a loyalty line is not merged with the same product bought',
      actions: [add('a'), add('a', 1, { isFromFidelity: true })],
      expected: [['shop-demo', ['a×1', 'a*×1']]],
    },
    {
      name: 'another seller gets its own order',
      actions: [add('a'), add('b', 1, {}, SECONDE)],
      expected: [
        ['shop-demo', ['a×1']],
        ['shop-seconde', ['b×1']],
      ],
    },
    {
      name: 'remove lowers by 1',
      actions: [add('a', 3), { type: 'remove', sellerId: DEMO.id, line: A }],
      expected: [['shop-demo', ['a×2']]],
    },
    {
      name: 'remove at 1 deletes the line and the emptied order',
      actions: [add('a'), { type: 'remove', sellerId: DEMO.id, line: A }],
      expected: [],
    },
    {
      name: 'remove at 1 keeps the order while another line stays',
      actions: [add('a'), add('b'), { type: 'remove', sellerId: DEMO.id, line: A }],
      expected: [['shop-demo', ['b×1']]],
    },
    {
      name: 'set quantity replaces it',
      actions: [add('a'), { type: 'setQuantity', sellerId: DEMO.id, line: A, quantity: 12 }],
      expected: [['shop-demo', ['a×12']]],
    },
    {
      name: 'set quantity 0 drops the line and the order',
      actions: [add('a'), { type: 'setQuantity', sellerId: DEMO.id, line: A, quantity: 0 }],
      expected: [],
    },
    {
      name: 'a quantity never passes 9999',
      actions: [add('a', 9000), add('a', 9000)],
      expected: [['shop-demo', [`a×${CART_MAX_QUANTITY}`]]],
    },
    { name: 'adding 0 changes nothing', actions: [add('a', 0)], expected: [] },
    {
      name: 'adding a fraction adds its whole part',
      actions: [add('a', 2.7)],
      expected: [['shop-demo', ['a×2']]],
    },
    {
      name: 'delete line removes it whatever its quantity',
      actions: [add('a', 4), { type: 'deleteLine', sellerId: DEMO.id, line: A }],
      expected: [],
    },
    {
      name: 'removing from a seller without an order creates nothing',
      actions: [{ type: 'remove', sellerId: 'nobody', line: A }],
      expected: [],
    },
    {
      name: 'loyalty reset drops loyalty lines only',
      actions: [add('a'), add('g', 1, { isFromFidelity: true }), { type: 'resetLoyalty', sellerId: DEMO.id }],
      expected: [['shop-demo', ['a×1']]],
    },
    {
      name: 'loyalty reset drops an order of loyalty lines only',
      actions: [add('g', 1, { isFromFidelity: true }), { type: 'resetLoyalty', sellerId: DEMO.id }],
      expected: [],
    },
    {
      name: "a placed seller's order leaves the cart, the other seller's stays",
      actions: [add('a'), add('b', 1, {}, SECONDE), { type: 'removeSeller', sellerId: DEMO.id }],
      expected: [[SECONDE.id, ['b×1']]],
    },
    {
      name: 'clear empties the cart',
      actions: [add('a'), add('b', 1, {}, SECONDE), { type: 'clear' }],
      expected: [],
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    expect(quantities(run(EMPTY_CART, ...c.actions))).toEqual(c.expected);
  });

  it('a new order starts with nothing chosen and the line as given', () => {
    const [order] = run(EMPTY_CART, add('a', 2)).orders;
    expect(order).toMatchObject({
      id: null,
      seller: DEMO,
      reservations: [],
      promotions: [],
      loyaltyData: null,
    });
    expect(order?.shipping).toEqual({ type: null, collectionPoint: null, price: 0, instructions: '' });
    expect(order?.products[0]).toEqual({ ...line('a'), quantity: 2 });
  });

  it('counts product quantities and persons booked for the badge', () => {
    const cart = run(EMPTY_CART, add('a', 2), {
      type: 'setReservation',
      seller: SECONDE,
      reservation: booking('e1', 's1', [rate('adult', 'ticket', 3)]),
    });
    expect(cartItemCount(cart)).toBe(5);
  });
});

describe('cart reducer: reservations (spec §4)', () => {
  const book = (...prices: ReturnType<typeof rate>[]): CartAction => ({
    type: 'setReservation',
    seller: DEMO,
    reservation: booking('e1', 's1', prices),
  });
  const prices = (cart: Cart) =>
    cart.orders.flatMap((o) =>
      o.reservations.map((r) => r.selectedPrices.map((p) => `${p.rateId}×${p.quantity}`)),
    );
  const cases: Array<{ name: string; actions: CartAction[]; expected: string[][] }> = [
    {
      name: 'a booking creates the seller’s order',
      actions: [book(rate('adult', 'ticket', 2))],
      expected: [['adult×2']],
    },
    {
      name: 'the same event and slot replaces its prices',
      actions: [
        book(rate('adult', 'ticket', 2)),
        book(rate('adult', 'ticket', 1), rate('child', 'ticket', 1)),
      ],
      expected: [['adult×1', 'child×1']],
    },
    {
      name: 'another slot is another booking',
      actions: [
        book(rate('adult', 'ticket', 2)),
        {
          type: 'setReservation',
          seller: DEMO,
          reservation: booking('e1', 's2', [rate('adult', 'ticket', 1)]),
        },
      ],
      expected: [['adult×2'], ['adult×1']],
    },
    {
      name: 'prices at 0 are dropped',
      actions: [book(rate('adult', 'ticket', 2), rate('child', 'ticket', 0))],
      expected: [['adult×2']],
    },
    {
      name: 'the tourist tax counts the counting persons only',
      actions: [
        book(
          rate('adult', 'ticket', 2),
          rate('baby', 'ticket', 1, { notCounting: true }),
          rate('tax', 'touristTax', 9),
        ),
      ],
      expected: [['adult×2', 'baby×1', 'tax×2']],
    },
    {
      name: 'without a counting person only optional prices stay (the tourist tax falls to 0)',
      actions: [
        book(
          rate('baby', 'ticket', 1, { notCounting: true }),
          rate('lunch', 'optional', 2),
          rate('tax', 'touristTax', 1),
        ),
      ],
      expected: [['lunch×2']],
    },
    {
      name: 'a booking left with nothing is dropped with its order',
      actions: [book(rate('adult', 'ticket', 2)), book(rate('adult', 'ticket', 0))],
      expected: [],
    },
    {
      name: 'remove reservation drops it',
      actions: [
        book(rate('adult', 'ticket', 2)),
        { type: 'removeReservation', sellerId: DEMO.id, eventId: 'e1', slotId: 's1' },
      ],
      expected: [],
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    expect(prices(run(EMPTY_CART, ...c.actions))).toEqual(c.expected);
  });

  it('keeps the booking’s totals: persons, options, tourist tax', () => {
    const cart = run(
      EMPTY_CART,
      book(
        rate('adult', 'ticket', 2),
        rate('baby', 'ticket', 1, { notCounting: true }),
        rate('lunch', 'optional', 3),
        rate('tax', 'touristTax', 0),
      ),
    );
    expect(cart.orders[0]?.reservations[0]).toMatchObject({
      totalQuantity: 3,
      optionalQuantities: 3,
      taxQuantities: 2,
    });
  });

  it('a stay: the tourist tax quantity is the taxable person-nights (a minor exempt)', () => {
    // domain-facts-wave3 §2: 2 adults + a 16-year-old for 3 nights → 6 person-nights.
    const stay: CartAction = {
      type: 'setReservation',
      seller: DEMO,
      reservation: {
        ...booking('gite', 'w48', [
          rate('adult', 'ticket', 2),
          rate('teen', 'ticket', 1, { touristTaxExempt: true }),
          rate('tax', 'touristTax', 0),
        ]),
        nights: 3,
      },
    };
    expect(run(EMPTY_CART, stay).orders[0]?.reservations[0]).toMatchObject({
      totalQuantity: 3,
      taxQuantities: 6,
      selectedPrices: expect.arrayContaining([expect.objectContaining({ rateId: 'tax', quantity: 6 })]),
    });
  });
});
