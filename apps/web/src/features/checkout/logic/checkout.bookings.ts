import type { CartOrder } from '@cuvee/domain/cart/cart.types';
import { create } from 'zustand';
import { bookedPrices } from '../../cart/logic/cart.pricing.ts';

/*
 * What the checkout asks of an order's bookings (issue 27): a contact for the visit (name,
 * e-mail, phone), the language of the guide, a message, and optionally the payment split among
 * groups, each paying its share by its own link (decision 0119). The persons by rate are the
 * cart's. Kept apart from the checkout's form: the placement's request merges them per booking.
 */

export type PaymentGroup = { name: string; share: number };
export type BookingDetails = {
  name: string;
  email: string;
  phone: string;
  language: string;
  message: string;
  /** Split among payment groups (2 to 20), or paid at once. */
  split: boolean;
  groups: PaymentGroup[];
};

export const MAX_GROUPS = 20;

export function defaultDetails(user: {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}): BookingDetails {
  return {
    name: [user.firstname, user.lastname].filter(Boolean).join(' '),
    email: user.email ?? '',
    phone: '',
    language: 'fr',
    message: '',
    split: false,
    groups: [
      { name: '', share: 1 },
      { name: '', share: 1 },
    ],
  };
}

type DetailsState = {
  bySeller: Record<string, BookingDetails>;
  set(sellerId: string, details: BookingDetails): void;
  clear(): void;
};

/** The details typed for each seller's bookings, for the checkout's life. */
export const useBookingDetails = create<DetailsState>((set) => ({
  bySeller: {},
  set: (sellerId, details) => set((s) => ({ bySeller: { ...s.bySeller, [sellerId]: details } })),
  clear: () => set({ bySeller: {} }),
}));

export type DetailsProblem = 'contactName' | 'contactEmail' | 'groupName' | 'groupShare' | 'groupCount';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is missing or wrong in an order's booking details, by field; empty when they can go. */
export function detailsProblems(details: BookingDetails): Partial<Record<DetailsProblem, true>> {
  const problems: Partial<Record<DetailsProblem, true>> = {};
  if (!details.name.trim()) problems.contactName = true;
  if (!EMAIL.test(details.email.trim())) problems.contactEmail = true;
  if (details.split) {
    if (details.groups.length < 2 || details.groups.length > MAX_GROUPS) problems.groupCount = true;
    if (details.groups.some((g) => !g.name.trim())) problems.groupName = true;
    if (details.groups.some((g) => !Number.isInteger(g.share) || g.share < 1 || g.share > 1000))
      problems.groupShare = true;
  }
  return problems;
}

/** Each group's part of an amount, by shares; the cents left by rounding go to the first groups. */
export function groupAmounts(total: number, groups: readonly PaymentGroup[]): number[] {
  const shares = groups.reduce((n, g) => n + Math.max(0, g.share), 0);
  if (shares === 0) return groups.map(() => 0);
  const parts = groups.map((g) => Math.floor((total * Math.max(0, g.share)) / shares));
  let left = total - parts.reduce((n, p) => n + p, 0);
  for (let i = 0; left > 0; i = (i + 1) % parts.length, left--) parts[i] = (parts[i] ?? 0) + 1;
  return parts;
}

/**
 * The placement's bookings of a seller's order: the cart's event, slot and persons, with the
 * contact, language and message typed; the payment groups go with the first booking (the API
 * takes one grouped booking per order).
 */
export function reservationsRequest(order: Pick<CartOrder, 'reservations'>, details: BookingDetails | undefined) {
  return order.reservations.map((r, index) => ({
    eventId: r.eventId,
    slotId: r.selectedSlot.slot.id,
    prices: bookedPrices(r),
    ...(details
      ? {
          contact: {
            name: details.name.trim(),
            email: details.email.trim(),
            ...(details.phone.trim() ? { phone: details.phone.trim() } : {}),
          },
          language: details.language,
          ...(details.message.trim() ? { message: details.message.trim() } : {}),
          ...(details.split && index === 0
            ? { groups: details.groups.map((g) => ({ name: g.name.trim(), share: g.share })) }
            : {}),
        }
      : {}),
  }));
}

/** Each seller's booking details as placed: the typed ones, else the account's name and e-mail. */
export function detailsOfCart(
  orders: readonly Pick<CartOrder, 'seller' | 'reservations'>[],
  typed: Record<string, BookingDetails>,
  user: Parameters<typeof defaultDetails>[0],
): { bySeller: Record<string, BookingDetails>; complete: boolean } {
  const bySeller: Record<string, BookingDetails> = {};
  let complete = true;
  for (const order of orders) {
    if (order.reservations.length === 0) continue;
    const details = typed[order.seller.id] ?? defaultDetails(user);
    bySeller[order.seller.id] = details;
    if (Object.keys(detailsProblems(details)).length > 0) complete = false;
  }
  return { bySeller, complete };
}

const TOURISM_REFUSAL =
  /créneau|places|réservation|personnes? par réservation|billet|tarif|activité|groupe/i;

/** A placement's refusal that is about the bookings (spec §5), shown at the order's bookings. */
export const isBookingRefusal = (message: string | undefined) => !!message && TOURISM_REFUSAL.test(message);
