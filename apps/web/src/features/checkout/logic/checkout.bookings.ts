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

/**
 * Each group's part of an amount by shares, as the server splits it (the cents left by rounding
 * to the largest fractions, the first groups first): what each link will ask.
 */
export function groupAmounts(total: number, groups: readonly PaymentGroup[]): number[] {
  const shares = groups.map((g) => Math.max(0, g.share));
  const sum = shares.reduce((n, s) => n + s, 0);
  if (sum === 0) return groups.map(() => 0);
  const exact = shares.map((s) => (total * s) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((n, p) => n + p, 0);
  const byFraction = exact
    .map((e, i) => ({ i, f: e - Math.floor(e) }))
    .sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The placement's bookings of a seller's order: the cart's event, slot and persons, with the
 * contact, language and message typed; the payment groups go with the first booking (the API
 * takes one grouped booking per order).
 */
export function reservationsRequest(
  order: Pick<CartOrder, 'reservations'>,
  details: BookingDetails | undefined,
) {
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

const TOURISM_REFUSAL = /créneau|places|réservation|personnes? par réservation|billet|tarif|activité|groupe/i;

/** A placement's refusal that is about the bookings (spec §5), shown at the order's bookings. */
export const isBookingRefusal = (message: string | undefined) => !!message && TOURISM_REFUSAL.test(message);
