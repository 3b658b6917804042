import { describe, expect, it } from 'vitest';
import {
  type AgentRequestDecision,
  agentRequestAnswerText,
  agentRequestText,
  decideAgentRequest,
  type MembershipStatus,
} from './agent-requests.ts';

describe('decideAgentRequest', () => {
  const cases: [MembershipStatus, AgentRequestDecision, ReturnType<typeof decideAgentRequest>][] = [
    ['pending', 'accept', { ok: true, status: 'active' }],
    ['pending', 'refuse', { ok: true, status: 'refused' }],
    ['active', 'accept', { ok: false, message: 'Cette demande a déjà été acceptée' }],
    ['active', 'refuse', { ok: false, message: 'Cette demande a déjà été acceptée' }],
    ['refused', 'accept', { ok: false, message: 'Cette demande a déjà été refusée' }],
    ['refused', 'refuse', { ok: false, message: 'Cette demande a déjà été refusée' }],
  ];
  it.each(cases)('%s, %s → %j', (status, decision, expected) => {
    expect(decideAgentRequest(status, decision)).toEqual(expected);
  });
});

describe('texts', () => {
  it('names the agent and the shop', () => {
    expect(agentRequestText('Léa Martin', 'Domaine Démo')).toBe(
      'Léa Martin demande à devenir agent commercial de Domaine Démo',
    );
    expect(agentRequestAnswerText('accept', 'Domaine Démo')).toMatch(/^Votre demande a été acceptée/);
    expect(agentRequestAnswerText('refuse', 'Domaine Démo')).toContain('a été refusée');
  });
});
