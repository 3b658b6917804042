import { registerI18n } from '../../lib/i18n.ts';

// The settings' 'billing' section (issue 24): bank account, cheques, legal mentions, terms.

const fr = {
  title: 'Facturation',
  subtitle:
    'Ce que vos acheteurs lisent pour vous régler, et les mentions légales imprimées sur vos factures, devis et factures d’acompte.',
  loadError: 'Les informations de facturation n’ont pas pu être chargées.',
  retry: 'Réessayer',
  bank: 'Virement bancaire',
  bankHint:
    'Indiqué aux acheteurs qui paient par virement (confirmation, page de commande, e-mails) et sur vos factures (Factur-X).',
  iban: 'IBAN',
  ibanHelp: 'Vérifié avec sa clé de contrôle (ex. FR76 3000 4000 0312 3456 7890 143)',
  bic: 'BIC',
  bicHelp: '8 ou 11 caractères',
  bankName: 'Banque',
  accountHolder: 'Titulaire du compte',
  noIban:
    'Sans IBAN, vos acheteurs qui choisissent le virement lisent que vous leur communiquerez vos coordonnées bancaires.',
  cheque: 'Chèques',
  chequeHint: 'Indiqué aux acheteurs qui paient par chèque.',
  chequePayee: 'À l’ordre de',
  chequeAddress: 'Adresse d’envoi des chèques',
  legal: 'Mentions légales',
  legalHint: 'Imprimées au pied de vos factures, devis et factures d’acompte.',
  legalForm: 'Forme juridique',
  legalFormHelp: 'Ex. SCEA, EARL, GAEC, SAS',
  shareCapital: 'Capital social',
  rcs: 'RCS (ville du greffe et SIREN)',
  rcsHelp: 'Ex. RCS Beaune 123 456 789',
  paymentTerms: 'Conditions de paiement',
  paymentTermsHelp: 'Ex. Paiement à 30 jours par virement',
  preview: 'Aperçu sur vos documents',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof fr> = {
  title: 'Billing',
  subtitle:
    'What your buyers read to pay you, and the legal mentions printed on your invoices, quotes and deposit invoices.',
  loadError: 'The billing details could not be loaded.',
  retry: 'Retry',
  bank: 'Bank transfer',
  bankHint:
    'Shown to buyers who pay by transfer (confirmation, order page, e-mails) and on your invoices (Factur-X).',
  iban: 'IBAN',
  ibanHelp: 'Checked with its check digits (e.g. FR76 3000 4000 0312 3456 7890 143)',
  bic: 'BIC',
  bicHelp: '8 or 11 characters',
  bankName: 'Bank',
  accountHolder: 'Account holder',
  noIban: 'Without an IBAN, buyers who choose a transfer read that you will send them your bank details.',
  cheque: 'Cheques',
  chequeHint: 'Shown to buyers who pay by cheque.',
  chequePayee: 'Payable to',
  chequeAddress: 'Address to send cheques to',
  legal: 'Legal mentions',
  legalHint: 'Printed at the foot of your invoices, quotes and deposit invoices.',
  legalForm: 'Legal form',
  legalFormHelp: 'E.g. SCEA, EARL, GAEC, SAS',
  shareCapital: 'Share capital',
  rcs: 'Trade register (town and SIREN)',
  rcsHelp: 'E.g. RCS Beaune 123 456 789',
  paymentTerms: 'Payment terms',
  paymentTermsHelp: 'E.g. Payment within 30 days by transfer',
  preview: 'As printed on your documents',
};

registerI18n('settingsBilling', { fr, en });
