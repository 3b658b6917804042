import type { ActionRule } from './actions.ts';

/*
 * The loyalty programme (issue 29, decision 0180), part of the one action table of actions.ts.
 * Its settings are the shop's own (an owner, or a fully delegated collaborator); a client's
 * points are read with the clients (seeAllClient) and adjusted by who edits them (createClient).
 * A buyer reads their own points through account.read.
 */

const NOT_THEIR_LOYALTY = "Vous n'avez pas accès au programme de fidélité de cette boutique";
const staff = ['owner', 'iam'] as const;

export const LOYALTY_ACTIONS = {
  'loyalty.settings': {
    who: 'shop',
    relations: staff,
    iamFullDelegation: true,
    otherShop: NOT_THEIR_LOYALTY,
  },
  'loyalty.read': {
    who: 'shop',
    relations: staff,
    permissions: ['seeAllClient'],
    otherShop: NOT_THEIR_LOYALTY,
  },
  'loyalty.adjust': {
    who: 'shop',
    relations: staff,
    permissions: ['seeAllClient', 'createClient'],
    otherShop: NOT_THEIR_LOYALTY,
  },
} as const satisfies Record<string, ActionRule>;
