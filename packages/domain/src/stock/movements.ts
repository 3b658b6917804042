/**
 * The stock ledger's movement kinds (decision 0031): which way each moves a line, and what a
 * customs return (DRM) calls it (domain-facts: entries production, purchases, returns,
 * internal moves; exits sales France, exports, intra-EU, tastings/family use, losses).
 */
type L = { fr: string; en: string };

export const ENTRY_KINDS = ['production', 'bottling', 'purchase', 'return', 'transferIn'] as const;
export const EXIT_KINDS = [
  'sale',
  'sample',
  'tasting',
  'gift',
  'loss',
  'breakage',
  'transferOut',
  'bottlingDraw',
] as const;
/** An inventory count: its sign is the difference between the count and the books. */
export const ADJUSTMENT_KINDS = ['adjustment'] as const;

export const MOVEMENT_KINDS = [...ENTRY_KINDS, ...EXIT_KINDS, ...ADJUSTMENT_KINDS] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export type EntryKind = (typeof ENTRY_KINDS)[number];
export type ExitKind = (typeof EXIT_KINDS)[number];

/** Kinds a user records by hand (transfers and inventory counts have their own forms). */
export const MANUAL_KINDS = [
  'production',
  'bottling',
  'purchase',
  'return',
  'sale',
  'sample',
  'tasting',
  'gift',
  'loss',
  'breakage',
  'bottlingDraw',
] as const;
export type ManualKind = (typeof MANUAL_KINDS)[number];

/** Where a sale went: the DRM separates sales in France, exports and intra-EU deliveries. */
export const SALE_DESTINATIONS = ['france', 'export', 'eu'] as const;
export type SaleDestination = (typeof SALE_DESTINATIONS)[number];

/** The DRM's movement categories. */
export const DRM_CATEGORIES = [
  'production',
  'purchase',
  'return',
  'internalMove',
  'saleFrance',
  'export',
  'intraEu',
  'tasting',
  'loss',
  'inventoryGain',
  /** No line in the return: bottling in one's own cellar (decision 0093). */
  'none',
] as const;
export type DrmCategory = (typeof DRM_CATEGORIES)[number];

export const MOVEMENT_KIND_LABELS: Record<MovementKind, L> = {
  production: { fr: 'Production revendiquée (récolte)', en: 'Claimed production (harvest)' },
  bottling: { fr: 'Mise en bouteille (chai propre)', en: 'Bottling (own cellar)' },
  purchase: { fr: 'Achat', en: 'Purchase' },
  return: { fr: 'Retour', en: 'Return' },
  transferIn: { fr: 'Transfert entrant', en: 'Transfer in' },
  sale: { fr: 'Vente', en: 'Sale' },
  sample: { fr: 'Échantillon', en: 'Sample' },
  tasting: { fr: 'Dégustation', en: 'Tasting' },
  gift: { fr: 'Cadeau', en: 'Gift' },
  loss: { fr: 'Perte', en: 'Loss' },
  breakage: { fr: 'Casse', en: 'Breakage' },
  transferOut: { fr: 'Transfert sortant', en: 'Transfer out' },
  bottlingDraw: { fr: 'Tirage du vrac pour mise en bouteille', en: 'Bulk drawn for bottling' },
  adjustment: { fr: "Ajustement d'inventaire", en: 'Inventory adjustment' },
};

export function isEntry(kind: MovementKind): kind is EntryKind {
  return (ENTRY_KINDS as readonly string[]).includes(kind);
}
export function isExit(kind: MovementKind): kind is ExitKind {
  return (EXIT_KINDS as readonly string[]).includes(kind);
}

/**
 * The signed change of a line's physical units for a movement of `quantity` units (a positive
 * whole number; an adjustment's quantity is already signed: the count minus the books).
 */
export function signedQuantity(kind: MovementKind, quantity: number): number {
  if (kind === 'adjustment') return quantity;
  return isExit(kind) ? -quantity : quantity;
}

/**
 * What the DRM calls a movement (an adjustment counts as a gain or a loss by its sign). Bottling
 * in one's own cellar is not production (domain-facts-wave3 §4, decision 0093): it and the bulk
 * drawn for it have no line; production is the harvest's claimed volume.
 */
export function drmCategoryOf(
  kind: MovementKind,
  signed: number,
  destination?: SaleDestination | null,
): DrmCategory {
  switch (kind) {
    case 'production':
      return 'production';
    case 'bottling':
    case 'bottlingDraw':
      return 'none';
    case 'purchase':
      return 'purchase';
    case 'return':
      return 'return';
    case 'transferIn':
    case 'transferOut':
      return 'internalMove';
    case 'sale':
      return destination === 'export' ? 'export' : destination === 'eu' ? 'intraEu' : 'saleFrance';
    case 'sample':
    case 'tasting':
    case 'gift':
      return 'tasting';
    case 'loss':
    case 'breakage':
      return 'loss';
    case 'adjustment':
      return signed >= 0 ? 'inventoryGain' : 'loss';
  }
}
