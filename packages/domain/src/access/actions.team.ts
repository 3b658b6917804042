import type { ActionRule, ShopRelation } from './actions.ts';

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const NOT_THEIR_TEAM = "Vous n'avez pas accès aux collaborateurs de cette boutique";
const NOT_THEIR_AGENTS = "Vous n'avez pas accès aux agents de cette boutique";

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
  // The shop's agents (issue 28 part 2, decision 0155): read with accessAgent; invited, their
  // sector changed, suspended and removed with createAgent too. Searching agents on Cuvée to
  // invite one is an invitation's first step (createAgent). An agent keeps their own profile.
  'agents.team.read': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAgent'],
    otherShop: NOT_THEIR_AGENTS,
  },
  'agents.team.write': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAgent', 'createAgent'],
    otherShop: NOT_THEIR_AGENTS,
  },
  'agents.profile': { who: 'roles', roles: ['agent'] },
} as const satisfies Record<string, ActionRule>;
