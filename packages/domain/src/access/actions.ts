import { hasPermission, type PermissionSubject } from '../permissions/has-permission.ts';
import {
  type IntegrationKey,
  isIntegrationActive,
  type PartialShopIntegration,
} from '../permissions/integrations.ts';
import type { Permission } from '../permissions/permissions.ts';
import type { Role } from '../permissions/roles.ts';
import { ACCOUNTING_ACTIONS } from './actions.accounting.ts';
import { COMMISSIONS_ACTIONS } from './actions.commissions.ts';
import { LOYALTY_ACTIONS } from './actions.loyalty.ts';
import { OBJECTIVES_ACTIONS } from './actions.objectives.ts';
import { SALES_ACTIONS } from './actions.sales.ts';
import { STOCK_ACTIONS } from './actions.stock.ts';
import { TEAM_ACTIONS } from './actions.team.ts';
import { TOURISM_ACTIONS } from './actions.tourism.ts';

/**
 * Who may do what, declared once (decision 0014). The API's routes name their action in their
 * config and one hook decides; the web asks `useCan(action)` of this same table, so a button is
 * never shown for a call the API would refuse (a 403 signs the user out, spec §8).
 *
 * A new domain adds its actions here: `<domain>.<verb>` (read, write, delete, validate…).
 */

/** How a member stands in a shop: its owner, a collaborator (iam) or a sales agent. */
export type ShopRelation = 'owner' | 'iam' | 'agent';

export type ActionRule =
  /** Anyone, signed in or not (storefront reads, directories). */
  | { readonly who: 'anyone' }
  /** Any signed-in user, about their own account (no shop involved). */
  | { readonly who: 'user' }
  /** A master-account session or a user session (choosing a user of the master account). */
  | { readonly who: 'session' }
  /** Signed-in users of these roles, no shop involved (admin tools). */
  | { readonly who: 'roles'; readonly roles: readonly Role[] }
  /** A member of the shop acted on. */
  | {
      readonly who: 'shop';
      /** The relations to the shop that may act. */
      readonly relations: readonly ShopRelation[];
      /** Every one is required (an owner holds them all; spec §6). */
      readonly permissions?: readonly Permission[];
      /** At least one is required (several rights open the same screen, such as the entry's). */
      readonly anyPermission?: readonly Permission[];
      /** A module the shop must have switched on. */
      readonly integration?: IntegrationKey;
      /**
       * An iam only when fully delegated (no authorizations map): for what no §6 permission
       * names, such as the shop's own settings.
       */
      readonly iamFullDelegation?: boolean;
      /**
       * The caller may act on every shop where the rule holds at once when no shop is named
       * (an agent's catalogue across the producers they work for, decision 0011).
       */
      readonly manyShops?: boolean;
      /**
       * The French refusal when the caller names a shop (path, query or X-Shop-Id) where the
       * rule does not hold; the generic refusal otherwise.
       */
      readonly otherShop?: string;
    };

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const field = ['owner', 'iam', 'agent'] as const satisfies readonly ShopRelation[];

const AGENT_REQUESTS_REFUSED = "Vous ne pouvez pas traiter les demandes d'agent de cette boutique";
const NOT_THEIR_CATALOGUE = "Vous n'avez pas accès au catalogue de cette boutique";
const NOT_THEIR_CLIENTS = "Vous n'avez pas accès aux clients de cette boutique";
const NOT_THEIR_TASKS = "Vous n'avez pas accès aux tâches de cette boutique";
const NOT_THEIR_LEGAL = "Vous n'avez pas accès aux documents légaux de cette boutique";
export const ACTIONS = {
  // Signing in and up, open to anyone (rate-limited by the API)
  'session.open': { who: 'anyone' },
  'account.register': { who: 'anyone' },
  'account.recover': { who: 'anyone' },
  // Account and session
  'session.refresh': { who: 'user' },
  'account.read': { who: 'user' },
  'account.write': { who: 'user' },
  'account.switch': { who: 'session' },
  'notifications.read': { who: 'user' },
  'notifications.write': { who: 'user' },
  'documents.read': { who: 'user' },
  // Platform
  'platform.read': { who: 'anyone' },
  /**
   * The development outbox holds password-reset links: the admin's only, and the API registers
   * it outside production only (docs/decisions/0021).
   */
  'dev.outbox.read': { who: 'roles', roles: ['admin'] },
  'platform.maintenance.write': { who: 'roles', roles: ['admin'] },
  // Public reads
  'storefront.read': { who: 'anyone' },
  /** Stripe's webhook: no session; its signature is the proof (decision 0039). */
  'payments.webhook': { who: 'anyone' },
  // Buying (decision 0040): any signed-in user places orders in the shops they buy from and
  // reads their own; the shop's staff see the shop's orders with the sales back office.
  'orders.place': { who: 'user' },
  'orders.mine.read': { who: 'user' },
  ...SALES_ACTIONS,
  ...TOURISM_ACTIONS,
  ...COMMISSIONS_ACTIONS,
  ...OBJECTIVES_ACTIONS,
  ...LOYALTY_ACTIONS,
  ...ACCOUNTING_ACTIONS,
  // Shop settings
  'shop.settings.read': { who: 'shop', relations: staff },
  'shop.settings.write': { who: 'shop', relations: staff, iamFullDelegation: true },
  /** The shop's promo codes (settings 'promotions', issue 29): whoever may change its settings. */
  'promotions.read': { who: 'shop', relations: staff, iamFullDelegation: true },
  'promotions.write': { who: 'shop', relations: staff, iamFullDelegation: true },
  /**
   * The bank details and legal mentions (settings 'billing', issue 24): the owner, or an iam with
   * full delegation, as for the settings; a restricted iam neither reads nor changes the IBAN.
   */
  'shop.billing.read': { who: 'shop', relations: staff, iamFullDelegation: true },
  'shop.billing.write': { who: 'shop', relations: staff, iamFullDelegation: true },
  /** The shop's own pictures (logo, banner). */
  'shop.images.write': { who: 'shop', relations: staff },
  /**
   * The shop's legal documents (terms of sale, legal notice, privacy, withdrawal; issue 24): read
   * by its staff, written and published by whoever may change the shop's settings.
   */
  'legal.read': { who: 'shop', relations: staff, otherShop: NOT_THEIR_LEGAL },
  'legal.write': { who: 'shop', relations: staff, iamFullDelegation: true, otherShop: NOT_THEIR_LEGAL },
  // Catalogue (spec §6: seeAllProduct, createProduct, seeAllPrice)
  'catalogue.settings.read': {
    who: 'shop',
    relations: field,
    permissions: ['seeAllProduct'],
    otherShop: "Vous n'avez pas accès aux réglages de cette boutique",
  },
  'products.read': {
    who: 'shop',
    relations: field,
    permissions: ['seeAllProduct'],
    manyShops: true,
    otherShop: NOT_THEIR_CATALOGUE,
  },
  'products.write': { who: 'shop', relations: staff, permissions: ['createProduct'] },
  /** A product's pictures: whoever may write products (decision 0022). */
  'products.images.write': { who: 'shop', relations: staff, permissions: ['createProduct'] },
  'prices.read': { who: 'shop', relations: staff, permissions: ['seeAllPrice'] },
  'prices.write': { who: 'shop', relations: staff, permissions: ['createProduct'] },
  ...STOCK_ACTIONS,
  // Sales team
  // Clients and CRM (decision 0043). Reading is open to the shop's members: whose records they
  // see is the service's scope (seesAllClients, seesAllTasks), not a refusal.
  'clients.read': { who: 'shop', relations: field, otherShop: NOT_THEIR_CLIENTS },
  'clients.write': {
    who: 'shop',
    relations: field,
    permissions: ['createClient'],
    otherShop: NOT_THEIR_CLIENTS,
  },
  /** Importing a file of clients: the shop's staff. */
  'clients.import': {
    who: 'shop',
    relations: staff,
    permissions: ['createClient'],
    otherShop: NOT_THEIR_CLIENTS,
  },
  /** The pipeline of opportunities and prospecting (the CRM module). */
  'opportunities.read': { who: 'shop', relations: field, integration: 'crm', otherShop: NOT_THEIR_CLIENTS },
  'opportunities.write': {
    who: 'shop',
    relations: field,
    permissions: ['createClient'],
    integration: 'crm',
    otherShop: NOT_THEIR_CLIENTS,
  },
  'tasks.read': { who: 'shop', relations: field, integration: 'crm', otherShop: NOT_THEIR_TASKS },
  'tasks.write': {
    who: 'shop',
    relations: field,
    permissions: ['createTask'],
    integration: 'crm',
    otherShop: NOT_THEIR_TASKS,
  },
  'agents.read': { who: 'shop', relations: staff, permissions: ['accessCollaborator', 'accessAgent'] },
  ...TEAM_ACTIONS,
  /** The agents who asked to join the shop, and the decision on each (decision 0025). */
  'agents.requests.read': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAgent', 'createAgent'],
    otherShop: AGENT_REQUESTS_REFUSED,
  },
  'agents.requests.decide': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAgent', 'createAgent'],
    otherShop: AGENT_REQUESTS_REFUSED,
  },
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof ACTIONS;
export const ACTION_IDS = Object.keys(ACTIONS) as Action[];

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(ACTIONS, value);
}

export function ruleOf(action: Action): ActionRule {
  return ACTIONS[action];
}

/** The part of a caller the rules read: role and memberships (with the membership's own role). */
export type AccessSubject = PermissionSubject;

/** The caller's relation to a shop, from the membership's role or else the account's. */
export function relationTo(subject: AccessSubject, shopId: string): ShopRelation | null {
  const membership = subject.shops.find((s) => s.id === shopId);
  if (!membership) return null;
  const role = membership.role ?? subject.role;
  if (subject.role === 'owner' || role === 'owner') return 'owner';
  if (role === 'iam' || role === 'agent') return role;
  return null;
}

/** What the rules know about a shop besides its id: its switched-on modules. */
export type ShopFacts = { id: string; integration?: PartialShopIntegration | null };

/**
 * Whether `subject` may do `action` on `shop` (omit the shop for actions that involve none).
 * Pure: the API's access hook and the web's `useCan` call it alike.
 */
export function can(
  subject: AccessSubject | null | undefined,
  action: Action,
  shop?: ShopFacts | string | null,
): boolean {
  const rule: ActionRule = ACTIONS[action];
  switch (rule.who) {
    case 'anyone':
      return true;
    case 'user':
    case 'session':
      return Boolean(subject);
    case 'roles':
      return Boolean(subject && rule.roles.includes(subject.role));
    case 'shop': {
      if (!subject || !shop || subject.role === 'buyer' || subject.role === 'admin') return false;
      const facts = typeof shop === 'string' ? { id: shop } : shop;
      const relation = relationTo(subject, facts.id);
      if (!relation || !rule.relations.includes(relation)) return false;
      if (rule.iamFullDelegation && relation === 'iam') {
        const membership = subject.shops.find((s) => s.id === facts.id);
        if (membership?.authorizations !== null && membership?.authorizations !== undefined) return false;
      }
      // A module the caller cannot show to be on counts as off.
      if (rule.integration && !isIntegrationActive(facts.integration, rule.integration)) return false;
      if (rule.anyPermission && !rule.anyPermission.some((p) => hasPermission(subject, facts.id, p)))
        return false;
      return (rule.permissions ?? []).every((p) => hasPermission(subject, facts.id, p));
    }
  }
}

/** The shops of the caller's memberships where `action` is allowed, in membership order. */
export function shopsWhereCan<S extends { id: string }>(
  subject: { role: Role; shops: readonly (S & AccessSubject['shops'][number])[] } | null | undefined,
  action: Action,
): S[] {
  if (!subject) return [];
  return subject.shops.filter((s) => can(subject, action, s.id));
}
