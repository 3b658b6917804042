/** Client typologies offered to shops (spec §3 reference lists: 14 values). */
export const CLIENT_TYPOLOGIES = [
  { key: 'particulier', name: 'Particulier', pro: false },
  { key: 'restaurateur', name: 'Restaurateur', pro: true },
  { key: 'caviste', name: 'Caviste', pro: true },
  { key: 'grossiste', name: 'Grossiste', pro: true },
  { key: 'importateur', name: 'Importateur', pro: true },
  { key: 'bar', name: 'Bar', pro: true },
  { key: 'hotel', name: 'Hôtel', pro: true },
  { key: 'epicerie-fine', name: 'Épicerie fine', pro: true },
  { key: 'grande-distribution', name: 'Grande distribution', pro: true },
  { key: 'comite-entreprise', name: "Comité d'entreprise", pro: true },
  { key: 'association', name: 'Association', pro: true },
  { key: 'agent', name: 'Agent commercial', pro: true },
  { key: 'distributeur', name: 'Distributeur', pro: true },
  { key: 'export', name: 'Export', pro: true },
] as const;
export type ClientTypologyKey = (typeof CLIENT_TYPOLOGIES)[number]['key'];

export const BUSINESS_TYPES = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const;

/** Top-level paths a shop's urlShop may not take: they are routes of the product. */
export const RESERVED_SHOP_URLS = [
  'admin',
  'api',
  'assets',
  'auth',
  'booking-groups',
  'cart',
  'dashboard',
  'disable-tracking-notif',
  'get-api-key',
  'gs1',
  'help',
  'iframes',
  'manifest.webmanifest',
  'quotes',
  'roi-simulator',
  'shops',
  'sw.js',
  'tickets',
  'uploads',
  'v1',
  'validate3ds',
  'version.json',
  'demo',
  'favicon.ico',
  'robots.txt',
] as const;

/** Lower case without accents, for searches that ignore both ('Découverte' ~ 'decouverte'). */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** 'Domaine Démo' → 'domaine-demo': lowercase, accents dropped, dashes between words. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
