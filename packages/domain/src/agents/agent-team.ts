import { isFrenchDepartment } from '../delivery/zones.ts';
import type { MembershipStatus } from './agent-requests.ts';

/*
 * A shop's agents (issue 28, part 2; decisions 0155–0158): the sector an agent covers for a shop
 * (departments, and the shop's client typologies whose prices they get), the public profile an
 * agent keeps for producers searching Cuvée, and the agent's answer to a shop's invitation.
 */

/** The kinds of clients an agent says they visit, on their public profile (searchable). */
export const AGENT_CLIENT_KINDS = [
  'caviste',
  'restaurant',
  'bar',
  'hotel',
  'epicerie',
  'grande-distribution',
  'entreprise',
  'particulier',
  'export',
] as const;
export type AgentClientKind = (typeof AGENT_CLIENT_KINDS)[number];
export const AGENT_CLIENT_KIND_LABELS: Record<AgentClientKind, { fr: string; en: string }> = {
  caviste: { fr: 'Cavistes', en: 'Wine shops' },
  restaurant: { fr: 'Restaurants', en: 'Restaurants' },
  bar: { fr: 'Bars', en: 'Bars' },
  hotel: { fr: 'Hôtels', en: 'Hotels' },
  epicerie: { fr: 'Épiceries fines', en: 'Delicatessens' },
  'grande-distribution': { fr: 'Grande distribution', en: 'Retail chains' },
  entreprise: { fr: 'Entreprises', en: 'Companies' },
  particulier: { fr: 'Particuliers', en: 'Individuals' },
  export: { fr: 'Export', en: 'Export' },
};

/** A department code as the sector keeps it ('1' → '01'; Corsica is '20', as clients' addresses give it); null when not French. */
export function normalDepartment(code: string): string | null {
  const c = code.trim().toUpperCase();
  const padded = /^\d$/.test(c) ? `0${c}` : c;
  return isFrenchDepartment(padded) ? padded : null;
}

/** The typologies a sector change gives the agent (each one is an `accessTypo` notification). */
export function gainedTypologies(before: readonly string[], after: readonly string[]): string[] {
  const had = new Set(before);
  return [...new Set(after)].filter((t) => !had.has(t));
}

/** What the agent may answer to an invitation in `status`, and where it leads. */
export function answerAgentInvitation(
  status: MembershipStatus,
  answer: 'accept' | 'decline',
): { ok: true; status: MembershipStatus } | { ok: false; message: string } {
  if (status !== 'invited') return { ok: false, message: 'Cette invitation a déjà reçu une réponse' };
  return { ok: true, status: answer === 'accept' ? 'active' : 'refused' };
}

/** The agent's notification of a shop's invitation. */
export const agentInvitationText = (shopName: string) =>
  `${shopName} vous invite à devenir son agent commercial`;

/** The staff's notification of the agent's answer. */
export const agentInvitationAnswerText = (
  agentName: string,
  answer: 'accept' | 'decline',
  shopName: string,
) =>
  answer === 'accept'
    ? `${agentName} a accepté de devenir agent commercial de ${shopName}`
    : `${agentName} a décliné l'invitation de ${shopName}`;

/** accessTypo: the agent now sees a typology's prices. */
export const accessTypoText = (shopName: string, typologyNames: readonly string[]) =>
  typologyNames.length === 1
    ? `${shopName} vous donne accès aux tarifs ${typologyNames[0]}`
    : `${shopName} vous donne accès aux tarifs ${typologyNames.slice(0, -1).join(', ')} et ${typologyNames.at(-1)}`;

/** agentNewProduct: the shop published a product. */
export const agentNewProductText = (shopName: string, productName: string) =>
  `${shopName} a publié un nouveau produit : ${productName}`;
