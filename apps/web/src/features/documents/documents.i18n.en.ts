import type { fr } from './documents.i18n.fr.ts';

/** English texts of the documents namespace. */
export const en: typeof fr = {
  panel: {
    title: 'Documents',
    empty: 'No document for this order',
    emptyText: 'Make a quote, an order confirmation or a delivery note as a PDF.',
    loading: 'Loading documents…',
    generate: 'Generate',
    generateQuote: 'Quote',
    generateOrder: 'Order confirmation',
    generateDelivery: 'Delivery note',
    download: 'Download',
    send: 'Send by e-mail',
    kinds: {
      quote: 'Quote',
      order: 'Order confirmation',
      invoice: 'Invoice',
      deposit: 'Deposit invoice',
      credit: 'Credit note',
      delivery: 'Delivery note',
    },
  },
  send: {
    title: 'Send the document by e-mail',
    recipients: 'Recipients',
    template: 'Subject and text follow the shop’s template: “{{subject}}”.',
    note: 'Personal note (optional)',
    noteHelp: 'Plain text added to the message, {{max}} characters at most.',
    unconfirmed:
      'Confirm your e-mail address (link sent at sign-up) to send to recipients who are not your clients.',
    cancel: 'Cancel',
    submit: 'Send',
  },
};
