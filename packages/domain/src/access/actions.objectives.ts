import type { ActionRule } from './actions.ts';

/*
 * Objectives, budget and the sales structure (issue 28 part 4, decisions 0160–0163), part of the
 * one action table of actions.ts. Spec §6: goalsAnalytics reads the objectives, manageBudget sets
 * them and the budget; the structure is the collaborators' (accessCollaborator reads it,
 * createCollaborator changes it); the agents' figures need accessAgent and accessAnalytics.
 */

const NOT_THEIR_TEAM = "Vous n'avez pas accès à l'équipe commerciale de cette boutique";
const NOT_THEIR_FIGURES = "Vous n'avez pas accès aux objectifs de cette boutique";
const staff = ['owner', 'iam'] as const;

export const OBJECTIVES_ACTIONS = {
  /** Teams and who reports to whom. */
  'structure.read': {
    who: 'shop',
    relations: staff,
    permissions: ['accessCollaborator'],
    otherShop: NOT_THEIR_TEAM,
  },
  'structure.write': {
    who: 'shop',
    relations: staff,
    permissions: ['accessCollaborator', 'createCollaborator'],
    otherShop: NOT_THEIR_TEAM,
  },
  /** The objectives' board and its figures. */
  'objectives.read': {
    who: 'shop',
    relations: staff,
    permissions: ['goalsAnalytics'],
    otherShop: NOT_THEIR_FIGURES,
  },
  /** Setting an objective (spec §6 manageBudget: targets are the budget's share of a person). */
  'objectives.write': {
    who: 'shop',
    relations: staff,
    permissions: ['goalsAnalytics', 'manageBudget'],
    otherShop: NOT_THEIR_FIGURES,
  },
  /** The shop's monthly sales budget, read and set. */
  'budget.manage': {
    who: 'shop',
    relations: staff,
    permissions: ['manageBudget'],
    otherShop: "Vous n'avez pas accès au budget de cette boutique",
  },
  /** Each agent's sales, new clients and commission over a period. */
  'agents.analytics': {
    who: 'shop',
    relations: staff,
    permissions: ['accessAgent', 'accessAnalytics'],
    otherShop: "Vous n'avez pas accès aux statistiques des agents de cette boutique",
  },
} as const satisfies Record<string, ActionRule>;
