import type { DashboardPaymentType } from '../cart/cart.types.ts';

/*
 * The statuses of spec §4 and how they are shown: one colour per display group (grey, light
 * blue, blue, red, otherwise orange; groups waiting, cancel, online, finished, error). The
 * transitions between order statuses are the sales back office's (issue 16); placement only
 * creates pending orders and the buyer's abandon aborts them.
 */

export const ORDER_STATUSES = [
  'draft',
  'pending',
  'validated',
  'refused',
  'cancelled',
  'aborted',
  'expired',
  'invoiced',
  'error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_STATUSES = [
  'pending',
  'preparation',
  'pendingPickup',
  'pickup',
  'transit',
  'partiallyDelivered',
  'partiallyReturned',
  'delivered',
  'returned',
  'error',
  'exception',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'setup',
  'processing',
  'requiresAction',
  'paid',
  'partial',
  'missing',
  'refunded',
  'error',
  'cancelled',
  'scheduled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The payment types of spec §3 a buyer may choose at checkout, each shop offering its own list:
 * transfer, check, cash, on invoice ('bill'), card ('stripe') and SEPA debit ('stripeSepa').
 */
export const CHECKOUT_PAYMENT_TYPES = ['transfer', 'check', 'cash', 'bill', 'stripe', 'stripeSepa'] as const;
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];
/** Paid through the card provider: a 0 € imprint at order time, the debit after validation. */
export const isCardPayment = (type: string) => type === 'stripe' || type === 'stripeSepa';
/** Every payment type of spec §3 (the dashboard's list), as the screens and documents name them. */
export const PAYMENT_TYPE_LABELS: Record<DashboardPaymentType, { fr: string; en: string }> = {
  transfer: { fr: 'Virement bancaire', en: 'Bank transfer' },
  check: { fr: 'Chèque', en: 'Cheque' },
  cash: { fr: 'Espèces', en: 'Cash' },
  bill: { fr: 'À réception de facture', en: 'On invoice' },
  stripe: { fr: 'Carte bancaire', en: 'Card' },
  stripeSepa: { fr: 'Prélèvement SEPA', en: 'SEPA direct debit' },
  cb: { fr: 'Carte bancaire (TPE)', en: 'Card (terminal)' },
  cbnc: { fr: 'Carte sans contact', en: 'Contactless card' },
  sample: { fr: 'Échantillon', en: 'Sample' },
  tips: { fr: 'Pourboire', en: 'Tips' },
  ticket: { fr: 'Titre-restaurant', en: 'Meal voucher' },
  gift: { fr: 'Chèque cadeau', en: 'Gift voucher' },
  paypal: { fr: 'PayPal', en: 'PayPal' },
  credit: { fr: 'Crédit', en: 'Credit' },
  other: { fr: 'Autre', en: 'Other' },
  sumUp: { fr: 'SumUp', en: 'SumUp' },
  up2Pay: { fr: 'Up2Pay', en: 'Up2Pay' },
  creditNote: { fr: 'Avoir', en: 'Credit note' },
};

export const LEGAL_DOCUMENT_STATUSES = [
  'pending',
  'generated',
  'processing',
  'incomplete',
  'completed',
  'rejected',
  'cancelled',
  'error',
] as const;
export type LegalDocumentStatus = (typeof LEGAL_DOCUMENT_STATUSES)[number];

/** How much of a credit note is still to use: all of it, part, none; or cancelled. */
export const CREDIT_STATUSES = ['full', 'partial', 'empty', 'cancelled'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const SEPA_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;
export type SepaStatus = (typeof SEPA_STATUSES)[number];

export type StatusGroup = 'waiting' | 'cancel' | 'online' | 'finished' | 'error';
export type StatusColour = 'orange' | 'grey' | 'lightBlue' | 'blue' | 'red';

/** Each display group has its colour (spec §4); a status not listed waits (orange). */
export const GROUP_COLOUR: Record<StatusGroup, StatusColour> = {
  waiting: 'orange',
  cancel: 'grey',
  online: 'lightBlue',
  finished: 'blue',
  error: 'red',
};

const ORDER_GROUPS: Partial<Record<OrderStatus, StatusGroup>> = {
  draft: 'cancel',
  refused: 'error',
  cancelled: 'cancel',
  aborted: 'cancel',
  expired: 'cancel',
  validated: 'online',
  invoiced: 'finished',
  error: 'error',
};
const DELIVERY_GROUPS: Partial<Record<DeliveryStatus, StatusGroup>> = {
  preparation: 'online',
  pendingPickup: 'online',
  pickup: 'online',
  transit: 'online',
  delivered: 'finished',
  returned: 'error',
  error: 'error',
  exception: 'error',
};
const PAYMENT_GROUPS: Partial<Record<PaymentStatus, StatusGroup>> = {
  setup: 'online',
  processing: 'online',
  scheduled: 'online',
  paid: 'finished',
  refunded: 'cancel',
  cancelled: 'cancel',
  missing: 'error',
  error: 'error',
};

const LEGAL_DOCUMENT_GROUPS: Partial<Record<LegalDocumentStatus, StatusGroup>> = {
  processing: 'online',
  generated: 'finished',
  completed: 'finished',
  rejected: 'error',
  cancelled: 'cancel',
  error: 'error',
};
const CREDIT_GROUPS: Partial<Record<CreditStatus, StatusGroup>> = {
  full: 'online',
  partial: 'waiting',
  empty: 'finished',
  cancelled: 'cancel',
};
const SEPA_GROUPS: Partial<Record<SepaStatus, StatusGroup>> = {
  processing: 'online',
  completed: 'finished',
  error: 'error',
};

/**
 * Where a quote stands for its client (issue 24): what the Devis list shows and filters on,
 * derived from the order row by quoteOutcome (quote-outcome.ts); an accepted quote is an order.
 */
export const QUOTE_OUTCOMES = ['draft', 'sent', 'accepted', 'refused', 'expired', 'cancelled'] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];
const QUOTE_GROUPS: Partial<Record<QuoteOutcome, StatusGroup>> = {
  draft: 'cancel',
  sent: 'online',
  accepted: 'finished',
  refused: 'error',
  expired: 'cancel',
  cancelled: 'cancel',
};

export type StatusKind = 'order' | 'delivery' | 'payment' | 'legalDocument' | 'credit' | 'sepa' | 'quote';
const GROUPS: Record<StatusKind, Record<string, StatusGroup>> = {
  order: ORDER_GROUPS,
  quote: QUOTE_GROUPS,
  delivery: DELIVERY_GROUPS,
  payment: PAYMENT_GROUPS,
  legalDocument: LEGAL_DOCUMENT_GROUPS,
  credit: CREDIT_GROUPS,
  sepa: SEPA_GROUPS,
};

/** The display group of a status (its chip's colour follows). */
export function statusGroup(kind: StatusKind, status: string): StatusGroup {
  return GROUPS[kind][status] ?? 'waiting';
}

/** French and English labels of the statuses the buyer sees. */
export const STATUS_LABELS: Record<StatusKind, Record<string, { fr: string; en: string }>> = {
  order: {
    draft: { fr: 'Brouillon', en: 'Draft' },
    pending: { fr: 'En attente de validation', en: 'Awaiting validation' },
    validated: { fr: 'Validée', en: 'Validated' },
    refused: { fr: 'Refusée', en: 'Refused' },
    cancelled: { fr: 'Annulée', en: 'Cancelled' },
    aborted: { fr: 'Abandonnée', en: 'Abandoned' },
    expired: { fr: 'Expirée', en: 'Expired' },
    invoiced: { fr: 'Facturée', en: 'Invoiced' },
    error: { fr: 'En erreur', en: 'Error' },
  },
  delivery: {
    pending: { fr: 'À préparer', en: 'To prepare' },
    preparation: { fr: 'En préparation', en: 'Being prepared' },
    pendingPickup: { fr: 'Prête à enlever', en: 'Ready for pick-up' },
    pickup: { fr: 'Enlevée', en: 'Picked up' },
    transit: { fr: 'En transit', en: 'In transit' },
    partiallyDelivered: { fr: 'Livrée en partie', en: 'Partly delivered' },
    partiallyReturned: { fr: 'Retournée en partie', en: 'Partly returned' },
    delivered: { fr: 'Livrée', en: 'Delivered' },
    returned: { fr: 'Retournée', en: 'Returned' },
    error: { fr: 'En erreur', en: 'Error' },
    exception: { fr: 'Incident de livraison', en: 'Delivery exception' },
  },
  payment: {
    pending: { fr: 'En attente de paiement', en: 'Awaiting payment' },
    setup: { fr: 'Empreinte enregistrée', en: 'Card saved' },
    processing: { fr: 'Paiement en cours', en: 'Processing' },
    requiresAction: { fr: 'Action requise', en: 'Action required' },
    paid: { fr: 'Payée', en: 'Paid' },
    partial: { fr: 'Payée en partie', en: 'Partly paid' },
    missing: { fr: 'Impayée', en: 'Unpaid' },
    refunded: { fr: 'Remboursée', en: 'Refunded' },
    error: { fr: 'Paiement refusé', en: 'Payment failed' },
    cancelled: { fr: 'Paiement annulé', en: 'Payment cancelled' },
    scheduled: { fr: 'Prélèvement programmé', en: 'Scheduled' },
  },
  legalDocument: {
    pending: { fr: 'En attente', en: 'Queued' },
    generated: { fr: 'Généré', en: 'Generated' },
    processing: { fr: 'En cours de génération', en: 'Being generated' },
    incomplete: { fr: 'Incomplet', en: 'Incomplete' },
    completed: { fr: 'Envoyé', en: 'Sent' },
    rejected: { fr: 'Rejeté', en: 'Rejected' },
    cancelled: { fr: 'Annulé', en: 'Cancelled' },
    error: { fr: 'En erreur', en: 'Error' },
  },
  credit: {
    full: { fr: 'Disponible', en: 'Available' },
    partial: { fr: 'Utilisé en partie', en: 'Partly used' },
    empty: { fr: 'Utilisé', en: 'Used' },
    cancelled: { fr: 'Annulé', en: 'Cancelled' },
  },
  quote: {
    draft: { fr: 'Brouillon', en: 'Draft' },
    sent: { fr: 'Envoyé', en: 'Sent' },
    accepted: { fr: 'Accepté', en: 'Accepted' },
    refused: { fr: 'Refusé', en: 'Refused' },
    expired: { fr: 'Expiré', en: 'Expired' },
    cancelled: { fr: 'Annulé', en: 'Cancelled' },
  },
  sepa: {
    pending: { fr: 'En attente', en: 'Pending' },
    processing: { fr: 'En cours', en: 'Processing' },
    completed: { fr: 'Prélevé', en: 'Collected' },
    error: { fr: 'En erreur', en: 'Error' },
  },
};
