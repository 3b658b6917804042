import { ClientInput, type ClientValues, type ImportField, type ImportMapping } from '@cuvee/contracts';
import { CIVILITIES, PAYMENT_DELAYS, paymentDelayLabel, searchKey } from '@cuvee/domain';

/*
 * A file's row → a client's input, validated by contracts' ClientInput (French messages). The
 * texts of reference lists ('Caviste', 'Mme', '30 jours fin de mois') are read as their keys.
 */

export type Typologies = Record<string, { name: string }>;
export type RowResult = { ok: true; values: ClientValues } | { ok: false; reasons: string[] };

const norm = (text: string) => searchKey(text).replace(/\s+/g, ' ').trim();

/** The cells of a row by field, as the mapping reads them. */
export function mappedValues(
  row: readonly string[],
  mapping: ImportMapping,
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  for (const [field, index] of Object.entries(mapping) as [ImportField, number][]) {
    const cell = row[index]?.trim();
    if (cell) values[field] = cell;
  }
  return values;
}

const KINDS: Record<string, ClientValues['kind']> = {
  particulier: 'individual',
  individual: 'individual',
  prive: 'individual',
  professionnel: 'professional',
  pro: 'professional',
  professional: 'professional',
  entreprise: 'professional',
  societe: 'professional',
  prospect: 'prospect',
};
const DELAYS = new Map(PAYMENT_DELAYS.map((d) => [norm(paymentDelayLabel(d)), d]));
const YES = new Set(['oui', 'yes', 'true', 'vrai', '1', 'x', 'o']);

/** The typology key a label or key names in this shop, if any. */
export function typologyKey(typologies: Typologies, text: string): string | undefined {
  const wanted = norm(text);
  return Object.entries(typologies).find(([key, t]) => norm(key) === wanted || norm(t.name) === wanted)?.[0];
}

/** The typology a row without one gets: 'particulier' when the shop has it, else the shop's first. */
export const defaultTypology = (typologies: Typologies) =>
  'particulier' in typologies ? 'particulier' : Object.keys(typologies)[0];

/** Reads and validates one row; the reasons are the French messages a user acts on. */
export function readRow(row: readonly string[], mapping: ImportMapping, typologies: Typologies): RowResult {
  const v = mappedValues(row, mapping);
  const reasons: string[] = [];
  const kind = v.kind ? KINDS[norm(v.kind)] : v.company ? 'professional' : 'individual';
  if (!kind) reasons.push(`Type inconnu : « ${v.kind} »`);
  let typology = v.typology ? typologyKey(typologies, v.typology) : defaultTypology(typologies);
  if (!typology) {
    reasons.push(`Typologie inconnue : « ${v.typology ?? ''} »`);
    typology = '?';
  }
  const civility = v.civility
    ? CIVILITIES.find((c) =>
        [c.key, c.fr, c.en].some((t) => norm(t).replace(/\.$/, '') === norm(v.civility!).replace(/\.$/, '')),
      )?.key
    : undefined;
  const paymentDelay = v.paymentDelay ? (DELAYS.get(norm(v.paymentDelay)) ?? v.paymentDelay) : undefined;
  // A city alone (our export's 'Ville') is no address to deliver to: kept only with a street or postcode.
  const hasAddress = Boolean(v.street || v.zipcode);
  const lastname = v.lastname ?? (v.company ? v.company : undefined);
  const input = {
    kind: kind ?? 'individual',
    civility,
    lastname,
    firstname: v.firstname,
    company: v.company,
    email: v.email,
    phone: v.phone,
    siret: v.siret,
    vatNumber: v.vatNumber,
    typology,
    paymentDelay,
    tags: v.tags
      ? v.tags
          .split(/[,;|]/)
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
    notes: v.notes,
    consentMarketing: v.consentMarketing ? YES.has(norm(v.consentMarketing)) : false,
    consentSource: v.consentMarketing && YES.has(norm(v.consentMarketing)) ? 'import' : undefined,
    addresses: hasAddress
      ? [
          {
            kind: 'delivery',
            isDefault: true,
            address: {
              firstname: v.firstname ?? lastname ?? '',
              lastname: lastname ?? '',
              name: v.company,
              street: v.street ?? '',
              street2: v.street2,
              zipcode: v.zipcode ?? '',
              city: v.city ?? '',
              country: countryCode(v.country),
            },
          },
        ]
      : [],
  };
  const parsed = ClientInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const message = `${fieldLabel(issue.path)}${issue.message}`;
      if (!reasons.includes(message)) reasons.push(message);
    }
  }
  if (reasons.length || !parsed.success) return { ok: false, reasons };
  return { ok: true, values: parsed.data };
}

const COUNTRIES: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  suisse: 'CH',
  luxembourg: 'LU',
  allemagne: 'DE',
  italie: 'IT',
  espagne: 'ES',
  'royaume uni': 'GB',
  'pays bas': 'NL',
};
/** 'France', 'FR', 'fr' → 'FR'; empty → 'FR' (the product's clients are mostly in France). */
function countryCode(text: string | undefined): string {
  if (!text) return 'FR';
  const key = norm(text).replace(/-/g, ' ');
  return COUNTRIES[key] ?? text.toUpperCase();
}

const PATH_LABELS: Record<string, string> = {
  lastname: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  siret: 'SIRET',
  company: 'Raison sociale',
  typology: 'Typologie',
  paymentDelay: 'Délai de paiement',
  civility: 'Civilité',
  zipcode: 'Code postal',
  city: 'Ville',
  street: 'Adresse',
  country: 'Pays',
};
/** 'SIRET : ' before a message, so that a reason names the column it is about. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  const label = last ? PATH_LABELS[last] : undefined;
  return label ? `${label} : ` : '';
}
