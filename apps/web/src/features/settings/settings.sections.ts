import type { PublicUser } from '@cuvee/contracts';
import { canEditShopSettings } from '@cuvee/domain/permissions/has-permission';

/** The 15 settings sections of spec §2, selected by ?link, in the spec's order. */
export const SETTINGS_SECTIONS = [
  'infos',
  'typos',
  'crm',
  'products',
  'billing',
  'delivery',
  'roles',
  'accounting',
  'campaigns',
  'matchGrids',
  'integrations',
  'account',
  'iframes',
  'promotions',
  'documents',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Sections that work in this version; the others say which module brings them. */
export const READY_SECTIONS: ReadonlySet<SettingsSection> = new Set([
  'infos',
  'account',
  'typos',
  'products',
]);

/** Shop sections are for whoever may edit the shop settings (the API's rule, from the domain). */
export function canEditShop(user: Pick<PublicUser, 'role' | 'shops'>): boolean {
  return canEditShopSettings(user);
}

export function sectionsFor(user: Pick<PublicUser, 'role' | 'shops'>): SettingsSection[] {
  return canEditShop(user) ? [...SETTINGS_SECTIONS] : ['account'];
}

/** ?link chooses the section; an unknown or forbidden one falls back to the first allowed. */
export function selectedSection(link: string | null, allowed: readonly SettingsSection[]): SettingsSection {
  const found = allowed.find((section) => section === link);
  return found ?? allowed[0] ?? 'account';
}
