/**
 * The DRM's movement catalogues (domain-facts-wave3 §4): each interprofession portal names the
 * movements of a return with its own codes, each mapped to a path of the customs' CIEL XML.
 * Catalogues are dated data: a shop names its interprofession (stock settings) and a movement
 * carries one of its codes. Interloire's is the first (24eme/giilda
 * doc/logiciels_tiers/catalogue_mouvements.csv).
 */
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

const S = 'suspendu' as const;
const A = 'acquitte' as const;
const FR_CRD_SUSP = 'sorties-periode/ventes-france-crd-suspendus/annee-courante';
const SANS_DROITS = 'sorties-periode/sorties-sans-paiement-droits';

const t = (
  code: string,
  regime: DrmRegime,
  flow: DrmFlow,
  fr: string,
  en: string,
  cielPath: string,
  more: Partial<DrmMovementType> = {},
): DrmMovementType => ({ code, regime, flow, label: { fr, en }, cielPath, ...more });

/** Interloire's catalogue (domain-facts-wave3 §4). */
export const INTERLOIRE_CATALOGUE: DrmCatalogue = {
  interprofession: 'interloire',
  name: 'Interloire',
  validFrom: '2020-01-01',
  validTo: null,
  source: '24eme/giilda doc/logiciels_tiers/catalogue_mouvements.csv',
  stockCode: 'revendique',
  types: [
    t(
      'revendique',
      S,
      'entrees',
      'Production revendiquée (déclaration de récolte)',
      'Claimed production (harvest declaration)',
      'entrees-periode/volume-produit',
    ),
    t(
      'achatcrd',
      S,
      'entrees',
      'Achat (vrac ou bouteilles)',
      'Purchase (bulk or bottles)',
      'entrees-periode/achats-reintegrations',
    ),
    t(
      'retourmarchandisetaxees',
      S,
      'entrees',
      'Retour de marchandises vendues sous CRD suspendues',
      'Return of goods sold under suspended CRD',
      'entrees-periode/replacements/replacement-suspension/volume',
    ),
    t(
      'excedents',
      S,
      'entrees',
      "Excédent constaté à l'inventaire",
      'Surplus found at inventory',
      'entrees-periode/autres-entrees',
    ),
    t(
      'transferts',
      S,
      'entrees',
      'Transfert (entrée)',
      'Transfer (in)',
      'entrees-periode/mouvements-internes/replis-declassement-transfert-changement-appellation',
    ),
    t(
      'transfertsinternes',
      S,
      'entrees',
      'Transfert interne (entrée)',
      'Internal transfer (in)',
      'entrees-periode/mouvements-internes/replis-declassement-transfert-changement-appellation',
    ),
    t(
      'travailafacon',
      S,
      'entrees',
      'Retour de travail à façon (mise en bouteille par un prestataire)',
      'Back from contract work (bottling by a provider)',
      'entrees-periode/mouvements-temporaires/travail-a-facon',
    ),
    t(
      'transferts',
      S,
      'sorties',
      'Transfert (sortie)',
      'Transfer (out)',
      'sorties-periode/mouvements-internes/replis-declassement-transfert-changement-appellation',
    ),
    t(
      'transfertsinternes',
      S,
      'sorties',
      'Transfert interne (sortie)',
      'Internal transfer (out)',
      'sorties-periode/mouvements-internes/replis-declassement-transfert-changement-appellation',
    ),
    t(
      'travailafacon',
      S,
      'sorties',
      'Sortie pour travail à façon',
      'Out for contract work',
      'sorties-periode/mouvements-temporaires/travail-a-facon',
    ),
    t(
      'ventefrancebouteillecrd',
      S,
      'sorties',
      'Vente France bouteilles sous CRD suspendues',
      'Bottles sold in France under suspended CRD',
      FR_CRD_SUSP,
      { dutyDue: true },
    ),
    t(
      'ventefrancebouteillecrdacquitte',
      S,
      'sorties',
      'Vente France bouteilles sous CRD acquittées',
      'Bottles sold in France under duty-paid CRD',
      'sorties-periode/ventes-france-crd-acquittes',
    ),
    t(
      'ventefrancebibcrd',
      S,
      'sorties',
      'Vente France BIB sous CRD suspendues',
      'Bag-in-box sold in France under suspended CRD',
      FR_CRD_SUSP,
      { dutyDue: true },
    ),
    t(
      'ventefrancebibcrdacquitte',
      S,
      'sorties',
      'Vente France BIB sous CRD acquittées',
      'Bag-in-box sold in France under duty-paid CRD',
      'sorties-periode/ventes-france-crd-acquittes',
    ),
    t(
      'vracsanscontrat',
      S,
      'sorties',
      'Petit vrac sans contrat (DSA, tickets, factures)',
      'Small bulk without contract (DSA, tickets, invoices)',
      FR_CRD_SUSP,
      { dutyDue: true },
    ),
    t(
      'vrac',
      S,
      'sorties',
      'Vrac ou bouteilles sous contrat interprofessionnel',
      'Bulk or bottles under an interprofession contract',
      `${SANS_DROITS}/sorties-definitives`,
      { needsContract: true, needsDocument: true },
    ),
    t(
      'export',
      S,
      'sorties',
      'Export et expéditions (pays de destination)',
      'Export and shipments (destination country)',
      `${SANS_DROITS}/sorties-definitives`,
      { needsCountry: true, needsDocument: true },
    ),
    t(
      'consommationfamilialedegustation',
      S,
      'sorties',
      'Consommation familiale, dégustations, échantillons, dons',
      'Family use, tastings, samples, gifts',
      `${SANS_DROITS}/consommation-familiale-degustation`,
    ),
    t(
      'destructionperte',
      S,
      'sorties',
      'Pertes (manipulation, soutirage, casse)',
      'Losses (handling, racking, breakage)',
      `${SANS_DROITS}/autres-sorties`,
    ),
    t(
      'manquant',
      S,
      'sorties',
      "Manquant ou destruction constatés à l'inventaire",
      'Shortage or destruction at inventory',
      `${SANS_DROITS}/autres-sorties`,
    ),
    t('achat', A, 'entrees', 'Achat (droits acquittés)', 'Purchase (duty paid)', 'entrees-periode/achats'),
    t(
      'autre',
      A,
      'entrees',
      'Autre entrée (droits acquittés)',
      'Other entry (duty paid)',
      'entrees-periode/autres-entrees',
    ),
    t('vente', A, 'sorties', 'Vente (droits acquittés)', 'Sale (duty paid)', 'sorties-periode/ventes'),
    t(
      'replacementsuspension',
      A,
      'sorties',
      'Replacement en suspension',
      'Placed back under suspension',
      'sorties-periode/replacement-suspension',
    ),
    t(
      'autre',
      A,
      'sorties',
      'Autre sortie (droits acquittés)',
      'Other exit (duty paid)',
      'sorties-periode/autres-sorties',
    ),
  ],
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
