/**
 * The DRM's movement catalogues (domain-facts-wave3 §4): each interprofession portal names the
 * movements of a return with its own codes, each mapped to a path of the customs' CIEL XML.
 * Catalogues are dated data: a shop names its interprofession (stock settings) and a movement
 * carries one of its codes. Interloire's is the first (catalogue-interloire.ts).
 */
import { INTERLOIRE_CATALOGUE } from './catalogue-interloire.ts';

type L = { fr: string; en: string };

/** The two balances of a return: under duty suspension, duty paid. */
export const DRM_REGIMES = ['suspendu', 'acquitte'] as const;
export type DrmRegime = (typeof DRM_REGIMES)[number];
export const DRM_REGIME_LABELS: Record<DrmRegime, L> = {
  suspendu: { fr: 'Droits suspendus', en: 'Duty suspended' },
  acquitte: { fr: 'Droits acquittés', en: 'Duty paid' },
};

/** Where a movement type sits in the balance. */
export const DRM_FLOWS = ['entrees', 'sorties'] as const;
export type DrmFlow = (typeof DRM_FLOWS)[number];

export type DrmMovementType = {
  code: string;
  regime: DrmRegime;
  flow: DrmFlow;
  label: L;
  /** The CIEL XML path it maps to. */
  cielPath: string;
  /** Duties are due on this DRM (sales in France under suspended CRD). */
  dutyDue?: boolean;
  /** The destination country is required (field 18). */
  needsCountry?: boolean;
  /** An interprofession contract number is required (field 19). */
  needsContract?: boolean;
  /** An accompanying document number (DAE/DSA) is expected (field 20). */
  needsDocument?: boolean;
};

export const INTERPROFESSIONS = ['interloire'] as const;
export type Interprofession = (typeof INTERPROFESSIONS)[number];

export type DrmCatalogue = {
  interprofession: Interprofession;
  name: string;
  /** First day the catalogue applies, YYYY-MM-DD. */
  validFrom: string;
  validTo: string | null;
  source: string;
  /** The code of stock lines (opening and closing, `stocks_debut` / `stocks_fin`). */
  stockCode: string;
  types: readonly DrmMovementType[];
};

export const DRM_CATALOGUES: readonly DrmCatalogue[] = [INTERLOIRE_CATALOGUE];

/**
 * A movement that has no line in the return: bottling in one's own cellar of a product already
 * in the books (domain-facts-wave3 §4, "bottling is not production"), and the bulk drawn for it.
 */
export const NO_DRM_LINE = 'aucun' as const;

/** Every code a movement may carry, whatever the catalogue (the API checks the shop's). */
export const DRM_TYPE_CODES = [
  NO_DRM_LINE,
  ...new Set(DRM_CATALOGUES.flatMap((c) => c.types.map((x) => x.code))),
] as readonly string[];

/** The catalogue of an interprofession in force on `day` (YYYY-MM-DD). */
export function drmCatalogueOn(interprofession: Interprofession, day: string): DrmCatalogue {
  const found = DRM_CATALOGUES.find(
    (c) =>
      c.interprofession === interprofession && c.validFrom <= day && (c.validTo === null || day <= c.validTo),
  );
  if (!found) throw new Error(`No DRM catalogue for ${interprofession} on ${day}`);
  return found;
}

/** A movement type of a catalogue, by its code, regime and flow (null when it has none). */
export function drmTypeOf(
  catalogue: DrmCatalogue,
  code: string,
  regime: DrmRegime,
  flow: DrmFlow,
): DrmMovementType | null {
  return catalogue.types.find((x) => x.code === code && x.regime === regime && x.flow === flow) ?? null;
}

/** The regime of a warehouse's excise status. */
export function regimeOf(exciseStatus: 'suspended' | 'dutyPaid'): DrmRegime {
  return exciseStatus === 'suspended' ? 'suspendu' : 'acquitte';
}
