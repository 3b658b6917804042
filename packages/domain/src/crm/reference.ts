/**
 * The CRM's reference lists (spec §3): what a client, a task, an opportunity and an import may
 * hold. Keys are stored; labels are shown (French first, English alongside). Decision 0043.
 */

type Labelled<K extends string> = { readonly key: K; readonly fr: string; readonly en: string };
const item = <K extends string>(key: K, fr: string, en: string): Labelled<K> => ({ key, fr, en });
const keysOf = <K extends string>(list: readonly Labelled<K>[]) =>
  list.map((entry) => entry.key) as unknown as readonly [K, ...K[]];

/** A client record is one of three kinds (spec §2's shortcuts: individual, isPro, pipe=Prospect). */
export const CLIENT_KINDS = [
  item('individual', 'Particulier', 'Individual'),
  item('professional', 'Professionnel', 'Professional'),
  item('prospect', 'Prospect', 'Prospect'),
] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number]['key'];
export const CLIENT_KIND_KEYS = keysOf(CLIENT_KINDS);

/** Client civility (spec §3). */
export const CIVILITIES = [
  item('mr', 'M.', 'Mr'),
  item('mrs', 'Mme', 'Mrs'),
  item('other', 'Autre', 'Other'),
] as const;
export type Civility = (typeof CIVILITIES)[number]['key'];
export const CIVILITY_KEYS = keysOf(CIVILITIES);

/** Company legal forms met among producers' clients (spec §3 'company types'). */
export const COMPANY_TYPES = [
  item('ei', 'Entreprise individuelle (EI)', 'Sole proprietorship'),
  item('eurl', 'EURL', 'EURL'),
  item('sarl', 'SARL', 'SARL'),
  item('sas', 'SAS', 'SAS'),
  item('sasu', 'SASU', 'SASU'),
  item('sa', 'SA', 'SA'),
  item('snc', 'SNC', 'SNC'),
  item('sci', 'SCI', 'SCI'),
  item('earl', 'EARL', 'EARL'),
  item('gaec', 'GAEC', 'GAEC'),
  item('scea', 'SCEA', 'SCEA'),
  item('cooperative', 'Coopérative', 'Cooperative'),
  item('association', 'Association', 'Association'),
  item('public', 'Organisme public', 'Public body'),
  item('foreign', 'Société étrangère', 'Foreign company'),
  item('other', 'Autre', 'Other'),
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number]['key'];
export const COMPANY_TYPE_KEYS = keysOf(COMPANY_TYPES);

/**
 * Recipient types 1 to 6 and 8 (spec §3): the EMCS destination type codes an excise document
 * names for the consignee (domain-facts: DAE/DSA).
 */
export const RECIPIENT_TYPES = [
  item('1', '1 — Entrepositaire agréé', '1 — Tax warehouse'),
  item('2', '2 — Destinataire enregistré', '2 — Registered consignee'),
  item('3', '3 — Destinataire enregistré à titre temporaire', '3 — Temporary registered consignee'),
  item('4', '4 — Livraison directe', '4 — Direct delivery'),
  item('5', '5 — Destinataire exonéré', '5 — Exempted consignee'),
  item('6', '6 — Exportation', '6 — Export'),
  item('8', '8 — Destination inconnue', '8 — Unknown destination'),
] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number]['key'];
export const RECIPIENT_TYPE_KEYS = keysOf(RECIPIENT_TYPES);

/** Where a client's consent to marketing came from. */
export const CONSENT_SOURCES = [
  item('form', 'Formulaire', 'Form'),
  item('shop', 'Boutique en ligne', 'Online shop'),
  item('salon', 'Salon', 'Trade fair'),
  item('cellar', 'Caveau', 'Cellar door'),
  item('import', 'Import', 'Import'),
  item('oral', 'Accord oral', 'Verbal'),
  item('other', 'Autre', 'Other'),
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number]['key'];
export const CONSENT_SOURCE_KEYS = keysOf(CONSENT_SOURCES);

/** Task activities and priorities (spec §3). */
export const TASK_ACTIVITIES = [
  item('phone', 'Appel', 'Phone call'),
  item('email', 'E-mail', 'E-mail'),
  item('visit', 'Visite', 'Visit'),
  item('tasting', 'Dégustation', 'Tasting'),
  item('tour', 'Tournée', 'Tour'),
  item('animation', 'Animation', 'Promotion event'),
  item('salon', 'Salon', 'Trade fair'),
  item('lunch', 'Déjeuner', 'Lunch'),
  item('meeting', 'Rendez-vous', 'Meeting'),
  item('orderPreparation', 'Préparation de commande', 'Order preparation'),
  item('other', 'Autre', 'Other'),
] as const;
export type TaskActivity = (typeof TASK_ACTIVITIES)[number]['key'];
export const TASK_ACTIVITY_KEYS = keysOf(TASK_ACTIVITIES);

export const TASK_PRIORITIES = [
  item('low', 'Basse', 'Low'),
  item('medium', 'Moyenne', 'Medium'),
  item('high', 'Haute', 'High'),
] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number]['key'];
export const TASK_PRIORITY_KEYS = keysOf(TASK_PRIORITIES);

/** An opportunity's stages, in the board's order (decision 0043: the spec names none). */
export const OPPORTUNITY_STAGES = [
  item('new', 'Nouvelle', 'New'),
  item('qualified', 'Qualifiée', 'Qualified'),
  item('proposal', 'Proposition envoyée', 'Proposal sent'),
  item('negotiation', 'Négociation', 'Negotiation'),
  item('won', 'Gagnée', 'Won'),
  item('lost', 'Perdue', 'Lost'),
] as const;
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number]['key'];
export const OPPORTUNITY_STAGE_KEYS = keysOf(OPPORTUNITY_STAGES);

/** A prospect's progress before it becomes a client (decision 0043). */
export const PROSPECT_STATUSES = [
  item('toContact', 'À contacter', 'To contact'),
  item('contacted', 'Contacté', 'Contacted'),
  item('interested', 'Intéressé', 'Interested'),
  item('notInterested', 'Pas intéressé', 'Not interested'),
] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number]['key'];
export const PROSPECT_STATUS_KEYS = keysOf(PROSPECT_STATUSES);

/** Import integrations and import statuses (spec §3, §4). */
export const IMPORT_INTEGRATIONS = [
  item('default', 'Cuvée (modèle par défaut)', 'Cuvée (default template)'),
  item('isagri', 'Isagri', 'Isagri'),
  item('vinistoria', 'Vinistoria', 'Vinistoria'),
  item('baqio', 'Baqio', 'Baqio'),
] as const;
export type ImportIntegration = (typeof IMPORT_INTEGRATIONS)[number]['key'];
export const IMPORT_INTEGRATION_KEYS = keysOf(IMPORT_INTEGRATIONS);

export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'reverted', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The label of a key in a list, in the language asked (French by default). */
export function labelOf<K extends string>(
  list: readonly Labelled<K>[],
  key: K,
  lang: 'fr' | 'en' = 'fr',
): string {
  return list.find((entry) => entry.key === key)?.[lang] ?? key;
}
