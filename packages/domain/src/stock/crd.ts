/**
 * CRD capsules (capsules représentatives de droits), domain-facts: colour per kind of product
 * (arrêté of 5 July 2011), and the account a DRM reports per colour, fiscal category and
 * volume: opening, entries, uses, destructions, closing.
 */
type L = { fr: string; en: string };

export const CRD_COLOURS = ['green', 'blue', 'lieDeVin', 'orange', 'yellow', 'grey', 'red', 'white'] as const;
export type CrdColour = (typeof CRD_COLOURS)[number];
export const CRD_COLOUR_LABELS: Record<CrdColour, L> = {
  green: { fr: 'Vert', en: 'Green' },
  blue: { fr: 'Bleu', en: 'Blue' },
  lieDeVin: { fr: 'Lie-de-vin', en: 'Wine-lees' },
  orange: { fr: 'Orange', en: 'Orange' },
  yellow: { fr: 'Jaune', en: 'Yellow' },
  grey: { fr: 'Gris', en: 'Grey' },
  red: { fr: 'Rouge', en: 'Red' },
  white: { fr: 'Blanc', en: 'White' },
};

/** Fiscal categories of the excise table (domain-facts), plus spirits. */
export const FISCAL_CATEGORIES = [
  'stillWine',
  'sparklingWine',
  'cider',
  'intermediateAop',
  'intermediateOther',
  'spirits',
] as const;
export type FiscalCategory = (typeof FISCAL_CATEGORIES)[number];
export const FISCAL_CATEGORY_LABELS: Record<FiscalCategory, L> = {
  stillWine: { fr: 'Vins tranquilles', en: 'Still wines' },
  sparklingWine: { fr: 'Vins mousseux', en: 'Sparkling wines' },
  cider: { fr: 'Cidres, poirés, hydromels', en: 'Cider, perry, mead' },
  intermediateAop: {
    fr: 'Produits intermédiaires AOP (VDN, VDL)',
    en: 'Intermediate products with AOP (VDN, VDL)',
  },
  intermediateOther: { fr: 'Autres produits intermédiaires', en: 'Other intermediate products' },
  spirits: { fr: 'Alcools', en: 'Spirits' },
};

/** What a product is, for its capsule colour. */
export type CrdProduct = {
  category: FiscalCategory;
  /** Under a protected designation (AOP/AOC). */
  aop: boolean;
  /** AOC Champagne or an AOC VDN: the lie-de-vin capsule may not replace theirs. */
  champagneOrVdn?: boolean;
  cognacOrArmagnac?: boolean;
  /** Traditional rum of the overseas departments. */
  domRum?: boolean;
};

/** The colour a product's capsule must have (lie-de-vin aside, see `allowedColours`). */
export function crdColourFor(p: CrdProduct): CrdColour {
  switch (p.category) {
    case 'stillWine':
    case 'sparklingWine':
    case 'cider':
      return p.aop ? 'green' : 'blue';
    case 'intermediateAop':
      return 'orange';
    case 'intermediateOther':
      return 'grey';
    case 'spirits':
      if (p.cognacOrArmagnac) return 'yellow';
      return p.domRum ? 'red' : 'white';
  }
}

/** The colours a product may carry: its own, or lie-de-vin instead of green or blue. */
export function allowedColours(p: CrdProduct): CrdColour[] {
  const own = crdColourFor(p);
  if ((own === 'green' || own === 'blue') && !p.champagneOrVdn) return [own, 'lieDeVin'];
  return [own];
}

export const CRD_MOVEMENT_KINDS = ['opening', 'entry', 'use', 'destruction'] as const;
export type CrdMovementKind = (typeof CRD_MOVEMENT_KINDS)[number];
export const CRD_MOVEMENT_KIND_LABELS: Record<CrdMovementKind, L> = {
  opening: { fr: "Stock d'ouverture", en: 'Opening stock' },
  entry: { fr: 'Entrée (achat de capsules)', en: 'Entry (capsules bought)' },
  use: { fr: 'Utilisation (bouteilles capsulées sorties)', en: 'Use (capsuled bottles out)' },
  destruction: { fr: 'Destruction', en: 'Destruction' },
};

/** A capsule count's signed change: uses and destructions take capsules away. */
export function crdSigned(kind: CrdMovementKind, quantity: number): number {
  return kind === 'use' || kind === 'destruction' ? -quantity : quantity;
}

/** One CRD account over a period, as the DRM reports it. */
export type CrdAccount = {
  opening: number;
  entries: number;
  uses: number;
  destructions: number;
  closing: number;
};

/**
 * The account of a period from the balance before it and its movements (an `opening` movement
 * sets the count the stock starts from and counts as opening).
 */
export function crdAccount(
  balanceBefore: number,
  movements: readonly { kind: CrdMovementKind; quantity: number }[],
): CrdAccount {
  const sum = (k: CrdMovementKind) =>
    movements.filter((m) => m.kind === k).reduce((s, m) => s + m.quantity, 0);
  const opening = balanceBefore + sum('opening');
  const entries = sum('entry');
  const uses = sum('use');
  const destructions = sum('destruction');
  return { opening, entries, uses, destructions, closing: opening + entries - uses - destructions };
}
