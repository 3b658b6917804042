import type { BuyerOrder, BuyerOrderDetail } from '@cuvee/contracts/orders';

/** A buyer's order as GET /v1/orders/mine answers it: pending, by transfer, at Domaine Démo. */
export function buyerOrder(overrides: Partial<BuyerOrder> = {}): BuyerOrder {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    reference: 'CMD-2026-0001',
    seller: { id: 'shop-demo', name: 'Domaine Démo', urlShop: 'domaine-demo' },
    status: 'pending',
    deliveryStatus: 'pending',
    paymentStatus: 'pending',
    paymentType: 'transfer',
    totalHT: 2150,
    tva: 430,
    totalTTC: 3480,
    shipping: 900,
    excise: 8,
    css: 0,
    itemCount: 3,
    placedAt: '2026-11-20T10:30:00.000Z',
    ...overrides,
  };
}

/** The same order with its lines, its delivery and its address (GET /v1/orders/mine/:id). */
export function buyerOrderDetail(overrides: Partial<BuyerOrderDetail> = {}): BuyerOrderDetail {
  return {
    ...buyerOrder(),
    lines: [
      {
        id: 'line-1',
        label: 'Cuvée Prestige · 2022 · Bouteille 75 cl',
        quantity: 2,
        freeItems: 1,
        unitHT: 1075,
        unitTTC: 1290,
        vatRate: 20,
        excise: 6,
        css: 2,
        totalHT: 2150,
        totalTTC: 2580,
        contents: [],
      },
      {
        id: 'line-2',
        label: 'Tire-bouchon du domaine',
        quantity: 1,
        freeItems: 0,
        unitHT: 0,
        unitTTC: 0,
        vatRate: 5.5,
        excise: 0,
        css: 0,
        totalHT: 0,
        totalTTC: 0,
        contents: [],
      },
    ],
    delivery: { name: 'Livraison à domicile', kind: 'home', parcels: 1, franco: false },
    deliveryAddress: {
      firstname: 'Claire',
      lastname: 'Martin',
      street: '8 rue Oberkampf',
      zipcode: '75011',
      city: 'Paris',
      country: 'FR',
    },
    notes: null,
    ...overrides,
  };
}
