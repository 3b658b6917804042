import { registerI18n } from '../../../lib/i18n.ts';

// The booking page's 'Messages' panel (decision 0133): the visitor's mails and their state.

const fr = {
  title: 'Messages',
  intro: 'Les e-mails envoyés au visiteur pour cette réservation.',
  loading: 'Chargement des messages…',
  empty: 'Aucun message envoyé pour cette réservation.',
  loadError: 'Les messages n’ont pas pu être chargés.',
  retry: 'Réessayer',
  kinds: { confirmed: 'Confirmation', reminder: 'Rappel de la veille' },
  statuses: { sent: 'Envoyé', pending: 'En attente', failed: 'Échec', outbox: 'Boîte d’envoi (sans SMTP)' },
  to: 'À {{to}}',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof fr> = {
  title: 'Messages',
  intro: 'The e-mails sent to the visitor for this booking.',
  loading: 'Loading the messages…',
  empty: 'No message sent for this booking.',
  loadError: 'The messages could not be loaded.',
  retry: 'Retry',
  kinds: { confirmed: 'Confirmation', reminder: 'Day-before reminder' },
  statuses: { sent: 'Sent', pending: 'Pending', failed: 'Failed', outbox: 'Outbox (no SMTP)' },
  to: 'To {{to}}',
};

registerI18n('bookingMails', { fr, en });
