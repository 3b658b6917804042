import type { ActionRule } from './actions.ts';

/*
 * A commercial agent's commissions (issue 28, decision 0149), part of the one action table of
 * actions.ts. The owner's board and its statements: spec §6 commissionsAnalytics; the rules and
 * marking a statement paid: commissionsAnalytics and createAgent (who manages the agents'
 * contracts). The agent reads their own statements only (the service keeps them to the caller).
 */

const NOT_THEIR_COMMISSIONS = "Vous n'avez pas accès aux commissions de cette boutique";

export const COMMISSIONS_ACTIONS = {
  /** The board, every agent's rules and statements (commissionsAnalytics). */
  'commissions.read': {
    who: 'shop',
    relations: ['owner', 'iam'],
    permissions: ['commissionsAnalytics'],
    otherShop: NOT_THEIR_COMMISSIONS,
  },
  /** Rates of an agent's contract, drawing up a statement, marking it paid. */
  'commissions.write': {
    who: 'shop',
    relations: ['owner', 'iam'],
    permissions: ['commissionsAnalytics', 'createAgent'],
    otherShop: NOT_THEIR_COMMISSIONS,
  },
  /** An agent's own statements in a shop they work for. */
  'commissions.own.read': { who: 'shop', relations: ['agent'], otherShop: NOT_THEIR_COMMISSIONS },
} as const satisfies Record<string, ActionRule>;
