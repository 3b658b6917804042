import type { ActionRule, ShopRelation } from './actions.ts';

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const NOT_THEIR_TEAM = "Vous n'avez pas accès aux collaborateurs de cette boutique";

/**
 * The sales team's actions (issue 28), spread into the access table (decision 0014).
 */
export const TEAM_ACTIONS = {
  // Collaborators (issue 28, decision 0142): listed and read with accessCollaborator; invited,
  // their rights changed, suspended and removed with createCollaborator too. The presets of the
  // settings' 'roles' are read by whoever reads collaborators and written by whoever may change
  // the shop's settings (owner or fully delegated iam).
  'collaborators.read': {
    who: 'shop',
    relations: staff,
    permissions: ['accessCollaborator'],
    otherShop: NOT_THEIR_TEAM,
  },
  'collaborators.write': {
    who: 'shop',
    relations: staff,
    permissions: ['accessCollaborator', 'createCollaborator'],
    otherShop: NOT_THEIR_TEAM,
  },
  'roles.read': {
    who: 'shop',
    relations: staff,
    permissions: ['accessCollaborator'],
    otherShop: NOT_THEIR_TEAM,
  },
  'roles.write': { who: 'shop', relations: staff, iamFullDelegation: true, otherShop: NOT_THEIR_TEAM },
} as const satisfies Record<string, ActionRule>;
