import { PERMISSIONS, type Permission } from '../permissions/permissions.ts';

/**
 * A collaborator's rights (issue 28, decisions 0142–0146): the §6 permissions their membership
 * grants (the membership's `authorizations`, read by `hasPermission` and the access table), each
 * possibly until a date. Pure: the API decides with it and the web shows the same checklist.
 */

/** The checklist's areas, in the order the screen shows them; every permission in one. */
export const RIGHT_AREAS = [
  {
    id: 'sales',
    label: 'Ventes',
    rights: [
      'seeAllOrder',
      'createOrder',
      'createQuote',
      'billOrder',
      'seeAllPayment',
      'manageDelivery',
      'createOrderSalesPoint',
      'seeFutureOrder',
      'createFutureOrder',
    ],
  },
  {
    id: 'clients',
    label: 'Clients et CRM',
    rights: ['seeAllClient', 'createClient', 'seeAllTask', 'createTask'],
  },
  { id: 'catalogue', label: 'Catalogue', rights: ['seeAllProduct', 'createProduct', 'seeAllPrice'] },
  { id: 'stock', label: 'Stock et cave', rights: ['seeAllStock', 'createWarehouse'] },
  { id: 'purchases', label: 'Achats', rights: ['seeSupplier', 'createSupplier', 'seeSupplierOrder'] },
  { id: 'tourism', label: 'Œnotourisme', rights: ['seeAllResa', 'createResa', 'accessEvent', 'createEvent'] },
  {
    id: 'team',
    label: 'Équipe commerciale',
    rights: ['accessAgent', 'createAgent', 'accessCollaborator', 'createCollaborator', 'manageBudget'],
  },
  {
    id: 'marketing',
    label: 'Marketing et messages',
    rights: ['createList', 'createCampaign', 'createModel', 'seeAllMessages'],
  },
  {
    id: 'analytics',
    label: 'Rapports',
    rights: [
      'accessAnalytics',
      'activitiesAnalytics',
      'clientSalesAnalytics',
      'goalsAnalytics',
      'productSalesAnalytics',
      'commissionsAnalytics',
      'salesAnalytics',
      'campaignsAnalytics',
    ],
  },
  { id: 'accounting', label: 'Comptabilité', rights: ['accessAccounting', 'editAccountingCodes'] },
] as const satisfies readonly { id: string; label: string; rights: readonly Permission[] }[];

/** The rights a membership grants: permission → true. Missing or false grants nothing. */
export type Rights = Partial<Record<Permission, boolean>>;
/** Until when a right holds (ISO date, inclusive), per permission; a right absent here lasts. */
export type RightsUntil = Partial<Record<Permission, string>>;

/** The granted permissions of a map, in the spec's order (own keys only). */
export function grantedRights(rights: Record<string, boolean> | null | undefined): Permission[] {
  if (!rights) return [];
  return PERMISSIONS.filter((p) => Object.hasOwn(rights, p) && rights[p] === true);
}

/** A map of exactly these permissions, granted. */
export function rightsOf(permissions: readonly Permission[]): Rights {
  return Object.fromEntries(permissions.map((p) => [p, true])) as Rights;
}

/**
 * The rights in force on `today` (an ISO date): a right whose date has passed no longer holds.
 * Null stays null (a fully delegated collaborator, decision 0014).
 */
export function rightsInForce(
  rights: Record<string, boolean> | null,
  until: Record<string, string> | null | undefined,
  today: string,
): Record<string, boolean> | null {
  if (rights === null || !until) return rights;
  const out: Record<string, boolean> = {};
  for (const [key, granted] of Object.entries(rights)) {
    const end = Object.hasOwn(until, key) ? until[key] : undefined;
    out[key] = granted === true && (end === undefined || end >= today);
  }
  return out;
}

/** Today in France (the dates of rights are the shop's calendar days). */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * What a granter may not give (decision 0145): an owner gives anything; a collaborator only the
 * rights they hold themselves (`own`: their rights in force; null when fully delegated), so no one
 * raises another above themselves. Answers the rights refused, empty when all may be given.
 */
export function rightsBeyondGranter(
  granter: { owner: boolean; own: Record<string, boolean> | null },
  wanted: readonly Permission[],
): Permission[] {
  if (granter.owner || granter.own === null) return [];
  const own = granter.own;
  return wanted.filter((p) => !(Object.hasOwn(own, p) && own[p] === true));
}

/** One line of the history: the rights added and removed by a change. */
export function rightsDiff(
  before: Record<string, boolean> | null | undefined,
  after: Record<string, boolean> | null | undefined,
): { added: Permission[]; removed: Permission[] } {
  const was = new Set(grantedRights(before));
  const now = new Set(grantedRights(after));
  return {
    added: PERMISSIONS.filter((p) => now.has(p) && !was.has(p)),
    removed: PERMISSIONS.filter((p) => was.has(p) && !now.has(p)),
  };
}
