import type { MovementKind, SaleDestination } from '../stock/movements.ts';
import { type DrmFlow, type DrmRegime, type Interprofession, NO_DRM_LINE } from './catalogue.ts';

/**
 * The DRM type a movement gets when the user names none (decision 0093), in the shop's
 * interprofession's codes; the user may change it when recording.
 */
export type DrmDefaultInput = {
  kind: MovementKind;
  /** Signed units (an inventory count's sign says surplus or shortage). */
  signed: number;
  destination?: SaleDestination | null | undefined;
  regime: DrmRegime;
  /** One unit's volume in ml: a unit above 10 l is bulk, 1.5 l to 10 l of a bag-in-box may be. */
  unitMl: number;
  /** The format's container says bag-in-box. */
  bagInBox?: boolean;
};

export function flowOf(signed: number): DrmFlow {
  return signed >= 0 ? 'entrees' : 'sorties';
}

export function defaultDrmType(_interprofession: Interprofession, m: DrmDefaultInput): string {
  if (m.kind === 'bottling' || m.kind === 'bottlingDraw') return NO_DRM_LINE;
  if (m.regime === 'acquitte') {
    if (m.kind === 'purchase') return 'achat';
    if (m.kind === 'sale') return 'vente';
    return 'autre';
  }
  switch (m.kind) {
    case 'production':
      return 'revendique';
    case 'purchase':
      return 'achatcrd';
    case 'return':
      return 'retourmarchandisetaxees';
    case 'transferIn':
    case 'transferOut':
      return 'transfertsinternes';
    case 'sale':
      if (m.destination === 'export' || m.destination === 'eu') return 'export';
      if (m.unitMl > 10_000) return 'vracsanscontrat';
      return m.bagInBox ? 'ventefrancebibcrd' : 'ventefrancebouteillecrd';
    case 'sample':
    case 'tasting':
    case 'gift':
      return 'consommationfamilialedegustation';
    case 'loss':
    case 'breakage':
      return 'destructionperte';
    case 'adjustment':
      return m.signed >= 0 ? 'excedents' : 'manquant';
  }
}
