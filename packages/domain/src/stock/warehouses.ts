/** Warehouses (spec §2 /dashboard/stocks/warehouses) and their excise status (domain-facts). */
type L = { fr: string; en: string };

/** Own cellar, a logistician's, or stock on consignment at a client's or an agent's. */
export const WAREHOUSE_KINDS = ['ownCellar', 'logistician', 'consignmentClient', 'consignmentAgent'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];
export const WAREHOUSE_KIND_LABELS: Record<WarehouseKind, L> = {
  ownCellar: { fr: 'Chai / cave propre', en: 'Own cellar' },
  logistician: { fr: 'Logisticien', en: 'Logistician' },
  consignmentClient: { fr: 'Dépôt chez un client', en: 'Consignment at a client' },
  consignmentAgent: { fr: 'Dépôt chez un agent', en: 'Consignment at an agent' },
};

/**
 * Excise status: under duty suspension (an entrepositaire agréé's bonded warehouse: duties are
 * due when bottles leave it) or duty paid (droits acquittés). The DRM reports both balances.
 */
export const EXCISE_STATUSES = ['suspended', 'dutyPaid'] as const;
export type ExciseStatus = (typeof EXCISE_STATUSES)[number];
export const EXCISE_STATUS_LABELS: Record<ExciseStatus, L> = {
  suspended: { fr: 'En suspension de droits (entrepositaire agréé)', en: 'Under duty suspension (bonded)' },
  dutyPaid: { fr: 'Droits acquittés', en: 'Duty paid' },
};

/**
 * Whether moving bottles from one warehouse to another releases them for consumption: from
 * suspension to duty paid, duties become due (the DRM's exit of the suspended balance).
 */
export function releasesForConsumption(from: ExciseStatus, to: ExciseStatus): boolean {
  return from === 'suspended' && to === 'dutyPaid';
}

/** A transfer goes somewhere else: the same warehouse is refused. */
export function isSameWarehouse(fromId: string, toId: string): boolean {
  return fromId === toId;
}
