import type { DeliveryStatus, OrderStatus } from './statuses.ts';

/*
 * The sales lifecycle (issue 16, decision 0045). The spec lists the statuses (§4) but not the
 * moves between them: these are the moves producers' tools make, and the API refuses any other
 * with the French message below (409: the document is not in a state for it).
 *
 * - A quote is an order of kind 'quote': a draft, sent to the client (pending), then accepted
 *   (it becomes an order, the same row, with an order number), refused or expired.
 * - An order entered in the back office starts as a draft; a buyer's order starts pending. The
 *   producer validates it (its stock stays reserved; a card order is charged then) or refuses
 *   it (its stock is released). Shipping consumes the stock. Invoicing freezes it: an invoiced
 *   order changes only by a credit note, which cancels it when it credits the whole invoice.
 * - A sample is an order of kind 'sample': validated, shipped, never invoiced (free).
 */

export const ORDER_KINDS = ['order', 'quote', 'sample'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_ACTIONS = [
  'send',
  'accept',
  'validate',
  'refuse',
  'cancel',
  'expire',
  'invoice',
  'credit',
  'abort',
  'edit',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Move = {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly kinds: readonly OrderKind[];
};

/** Each action: the statuses it starts from, the one it leads to, and the kinds it applies to. */
export const ORDER_TRANSITIONS: Record<OrderAction, Move> = {
  /**
   * A quote is sent to the client: it waits for their answer. Sent again while it waits (a lost
   * mail): a new link, the earlier one ends (issue 24).
   */
  send: { from: ['draft', 'pending'], to: 'pending', kinds: ['quote'] },
  /** The client accepts the quote: it becomes an order waiting for validation. */
  accept: { from: ['draft', 'pending'], to: 'pending', kinds: ['quote'] },
  /** The producer confirms the order (stock stays reserved; a card is charged). */
  validate: { from: ['draft', 'pending', 'error'], to: 'validated', kinds: ['order', 'sample'] },
  /** The producer declines a buyer's order, or the client declines a quote (stock released). */
  refuse: { from: ['draft', 'pending', 'error'], to: 'refused', kinds: ['order', 'quote', 'sample'] },
  /** Called off before invoicing (stock released). */
  cancel: {
    from: ['draft', 'pending', 'validated', 'error'],
    to: 'cancelled',
    kinds: ['order', 'quote', 'sample'],
  },
  /** A quote past its validity date. */
  expire: { from: ['draft', 'pending'], to: 'expired', kinds: ['quote'] },
  /** An invoice is issued for the order: it is frozen. */
  invoice: { from: ['validated'], to: 'invoiced', kinds: ['order'] },
  /** A credit note for the whole invoice cancels the invoiced order. */
  credit: { from: ['invoiced'], to: 'cancelled', kinds: ['order'] },
  /** The buyer abandons an order they have not paid (the cart's abort). */
  abort: { from: ['pending'], to: 'aborted', kinds: ['order'] },
  /** Lines, client, delivery or terms change: only before validation. */
  // Only what the shop is still writing: a buyer's order awaiting validation has its stock
  // reserved and its buyer's word; it is validated or refused, not rewritten (decision 0046).
  edit: { from: ['draft'], to: 'draft', kinds: ['order', 'quote', 'sample'] },
};

/** Statuses whose stock reservations are given back. */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['refused', 'cancelled', 'aborted', 'expired'];

/** The delivery's state counts for cancelling: goods that left the cellar are not called off. */
export type OrderState = { kind: OrderKind; status: OrderStatus; deliveryStatus?: DeliveryStatus };

/** While the goods are still at the estate: an order may be cancelled (its stock released). */
export const CANCELLABLE_DELIVERY: readonly DeliveryStatus[] = [
  'pending',
  'preparation',
  'pendingPickup',
  'error',
];

/** The access action entering or changing a document of this kind needs (createQuote, else createOrder). */
export function writeActionOf(kind: OrderKind): 'quotes.write' | 'orders.write' {
  return kind === 'quote' ? 'quotes.write' : 'orders.write';
}

/** The French refusal of an action the order's state does not allow, or null when allowed. */
export function orderActionRefusal(action: OrderAction, order: OrderState): string | null {
  const move = ORDER_TRANSITIONS[action];
  if (!move.kinds.includes(order.kind)) return KIND_REFUSALS[order.kind](action);
  if (
    action === 'cancel' &&
    move.from.includes(order.status) &&
    order.deliveryStatus &&
    !CANCELLABLE_DELIVERY.includes(order.deliveryStatus)
  )
    return `La livraison est « ${DELIVERY_FR[order.deliveryStatus]} » : la commande ne peut plus être annulée`;
  if (move.from.includes(order.status)) return null;
  if (order.status === 'invoiced' && action === 'cancel')
    return 'Une commande facturée ne peut être annulée que par un avoir';
  if (order.status === 'invoiced' && action === 'edit')
    return 'Une commande facturée ne peut plus être modifiée : établissez un avoir';
  return `Action impossible : la commande est « ${STATUS_FR[order.status]} »`;
}

/** The status an allowed action leads to (edit keeps the draft a draft). */
export function nextOrderStatus(action: OrderAction, order: OrderState): OrderStatus {
  if (action === 'edit') return order.status;
  return ORDER_TRANSITIONS[action].to;
}

/** The actions the order's state allows (the screen shows these buttons, the API the same). */
export function allowedOrderActions(order: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => a !== 'abort' && orderActionRefusal(a, order) === null);
}

const STATUS_FR: Record<OrderStatus, string> = {
  draft: 'brouillon',
  pending: 'en attente',
  validated: 'validée',
  refused: 'refusée',
  cancelled: 'annulée',
  aborted: 'abandonnée',
  expired: 'expirée',
  invoiced: 'facturée',
  error: 'en erreur',
};

const KIND_REFUSALS: Record<OrderKind, (action: OrderAction) => string> = {
  order: (a) =>
    a === 'send' || a === 'accept' || a === 'expire'
      ? 'Cette action ne concerne que les devis'
      : 'Action impossible pour une commande',
  quote: (a) =>
    a === 'invoice' || a === 'credit'
      ? "Un devis ne se facture pas : transformez-le d'abord en commande"
      : "Un devis doit d'abord être accepté pour devenir une commande",
  sample: (a) =>
    a === 'invoice' || a === 'credit'
      ? 'Un échantillon est gratuit : il ne se facture pas'
      : 'Action impossible pour un échantillon',
};

// Delivery (spec §4 delivery statuses): moves only on a validated or invoiced order or sample.

export const DELIVERY_ACTIONS = [
  'prepare',
  'ready',
  'ship',
  'pickup',
  'deliver',
  'partial',
  'return',
  'incident',
] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

const DELIVERY_MOVES: Record<DeliveryAction, { from: readonly DeliveryStatus[]; to: DeliveryStatus }> = {
  prepare: { from: ['pending'], to: 'preparation' },
  /** Ready to be collected at the estate or a collection point. */
  ready: { from: ['pending', 'preparation'], to: 'pendingPickup' },
  /** Handed to the carrier with a tracking reference and parcels. */
  ship: { from: ['pending', 'preparation', 'exception'], to: 'transit' },
  pickup: { from: ['pendingPickup'], to: 'pickup' },
  deliver: { from: ['transit', 'partiallyDelivered', 'pendingPickup', 'exception'], to: 'delivered' },
  partial: { from: ['transit'], to: 'partiallyDelivered' },
  return: { from: ['transit', 'delivered', 'partiallyDelivered', 'exception'], to: 'returned' },
  incident: { from: ['transit', 'preparation'], to: 'exception' },
};

export const DELIVERING_ORDER_STATUSES: readonly OrderStatus[] = ['validated', 'invoiced'];

export type DeliveryState = { kind: OrderKind; status: OrderStatus; deliveryStatus: DeliveryStatus };

/** The French refusal of a delivery move, or null when allowed. */
export function deliveryActionRefusal(action: DeliveryAction, order: DeliveryState): string | null {
  if (order.kind === 'quote') return 'Un devis ne se livre pas';
  if (!DELIVERING_ORDER_STATUSES.includes(order.status))
    return "La commande doit être validée avant d'être préparée ou expédiée";
  if (!DELIVERY_MOVES[action].from.includes(order.deliveryStatus))
    return `Action impossible : la livraison est « ${DELIVERY_FR[order.deliveryStatus]} »`;
  return null;
}

export function nextDeliveryStatus(action: DeliveryAction): DeliveryStatus {
  return DELIVERY_MOVES[action].to;
}

/** Whether the delivery move takes the goods out of the warehouse (stock consumed). */
export const consumesStock = (action: DeliveryAction) =>
  action === 'ship' || action === 'pickup' || action === 'deliver';

export function allowedDeliveryActions(order: DeliveryState): DeliveryAction[] {
  return DELIVERY_ACTIONS.filter((a) => deliveryActionRefusal(a, order) === null);
}

const DELIVERY_FR: Record<DeliveryStatus, string> = {
  pending: 'à préparer',
  preparation: 'en préparation',
  pendingPickup: 'prête à enlever',
  pickup: 'enlevée',
  transit: 'en transit',
  partiallyDelivered: 'livrée en partie',
  partiallyReturned: 'retournée en partie',
  delivered: 'livrée',
  returned: 'retournée',
  error: 'en erreur',
  exception: 'en incident',
};
