import { registerI18n } from '../../../lib/i18n.ts';

// The buyer's order page beside its lines (issue 24): how to pay, the parcel's tracking, invoices.

const fr = {
  shipment: 'Suivi de l’expédition',
  notShipped: 'Votre commande n’est pas encore expédiée : le numéro de suivi apparaîtra ici.',
  invoices: 'Factures',
  invoice: 'Facture {{number}}',
  deposit: 'Facture d’acompte {{number}}',
  credit: 'Avoir {{number}}',
  issuedOn: 'du {{date}} — {{total}}',
  download: 'Télécharger (PDF)',
  downloading: 'Téléchargement…',
  preparing: 'En préparation…',
  bookings: {
    title: 'Réservations',
    slot: 'Le {{when}}',
    line: '{{label}} × {{quantity}}',
    extra: 'Option',
    touristTax: 'hors TVA',
    total: 'Total de la réservation',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof fr> = {
  shipment: 'Shipment tracking',
  notShipped: 'Your order has not shipped yet: its tracking number will show here.',
  invoices: 'Invoices',
  invoice: 'Invoice {{number}}',
  deposit: 'Deposit invoice {{number}}',
  credit: 'Credit note {{number}}',
  issuedOn: 'of {{date}} — {{total}}',
  download: 'Download (PDF)',
  downloading: 'Downloading…',
  preparing: 'Being prepared…',
  bookings: {
    title: 'Bookings',
    slot: 'On {{when}}',
    line: '{{label}} × {{quantity}}',
    extra: 'Extra',
    touristTax: 'outside VAT',
    total: 'Booking total',
  },
};

registerI18n('buyerOrder', { fr, en });
