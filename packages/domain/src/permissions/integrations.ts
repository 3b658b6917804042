/** The 13 integrations (modules) a shop switches on or off (spec §3 Shop.integration). */
export const INTEGRATIONS = [
  'crm',
  'campaigns',
  'salesPoint',
  'stocks',
  'agents',
  'iam',
  'shop',
  'analytics',
  'reservations',
  'accounting',
  'purchase',
  'futures',
  'iframes',
] as const;
export type IntegrationKey = (typeof INTEGRATIONS)[number];

export type ShopIntegration = Record<IntegrationKey, { active: boolean }>;

/** What may come from storage or an older API: keys missing, sub-objects null. */
export type PartialShopIntegration = Partial<Record<IntegrationKey, { active?: boolean | null } | null>>;

export function isIntegrationKey(value: unknown): value is IntegrationKey {
  return typeof value === 'string' && (INTEGRATIONS as readonly string[]).includes(value);
}

/** Only an explicit `active: true` counts: no shop, no key or no flag means inactive. */
export function isIntegrationActive(
  integration: PartialShopIntegration | undefined | null,
  key: IntegrationKey,
): boolean {
  return integration?.[key]?.active === true;
}
