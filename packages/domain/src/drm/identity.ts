/**
 * A product's fiscal identity (domain-facts-wave3 §4, CAVE fields 5–13): an INAO code, or the
 * exploded codes certification / genre / appellation / mention / lieu / couleur / cépage, plus a
 * complement and the full label. One identity is one column of the DRM: every product and format
 * (bottles and bulk) of the same identity sums into it.
 */
export type FiscalIdentity = {
  inaoCode?: string | null;
  certification?: string | null;
  genre?: string | null;
  appellation?: string | null;
  mention?: string | null;
  lieu?: string | null;
  couleur?: string | null;
  cepage?: string | null;
  complement?: string | null;
  /** The full label, required when the codes are empty. */
  label: string;
};

const EXPLODED = ['certification', 'genre', 'appellation', 'mention', 'lieu', 'couleur', 'cepage'] as const;

const norm = (v: string | null | undefined) =>
  (v ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The key of a DRM column: the portals ignore case and accents (domain-facts-wave3 §4). */
export function fiscalKey(id: FiscalIdentity): string {
  if (id.inaoCode) return ['inao', norm(id.inaoCode), norm(id.complement)].join('|');
  const codes = EXPLODED.map((k) => norm(id[k]));
  if (codes.every((c) => c === '') && !id.complement) return ['label', norm(id.label)].join('|');
  return ['codes', ...codes, norm(id.complement), norm(id.label)].join('|');
}

/** CAVE fields 5 to 13 of an identity. */
export function identityFields(id: FiscalIdentity): string[] {
  const v = (x: string | null | undefined) => x ?? '';
  if (id.inaoCode) return [id.inaoCode, '', '', '', '', '', '', v(id.complement), id.label];
  return [...EXPLODED.map((k) => v(id[k])), v(id.complement), id.label];
}
