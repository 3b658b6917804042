/**
 * A shop membership's status (decision 0025). Only an active membership grants anything; an
 * agent who registers with a shop's public code waits as pending until the shop's staff
 * accepts (active) or refuses (refused) them; a collaborator the owner suspends is `suspended`
 * until reactivated (decision 0143). A shop that invites an agent already on Cuvée waits as
 * `invited` until the agent accepts (active) or declines (refused) — the same row, the other way
 * round (decision 0155).
 */
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'invited', 'refused', 'suspended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export type AgentRequestDecision = 'accept' | 'refuse';

/** Whether a request in `status` may still be decided, and the status a decision leads to. */
export function decideAgentRequest(
  status: MembershipStatus,
  decision: AgentRequestDecision,
): { ok: true; status: MembershipStatus } | { ok: false; message: string } {
  if (status === 'active') return { ok: false, message: 'Cette demande a déjà été acceptée' };
  if (status === 'refused') return { ok: false, message: 'Cette demande a déjà été refusée' };
  if (status === 'suspended') return { ok: false, message: 'Ce membre est suspendu' };
  if (status === 'invited') return { ok: false, message: "Cette invitation attend la réponse de l'agent" };
  return { ok: true, status: decision === 'accept' ? 'active' : 'refused' };
}

/** The staff's notification of a new request. */
export function agentRequestText(agentName: string, shopName: string): string {
  return `${agentName} demande à devenir agent commercial de ${shopName}`;
}

/** The agent's notification once the staff has decided. */
export function agentRequestAnswerText(decision: AgentRequestDecision, shopName: string): string {
  return decision === 'accept'
    ? `Votre demande a été acceptée : vous êtes agent commercial de ${shopName}`
    : `Votre demande pour devenir agent commercial de ${shopName} a été refusée`;
}
