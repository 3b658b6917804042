/** The module that will bring a page that is not built yet ('Bientôt disponible'). */
const MODULES: [prefix: string, fr: string, en: string][] = [
  ['/dashboard/orders/quotes', 'Devis', 'Quotes'],
  ['/dashboard/orders/bills', 'Facturation', 'Invoicing'],
  ['/dashboard/orders/credits', 'Facturation', 'Invoicing'],
  ['/dashboard/orders/deposits', 'Facturation', 'Invoicing'],
  ['/dashboard/orders/ventilate', 'Facturation', 'Invoicing'],
  ['/dashboard/orders/samples', 'Échantillons', 'Samples'],
  ['/dashboard/orders', 'Commandes', 'Orders'],
  ['/dashboard/payments', 'Règlements', 'Payments'],
  ['/dashboard/delivery', 'Expéditions', 'Shipments'],
  ['/dashboard/futures', 'Primeurs', 'Futures'],
  ['/dashboard/products', 'Catalogue', 'Catalogue'],
  ['/dashboard/tarifs', 'Catalogue', 'Catalogue'],
  ['/dashboard/customize', 'Boutique en ligne', 'Online shop'],
  ['/dashboard/stocks', 'Stocks', 'Stock'],
  ['/dashboard/clients', 'CRM', 'CRM'],
  ['/dashboard/calendar', 'CRM', 'CRM'],
  ['/dashboard/tasks', 'CRM', 'CRM'],
  ['/dashboard/crm', 'Marketing', 'Marketing'],
  ['/dashboard/reservations', 'Œnotourisme', 'Wine tourism'],
  ['/dashboard/collaborators', 'Équipe commerciale', 'Sales team'],
  ['/dashboard/agents', 'Équipe commerciale', 'Sales team'],
  ['/dashboard/analytics', 'Rapports', 'Reports'],
  ['/dashboard/accounting', 'Comptabilité', 'Accounting'],
  ['/dashboard/suppliers', 'Achats', 'Purchases'],
  ['/dashboard/purchases', 'Achats', 'Purchases'],
  ['/dashboard/salespoints', 'Caisse', 'Cash register'],
  ['/dashboard/iframes', 'Intégrations', 'Integrations'],
  ['/iframes', 'Intégrations', 'Integrations'],
  ['/tickets', 'Messagerie', 'Messaging'],
  ['/cart', 'Panier', 'Cart'],
  ['/validate3ds', 'Paiement', 'Payment'],
  ['/get-api-key', 'Intégrations', 'Integrations'],
  ['/shops/add', 'Boutique en ligne', 'Online shop'],
  ['/roi-simulator', 'Simulateur', 'Simulator'],
  ['/disable-tracking-notif', 'Marketing', 'Marketing'],
  ['/admin', 'Administration', 'Administration'],
  ['/gs1', 'Catalogue', 'Catalogue'],
  ['/shops', 'Catalogue et boutique', 'Catalogue and storefront'],
];

export function moduleOf(pathname: string, language: 'fr' | 'en'): string | null {
  const found = MODULES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (!found) return null;
  return language === 'fr' ? found[1] : found[2];
}
