/*
 * A booking's statuses and the moves between them (issue 27, decision 0102), as a table like
 * orders/lifecycle.ts: the API refuses any other move with the French message below (409).
 *
 * - pending: places are held, the booking waits (an order not paid yet, a group whose payment
 *   groups have not all paid, a phone booking the producer has not confirmed);
 * - confirmed: the visit will happen (paid, or the producer confirmed it);
 * - cancelled: called off by the producer or the visitor (places released);
 * - expired: a pending booking past its deadline (places released).
 * Places are held in pending and confirmed, released on leaving them.
 */

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = ['confirm', 'cancel', 'expire'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

type Move = { readonly from: readonly BookingStatus[]; readonly to: BookingStatus };

export const BOOKING_TRANSITIONS: Record<BookingAction, Move> = {
  /** Paid, or the producer confirms a booking taken by phone. */
  confirm: { from: ['pending'], to: 'confirmed' },
  /** Called off (the event's cancellation terms say whether it is refunded). */
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
  /** A pending booking past its deadline (a group that never paid). */
  expire: { from: ['pending'], to: 'expired' },
};

/** The statuses whose bookings hold places of their slot. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

export const holdsPlaces = (status: BookingStatus) => HOLDING_STATUSES.includes(status);

/** The action leading to `to`, if any leads there from `from`. */
export function bookingActionTo(from: BookingStatus, to: BookingStatus): BookingAction | null {
  for (const action of BOOKING_ACTIONS) {
    const move = BOOKING_TRANSITIONS[action];
    if (move.to === to && move.from.includes(from)) return action;
  }
  return null;
}

export const BOOKING_STATUS_LABELS: Record<BookingStatus, { fr: string; en: string }> = {
  pending: { fr: 'En attente', en: 'Pending' },
  confirmed: { fr: 'Confirmée', en: 'Confirmed' },
  cancelled: { fr: 'Annulée', en: 'Cancelled' },
  expired: { fr: 'Expirée', en: 'Expired' },
};

/** The refusal of a move the table does not allow. */
export function bookingMoveRefusal(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `Cette réservation est déjà ${BOOKING_STATUS_LABELS[to].fr.toLowerCase()}`;
  return `Une réservation ${BOOKING_STATUS_LABELS[from].fr.toLowerCase()} ne peut pas passer au statut « ${BOOKING_STATUS_LABELS[to].fr.toLowerCase()} »`;
}
