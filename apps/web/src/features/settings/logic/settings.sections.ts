import type { PublicUser } from '@cuvee/contracts';
import { can } from '@cuvee/domain/access/actions';

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
  'delivery',
  // Bank details, cheques and legal mentions (issue 24).
  'billing',
  // The shop's legal documents: terms of sale, legal notice, privacy, withdrawal (issue 24).
  'documents',
  // The chart of accounts, the client accounts, cash accounting and the journals (issue 26).
  'accounting',
  // The presets of collaborators' rights (issue 28).
  'roles',
  // The loyalty programme: points, tiers and rewards (issue 29, decision 0184).
  'crm',
  // The shop's promo codes (issue 29).
  'promotions',
]);

/**
 * Shop sections are for whoever may edit the settings of the shop acted on: the API's action
 * 'shop.settings.write' (packages/domain/src/access). The shop is the session's (lib/use-can.ts).
 */
export function canEditShop(
  user: Pick<PublicUser, 'role' | 'shops'>,
  shopId: string | null = user.shops.length === 1 ? user.shops[0]!.id : null,
): boolean {
  return can(user, 'shop.settings.write', shopId);
}

export function sectionsFor(
  user: Pick<PublicUser, 'role' | 'shops'>,
  shopId?: string | null,
): SettingsSection[] {
  return canEditShop(user, shopId) ? [...SETTINGS_SECTIONS] : ['account'];
}

/** ?link chooses the section; an unknown or forbidden one falls back to the first allowed. */
export function selectedSection(link: string | null, allowed: readonly SettingsSection[]): SettingsSection {
  const found = allowed.find((section) => section === link);
  return found ?? allowed[0] ?? 'account';
}
