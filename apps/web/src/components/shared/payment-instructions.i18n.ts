import { registerI18n } from '../../lib/i18n.ts';

// How a buyer pays the seller (issue 24): the checkout's confirmation and the buyer's order page.

const fr = {
  transferTitle: 'Réglez par virement bancaire',
  checkTitle: 'Réglez par chèque',
  holder: 'Titulaire',
  iban: 'IBAN',
  bic: 'BIC',
  bank: 'Banque',
  reference: 'Référence à indiquer',
  transferHint:
    'Indiquez la référence {{reference}} dans le libellé de votre virement : {{seller}} reconnaîtra ainsi votre paiement.',
  noIban: '{{seller}} vous communiquera ses coordonnées bancaires par e-mail.',
  payee: 'À l’ordre de',
  address: 'À envoyer à',
  checkHint: 'Inscrivez la référence {{reference}} au dos de votre chèque.',
  noPayee: '{{seller}} vous indiquera à quel ordre libeller votre chèque.',
  copy: 'Copier l’IBAN',
  copied: 'IBAN copié',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof fr> = {
  transferTitle: 'Pay by bank transfer',
  checkTitle: 'Pay by cheque',
  holder: 'Account holder',
  iban: 'IBAN',
  bic: 'BIC',
  bank: 'Bank',
  reference: 'Reference to give',
  transferHint:
    'Put the reference {{reference}} in your transfer’s label so that {{seller}} recognises your payment.',
  noIban: '{{seller}} will send you their bank details by e-mail.',
  payee: 'Payable to',
  address: 'Send it to',
  checkHint: 'Write the reference {{reference}} on the back of your cheque.',
  noPayee: '{{seller}} will tell you whom to make your cheque payable to.',
  copy: 'Copy the IBAN',
  copied: 'IBAN copied',
};

registerI18n('paymentInstructions', { fr, en });
