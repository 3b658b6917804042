/** French texts (the reference shape) of the documents namespace. */
export const fr = {
  panel: {
    title: 'Documents',
    empty: 'Aucun document pour cette commande',
    emptyText: 'Générez un devis, un bon de commande ou un bon de livraison en PDF.',
    loading: 'Chargement des documents…',
    generate: 'Générer',
    generateQuote: 'Devis',
    generateOrder: 'Bon de commande',
    generateDelivery: 'Bon de livraison',
    download: 'Télécharger',
    send: 'Envoyer par e-mail',
    kinds: {
      quote: 'Devis',
      order: 'Bon de commande',
      invoice: 'Facture',
      deposit: "Facture d'acompte",
      credit: 'Avoir',
      delivery: 'Bon de livraison',
    },
  },
  send: {
    title: 'Envoyer le document par e-mail',
    recipients: 'Destinataires',
    template: 'Objet et texte suivent le modèle de la boutique : « {{subject}} ».',
    note: 'Note personnelle (facultative)',
    noteHelp: 'Texte simple ajouté au message, {{max}} caractères au plus.',
    unconfirmed:
      "Confirmez votre adresse e-mail (lien reçu à l'inscription) pour envoyer à des destinataires qui ne sont pas vos clients.",
    cancel: 'Annuler',
    submit: 'Envoyer',
  },
};
