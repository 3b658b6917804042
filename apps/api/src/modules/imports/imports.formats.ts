import type { ImportField, ImportMapping } from '@cuvee/contracts';
import { type ImportIntegration, searchKey } from '@cuvee/domain';

/*
 * The columns of the import integrations (spec §3) and the synonyms a header is recognised by
 * (docs/imports.md records the sources, and where none is public). Headers compare accent-,
 * case- and punctuation-free: 'N° SIRET' ~ 'n siret', 'Téléphone' ~ 'telephone'.
 */

export const headerKey = (header: string) =>
  searchKey(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The default template: the headers of our own export (clients.export.ts, CLIENT_EXPORT_HEADERS:
 * 'Nom' there is the display name, not read back; 'Nom de famille' is), then the columns the
 * export does not write but an import may carry (the address, notes).
 */
export const DEFAULT_HEADERS: Record<ImportField, string> = {
  kind: 'Type',
  civility: 'Civilité',
  firstname: 'Prénom',
  lastname: 'Nom de famille',
  company: 'Société',
  siret: 'SIRET',
  vatNumber: 'N° TVA',
  email: 'E-mail',
  phone: 'Téléphone',
  city: 'Ville',
  typology: 'Typologie',
  paymentDelay: 'Délai de paiement',
  tags: 'Étiquettes',
  consentMarketing: 'Consentement marketing',
  street: 'Adresse',
  street2: "Complément d'adresse",
  zipcode: 'Code postal',
  country: 'Pays',
  notes: 'Notes',
};

/** Every header a field is known by, whichever software wrote the file. */
const SYNONYMS: Record<ImportField, string[]> = {
  kind: ['type', 'type de client', 'type client', 'type de contact', 'nature', 'customer type'],
  civility: ['civilite', 'civ', 'titre', 'title', 'civility'],
  lastname: ['nom de famille', 'nom', 'nom contact', 'nom du contact', 'last name', 'lastname', 'last_name'],
  firstname: ['prenom', 'prenom contact', 'first name', 'firstname', 'first_name'],
  company: [
    'raison sociale',
    'societe',
    'entreprise',
    'nom de l entreprise',
    'nom entreprise',
    'nom societe',
    'enseigne',
    'company',
    'company name',
    'company_name',
  ],
  email: ['e mail', 'email', 'courriel', 'mail', 'adresse e mail', 'adresse mail', 'adresse email'],
  phone: ['telephone', 'tel', 'telephone 1', 'telephone fixe', 'portable', 'mobile', 'phone', 'tel portable'],
  siret: ['siret', 'n siret', 'numero siret', 'no siret', 'siret siren'],
  vatNumber: [
    'n tva',
    'numero de tva',
    'tva intracommunautaire',
    'n tva intracom',
    'tva intracom',
    'vat',
    'vat number',
  ],
  typology: [
    'typologie',
    'categorie',
    'categorie client',
    'categorie tarifaire',
    'type tarifaire',
    'famille client',
    'famille',
  ],
  paymentDelay: ['delai de paiement', 'conditions de paiement', 'condition de reglement', 'echeance'],
  tags: ['etiquettes', 'tags', 'mots cles', 'groupes'],
  notes: ['notes', 'note', 'commentaire', 'commentaires', 'remarques', 'observations'],
  street: ['adresse', 'adresse 1', 'adresse ligne 1', 'rue', 'adresse de livraison', 'street', 'address'],
  street2: ['complement d adresse', 'adresse 2', 'adresse ligne 2', 'complement'],
  zipcode: ['code postal', 'cp', 'zip', 'postcode', 'code postal ville'],
  city: ['ville', 'commune', 'localite', 'city'],
  country: ['pays', 'code pays', 'country'],
  consentMarketing: ['consentement marketing', 'optin', 'opt in', 'newsletter', 'accepte les e mails'],
};

/**
 * Headers that tell an integration's export apart (assumed from how each names its columns;
 * no public template exists for any of them, docs/imports.md). `markers` are headers only that
 * software writes; `usual` its other columns, which any spreadsheet may have ('Société', 'Tél',
 * 'Code postal'): a plain CSV shares those, so they count only once a marker is there.
 */
const SIGNATURES: Record<Exclude<ImportIntegration, 'default'>, { markers: string[]; usual: string[] }> = {
  isagri: {
    markers: ['code client', 'n tva intracom'],
    usual: ['adresse 1', 'adresse 2', 'cp', 'portable', 'categorie'],
  },
  vinistoria: {
    markers: ['type de client'],
    usual: ['societe', 'tel', 'code postal', 'date de creation', 'famille'],
  },
  baqio: {
    markers: ['company name', 'categorie client', 'nom de l entreprise', 'customer type'],
    usual: ['first name', 'last name'],
  },
};

/** Headers shared before an integration is named: a marker and two more of its columns. */
const MIN_SHARED = 3;

/** The integration whose export the file looks like (a marker, and most columns shared); else the default template. */
export function detectIntegration(header: readonly string[]): ImportIntegration {
  const keys = new Set(header.map(headerKey));
  let best: ImportIntegration = 'default';
  let bestScore = MIN_SHARED - 1;
  for (const [integration, { markers, usual }] of Object.entries(SIGNATURES)) {
    const marked = markers.filter((h) => keys.has(h)).length;
    const score = marked + usual.filter((h) => keys.has(h)).length;
    if (marked > 0 && score > bestScore) {
      best = integration as ImportIntegration;
      bestScore = score;
    }
  }
  return best;
}

/** Each field's column: an exact synonym first, then a header starting with one; a column feeds one field. */
export function proposeMapping(header: readonly string[]): ImportMapping {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const pass of ['exact', 'prefix'] as const) {
    for (const [field, synonyms] of Object.entries(SYNONYMS) as [ImportField, string[]][]) {
      if (mapping[field] !== undefined) continue;
      for (const synonym of synonyms) {
        const index = keys.findIndex(
          (key, i) => !taken.has(i) && (pass === 'exact' ? key === synonym : key.startsWith(`${synonym} `)),
        );
        if (index >= 0) {
          mapping[field] = index;
          taken.add(index);
          break;
        }
      }
    }
  }
  return mapping;
}
