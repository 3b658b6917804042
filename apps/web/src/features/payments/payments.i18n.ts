import { registerI18n } from '../../lib/i18n.ts';

// Texts of the card and SEPA step (the §8 payment message comes from the contracts' codes).
registerI18n('payments', {
  fr: {
    title: 'Carte bancaire ou prélèvement SEPA',
    imprint:
      "Aucun débit aujourd'hui : votre moyen de paiement est enregistré (empreinte de 0 €) et ne sera débité qu'après la validation de la commande par le producteur.",
    loading: 'Chargement du formulaire de paiement sécurisé…',
    save: 'Enregistrer mon moyen de paiement',
    saving: 'Enregistrement…',
    saved: 'Moyen de paiement enregistré',
    unavailable:
      'Le formulaire de paiement ne peut pas être chargé. Vérifiez votre connexion puis réessayez.',
  },
  en: {
    title: 'Card or SEPA direct debit',
    imprint:
      'Nothing is charged today: your payment method is saved (a 0 € imprint) and charged only once the producer validates the order.',
    loading: 'Loading the secure payment form…',
    save: 'Save my payment method',
    saving: 'Saving…',
    saved: 'Payment method saved',
    unavailable: 'The payment form cannot be loaded. Check your connection and try again.',
  },
});
