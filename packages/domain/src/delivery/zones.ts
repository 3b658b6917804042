/** Where a delivery mode delivers (spec §3 reference lists: the 28 countries, the French departments). */
type L = { fr: string; en: string };

/** The European country selection of spec §3: the EU's 27 countries and Switzerland. */
export const DELIVERY_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export const COUNTRY_LABELS: Record<DeliveryCountry, L> = {
  AT: { fr: 'Autriche', en: 'Austria' },
  BE: { fr: 'Belgique', en: 'Belgium' },
  BG: { fr: 'Bulgarie', en: 'Bulgaria' },
  CH: { fr: 'Suisse', en: 'Switzerland' },
  CY: { fr: 'Chypre', en: 'Cyprus' },
  CZ: { fr: 'Tchéquie', en: 'Czechia' },
  DE: { fr: 'Allemagne', en: 'Germany' },
  DK: { fr: 'Danemark', en: 'Denmark' },
  EE: { fr: 'Estonie', en: 'Estonia' },
  ES: { fr: 'Espagne', en: 'Spain' },
  FI: { fr: 'Finlande', en: 'Finland' },
  FR: { fr: 'France', en: 'France' },
  GR: { fr: 'Grèce', en: 'Greece' },
  HR: { fr: 'Croatie', en: 'Croatia' },
  HU: { fr: 'Hongrie', en: 'Hungary' },
  IE: { fr: 'Irlande', en: 'Ireland' },
  IT: { fr: 'Italie', en: 'Italy' },
  LT: { fr: 'Lituanie', en: 'Lithuania' },
  LU: { fr: 'Luxembourg', en: 'Luxembourg' },
  LV: { fr: 'Lettonie', en: 'Latvia' },
  MT: { fr: 'Malte', en: 'Malta' },
  NL: { fr: 'Pays-Bas', en: 'Netherlands' },
  PL: { fr: 'Pologne', en: 'Poland' },
  PT: { fr: 'Portugal', en: 'Portugal' },
  RO: { fr: 'Roumanie', en: 'Romania' },
  SE: { fr: 'Suède', en: 'Sweden' },
  SI: { fr: 'Slovénie', en: 'Slovenia' },
  SK: { fr: 'Slovaquie', en: 'Slovakia' },
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Metropolitan France's department codes as spec §3 lists them: 01 to 96. */
export const METROPOLITAN_DEPARTMENTS: readonly string[] = Array.from({ length: 96 }, (_, i) => pad(i + 1));
/** The overseas departments of spec §3. */
export const OVERSEAS_DEPARTMENTS = ['971', '972', '973', '974', '976'] as const;
export const FRENCH_DEPARTMENTS: readonly string[] = [...METROPOLITAN_DEPARTMENTS, ...OVERSEAS_DEPARTMENTS];
const DEPARTMENT_SET = new Set(FRENCH_DEPARTMENTS);

export function isFrenchDepartment(code: string): boolean {
  return DEPARTMENT_SET.has(code);
}

/**
 * A French postal code's department: its first two digits, three overseas (97x); Corsica's 20xxx
 * codes count as '20'. Null when the code is not a French one.
 */
export function departmentOf(zipcode: string): string | null {
  const zip = zipcode.replace(/\s/g, '');
  if (!/^\d{5}$/.test(zip)) return null;
  const code = zip.startsWith('97') ? zip.slice(0, 3) : zip.slice(0, 2);
  return DEPARTMENT_SET.has(code) ? code : null;
}

/**
 * A mode's zones: whole countries, and French departments one by one. 'FR' in the countries
 * covers every department; without it, France is covered only in the departments listed.
 */
export type DeliveryZones = { countries: readonly string[]; departments: readonly string[] };

/** The address fields a zone reads (spec §3 Address). */
export type ZoneAddress = { country: string; zipcode: string };

export function addressInZones(address: ZoneAddress, zones: DeliveryZones): boolean {
  const country = address.country.trim().toUpperCase();
  if (zones.countries.includes(country)) return true;
  if (country !== 'FR') return false;
  const department = departmentOf(address.zipcode);
  return department !== null && zones.departments.includes(department);
}

/** Metropolitan France as one zone, the demo's and the form's shortcut. */
export const METROPOLITAN_FRANCE: DeliveryZones = { countries: [], departments: METROPOLITAN_DEPARTMENTS };

/** A short French or English summary of a mode's zones ('France métropolitaine', 'France, Belgique', '3 départements'). */
export function zonesSummary(zones: DeliveryZones, lang: 'fr' | 'en' = 'fr'): string {
  const parts = zones.countries.map((c) => COUNTRY_LABELS[c as DeliveryCountry]?.[lang] ?? c);
  const departments = zones.countries.includes('FR') ? [] : zones.departments;
  if (departments.length > 0) {
    const metropolitan = METROPOLITAN_DEPARTMENTS.every((d) => departments.includes(d));
    const overseas = departments.filter((d) => d.length === 3).length;
    if (metropolitan && overseas === 0)
      parts.unshift(lang === 'fr' ? 'France métropolitaine' : 'Metropolitan France');
    else if (metropolitan) parts.unshift(lang === 'fr' ? 'France entière' : 'All of France');
    else
      parts.unshift(
        lang === 'fr'
          ? `${departments.length} département${departments.length > 1 ? 's' : ''}`
          : `${departments.length} department${departments.length > 1 ? 's' : ''}`,
      );
  }
  return parts.length > 0 ? parts.join(', ') : lang === 'fr' ? 'Aucune zone' : 'No zone';
}
