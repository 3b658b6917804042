import type { CartLine, CartReservation, ReservationPrice, SellerRef } from './cart.types.ts';

/** Test data shared by the cart's unit and property tests. */
export const DEMO: SellerRef = { id: 'shop-demo', name: 'Domaine Démo' };
export const SECONDE: SellerRef = { id: 'shop-seconde', name: 'Maison Seconde' };

export function line(idTmp: string, over: Partial<CartLine> = {}): Omit<CartLine, 'quantity'> {
  return {
    idTmp,
    productId: `p-${idTmp}`,
    formatId: `f-${idTmp}`,
    vintageId: null,
    productType: 'bottle',
    isFromFidelity: false,
    isWrapped: false,
    display: {
      name: `Vin ${idTmp}`,
      vintageName: '2022',
      formatLabel: '75 cl',
      picture: null,
      unitPrice: 1290,
    },
    ...over,
  };
}

export function rate(
  rateId: string,
  kind: ReservationPrice['kind'],
  quantity: number,
  over: Partial<ReservationPrice> = {},
): ReservationPrice {
  return {
    rateId,
    kind,
    label: rateId,
    priceTTC: 1500,
    quantity,
    notCounting: false,
    touristTaxExempt: false,
    ...over,
  };
}

export function booking(
  eventId: string,
  slotId: string,
  prices: ReservationPrice[],
): Omit<CartReservation, 'totalQuantity' | 'optionalQuantities' | 'taxQuantities'> {
  return {
    eventId,
    event: { title: `Visite ${eventId}`, visuals: [] },
    selectedSlot: {
      slot: { id: slotId, name: '10 h' },
      start: '2026-12-05T10:00:00.000Z',
      end: '2026-12-05T11:00:00.000Z',
      periodeMode: false,
      noHours: false,
    },
    selectedPrices: prices,
    nights: 1,
  };
}
