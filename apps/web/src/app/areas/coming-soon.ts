import type { LocalizedLabel } from '@cuvee/domain';

/**
 * The modules that will bring the pages not built yet ('Bientôt disponible'). Each area's
 * page map names the module of such a page explicitly (decision 0018): nothing falls back.
 */
export const COMING_SOON_MODULES = {
  orders: { fr: 'Commandes', en: 'Orders' },
  quotes: { fr: 'Devis', en: 'Quotes' },
  invoicing: { fr: 'Facturation', en: 'Invoicing' },
  samples: { fr: 'Échantillons', en: 'Samples' },
  payments: { fr: 'Règlements', en: 'Payments' },
  shipments: { fr: 'Expéditions', en: 'Shipments' },
  futures: { fr: 'Primeurs', en: 'Futures' },
  onlineShop: { fr: 'Boutique en ligne', en: 'Online shop' },
  stocks: { fr: 'Stocks', en: 'Stock' },
  crm: { fr: 'CRM', en: 'CRM' },
  marketing: { fr: 'Marketing', en: 'Marketing' },
  wineTourism: { fr: 'Œnotourisme', en: 'Wine tourism' },
  salesTeam: { fr: 'Équipe commerciale', en: 'Sales team' },
  reports: { fr: 'Rapports', en: 'Reports' },
  accounting: { fr: 'Comptabilité', en: 'Accounting' },
  purchases: { fr: 'Achats', en: 'Purchases' },
  cashRegister: { fr: 'Caisse', en: 'Cash register' },
  integrations: { fr: 'Intégrations', en: 'Integrations' },
  messaging: { fr: 'Messagerie', en: 'Messaging' },
  cart: { fr: 'Panier', en: 'Cart' },
  payment: { fr: 'Paiement', en: 'Payment' },
  simulator: { fr: 'Simulateur', en: 'Simulator' },
  administration: { fr: 'Administration', en: 'Administration' },
} as const satisfies Record<string, LocalizedLabel>;

export type ComingSoonModule = keyof typeof COMING_SOON_MODULES;
