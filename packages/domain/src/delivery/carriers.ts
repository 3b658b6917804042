/*
 * The carriers a producer hands parcels to (issue 24, the shipping desk), as data: each one's
 * name and the page where its tracking number is followed ({ref} is the number, URL-encoded).
 * 'other' is the producer's own van or a carrier not listed: no tracking page.
 */

export const CARRIERS = {
  colissimo: {
    name: 'Colissimo',
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={ref}',
  },
  chronopost: {
    name: 'Chronopost',
    trackingUrl: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={ref}',
  },
  dpd: { name: 'DPD', trackingUrl: 'https://trace.dpd.fr/fr/trace/{ref}' },
  gls: { name: 'GLS', trackingUrl: 'https://gls-group.com/FR/fr/suivi-colis?match={ref}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=fr_FR&tracknum={ref}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id={ref}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={ref}' },
  tnt: {
    name: 'TNT',
    trackingUrl:
      'https://www.tnt.com/express/fr_fr/site/outils-expedition/suivi.html?searchType=con&cons={ref}',
  },
  mondialRelay: {
    name: 'Mondial Relay',
    trackingUrl: 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={ref}',
  },
  relaisColis: {
    name: 'Relais Colis',
    trackingUrl:
      'https://www.relaiscolis.com/suivi-de-colis/index/tracking/?codeEnseigne=&numeroExpedition={ref}',
  },
  geodis: { name: 'Geodis', trackingUrl: 'https://espace-client.geodis.com/services/tracking?ref={ref}' },
  other: { name: 'Autre transporteur', trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [CarrierId, ...CarrierId[]];

export const isCarrierId = (value: unknown): value is CarrierId =>
  typeof value === 'string' && Object.hasOwn(CARRIERS, value);

/** The carrier's name, or null for an unknown id (an order shipped before carriers were data). */
export function carrierName(id: string | null | undefined): string | null {
  return isCarrierId(id) ? CARRIERS[id].name : null;
}

/** The page following this parcel at its carrier, or null without a carrier page or a number. */
export function trackingUrl(id: string | null | undefined, ref: string | null | undefined): string | null {
  const number = ref?.trim();
  if (!number || !isCarrierId(id)) return null;
  const template: string | null = CARRIERS[id].trackingUrl;
  return template ? template.replace('{ref}', encodeURIComponent(number)) : null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The carrier a delivery mode's free text names ('Colissimo 48h', 'DHL Express', 'Mondial
 * Relay'), or null: the shipping desk's default, which the producer may change.
 */
export function carrierFromText(...texts: (string | null | undefined)[]): CarrierId | null {
  const words = texts.filter(Boolean).map((t) => fold(t!));
  if (words.length === 0) return null;
  // Longer names first: 'Relais Colis' before a bare 'colis', 'Chronopost' before 'post'.
  const ids = (CARRIER_IDS.filter((id) => id !== 'other') as CarrierId[]).sort(
    (a, b) => fold(CARRIERS[b].name).length - fold(CARRIERS[a].name).length,
  );
  for (const text of words) {
    for (const id of ids) if (text.includes(fold(CARRIERS[id].name))) return id;
    if (text.includes('laposte') || text.includes('lettresuivie')) return 'colissimo';
  }
  return null;
}
